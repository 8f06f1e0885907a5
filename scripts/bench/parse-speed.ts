// bun scripts/bench/parse-speed.ts [rounds]: articles/s of parseEfetch over the shared efetch fixtures, repeated.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEfetch } from "../../src/server/pubmed/parse";
import { sharedFixturesDir } from "../../src/testing/fixtures/shared-fixtures";

const dir = sharedFixturesDir("pubmed");
if (!existsSync(dir)) {
  console.error(`No fixtures at ${dir}; nothing to measure.`);
  process.exit(1);
}
const docs = readdirSync(dir)
  .filter((f) => f.startsWith("efetch-") && f.endsWith(".xml"))
  .map((f) => readFileSync(join(dir, f), "utf8"));
const countArticles = (inputs: string[]) => inputs.reduce((n, d) => n + parseEfetch(d).articles.length, 0);

/** Median of five timed runs: other processes on a small machine make single runs noisy. */
function measure(label: string, inputs: string[], rounds: number): void {
  const articles = countArticles(inputs) * rounds;
  const bytes = inputs.reduce((n, d) => n + Buffer.byteLength(d), 0) * rounds;
  const seconds: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let r = 0; r < rounds; r++) for (const doc of inputs) parseEfetch(doc);
    seconds.push((performance.now() - started) / 1000);
  }
  const median = seconds.sort((a, b) => a - b)[2]!;
  console.log(
    `${label}: ${Math.round(articles / median).toLocaleString("en-US")} articles/s, ${(bytes / median / 1e6).toFixed(1)} MB/s`,
  );
}

const rounds = Number(process.argv[2] ?? 20);
measure("fixture files one by one", docs, rounds);
// The importer parses batches of records wrapped in one PubmedArticleSet.
const records = docs.flatMap(
  (d) => d.match(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>|<PubmedBookArticle>[\s\S]*?<\/PubmedBookArticle>/g) ?? [],
);
const batch = `<PubmedArticleSet>${Array.from({ length: 40 }, () => records.join("\n")).join("\n")}</PubmedArticleSet>`;
measure(`one batch of ${records.length * 40} records`, [batch], Math.max(1, Math.round(rounds / 40)));
