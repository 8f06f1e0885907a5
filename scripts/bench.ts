// bun run bench [--quick] [--only=search,index,import,summaries,screens,pages,instances]
// Prints the README's benchmark table: every figure measured now, on this machine, against local stand-ins.
import { importRows } from "./bench/import-rows";
import { initialJsRows } from "./bench/initial-js";
import { instancesRows } from "./bench/instances";
import { localIndexRows } from "./bench/local-index";
import { pageRows } from "./bench/pages";
import { machineLine, markdownTable, row, type Row } from "./bench/report";
import { benchSearch } from "./bench/search";
import { benchSummaries } from "./bench/summaries";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const indexRows = quick ? 100_000 : 1_000_000;

const SECTIONS: Record<string, { title: string; run: () => Promise<Row[]> }> = {
  search: { title: "search against the E-utilities stand-in", run: benchSearch },
  index: {
    title: `local index on ${indexRows.toLocaleString("en-US")} generated trials`,
    run: () => localIndexRows(indexRows),
  },
  import: { title: "import speed", run: importRows },
  summaries: { title: "summaries against the Ollama stand-in and the built-in summarizer", run: benchSummaries },
  screens: { title: "initial JavaScript of /", run: initialJsRows },
  pages: { title: "page throughput with wrk against the production server", run: pageRows },
  instances: { title: "200 users of mixed load on 1 and 3 instances", run: instancesRows },
};

const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
const unknown = [
  ...(only ?? []),
  ...args.filter((a) => a.startsWith("--") && a !== "--quick" && !a.startsWith("--only=")),
].filter((a) => !(a in SECTIONS));
if (unknown.length) {
  console.error(
    `Unknown section or flag: ${unknown.join(", ")}. Sections: ${Object.keys(SECTIONS).join(", ")}; flags: --quick, --only=a,b`,
  );
  process.exit(2);
}

const started = performance.now();
const rows: Row[] = [];
for (const [name, section] of Object.entries(SECTIONS)) {
  if (only && !only.includes(name)) continue;
  const t = performance.now();
  console.error(`bench: ${section.title}...`);
  try {
    rows.push(...(await section.run()));
  } catch (error) {
    rows.push(row(`${name} section`, `failed: ${error instanceof Error ? error.message : String(error)}`, "—", false));
  }
  console.error(`bench: ${name} took ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

console.log(
  `\nMachine: ${machineLine()}${quick ? ` (--quick: local index of ${indexRows.toLocaleString("en-US")} rows, not 1,000,000)` : ""}\n`,
);
console.log(markdownTable(rows));
const missed = rows.filter((r) => r.met === false);
console.log(
  missed.length ? `\nMissed: ${missed.map((r) => r.what).join("; ")}` : "\nNo measured figure misses its target.",
);
console.log(`Run took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
process.exitCode = missed.length ? 1 : 0;
