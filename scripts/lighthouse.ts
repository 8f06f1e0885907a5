// `bun run lighthouse`: Lighthouse on the production build, served by the real server with the e2e stand-ins for
// E-utilities and Ollama, in Debian's Chromium. Prints a Markdown table of scores and, under it, every audit that
// lost points. `--json DIR` also writes each full report there. Nothing here runs in the app; Lighthouse is a
// dev dependency (docs/decisions/006-lighthouse.md).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServer } from "../src/e2e/harness";
import { startStandIns } from "../src/testing/stand-ins";
import { buildClient } from "./build-client";

const PAGES = ["/", "/search?q=melanoma"];
const PRESETS = ["desktop", "mobile"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

type Preset = (typeof PRESETS)[number];

interface Row {
  page: string;
  preset: Preset;
  scores: Record<string, number>;
  lost: string[];
}

/** One Lighthouse run in a fresh Chromium, so runs cannot share a cache or a service worker. */
async function auditOnce(url: string, preset: Preset): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags: Flags = { port: chrome.port, logLevel: "error", output: "json", onlyCategories: CATEGORIES };
    const runner = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (runner.lhr.runtimeError)
      throw new Error(`${url}: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

/** Now and then a run in the headless browser fails outright (seen: about one in twenty); one retry. */
async function audit(url: string, preset: Preset): Promise<Result> {
  try {
    return await auditOnce(url, preset);
  } catch (error) {
    console.error(`lighthouse: ${preset} ${url} failed (${(error as Error).message}); retrying once`);
    return auditOnce(url, preset);
  }
}

/** Audits that count towards a category and did not get full marks, with Lighthouse's own value text. */
function lostPoints(lhr: Result): string[] {
  const lost = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      lost.add(`${a.id} (${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ""})`);
    }
  }
  return [...lost];
}

function table(rows: Row[]): string {
  const head = `| Page | Preset | ${CATEGORIES.join(" | ")} |`;
  const rule = `|---|---|${CATEGORIES.map(() => "---:").join("|")}|`;
  const body = rows.map(
    (r) => `| \`${r.page}\` | ${r.preset} | ${CATEGORIES.map((c) => r.scores[c] ?? "–").join(" | ")} |`,
  );
  return [head, rule, ...body].join("\n");
}

if (import.meta.main) {
  const jsonAt = process.argv.indexOf("--json");
  const jsonDir = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  await buildClient();
  const standIns = await startStandIns();
  const server = await startServer(standIns.env);
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const lhr = await audit(server.url + page, preset);
        const scores = Object.fromEntries(
          Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]),
        );
        rows.push({ page, preset, scores, lost: lostPoints(lhr) });
        const name = page === "/" ? "home" : page.replace(/^\//, "").replace(/\W+/g, "-");
        if (jsonDir) writeFileSync(join(jsonDir, `${name}-${preset}.json`), JSON.stringify(lhr, null, 1));
        console.error(`lighthouse: ${page} ${preset} done`);
      }
    }
  } finally {
    await server.stop();
    await standIns.stop();
  }
  console.log(table(rows));
  for (const r of rows.filter((r) => r.lost.length)) console.log(`\n${r.page} ${r.preset}: ${r.lost.join("; ")}`);
}
