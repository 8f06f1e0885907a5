// bun run import:pubmed <files...>: loads PubMed baseline/update files (.xml or .xml.gz) into the local index,
// keeping only cancer clinical trials and honouring DeleteCitation. Progress goes to stderr.
import { closeDatabase, openStore } from "../src/server/db";
import { readEnv } from "../src/server/env";
import { type ImportProgress, importPubmedFile } from "../src/server/search/import/import-file";
import { ParsePool } from "../src/server/search/import/parse-pool";

const perSecond = (count: number, seconds: number) =>
  Math.round(count / Math.max(seconds, 0.001)).toLocaleString("en-US");

function progressBar(file: string) {
  let drawn = 0;
  return (p: ImportProgress) => {
    // A redraw per block would be hundreds a second; ten are plenty.
    if (performance.now() - drawn < 100 && p.bytesRead < p.totalBytes) return;
    drawn = performance.now();
    const share = p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 1;
    const width = 30;
    const bar = "#".repeat(Math.round(share * width)).padEnd(width, ".");
    process.stderr.write(
      `\r${file} [${bar}] ${Math.round(share * 100)}% ${p.articles} records, ${p.kept} kept, ${perSecond(p.articles, p.seconds)}/s   `,
    );
  };
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error("Usage: bun run import:pubmed <pubmed25n0001.xml.gz> [more files...]");
    process.exit(2);
  }
  // The store the app uses: PostgreSQL when DATABASE_URL is set, else the SQLite file.
  const db = await openStore(readEnv());
  // One pool for every file: workers start once and stay warm.
  const pool = new ParsePool();
  let file = "";
  try {
    for (file of files) {
      const s = await importPubmedFile(db, file, { pool, onProgress: progressBar(file) });
      process.stderr.write("\n");
      const malformed = s.malformed > 0 ? `; skipped ${s.malformed} malformed records` : "";
      console.log(
        `${file}: ${s.articles} records in ${s.seconds.toFixed(1)} s (${perSecond(s.articles, s.seconds)}/s); ` +
          `kept ${s.kept} cancer trials; removed ${s.deleted} deleted citations${malformed}`,
      );
    }
  } catch (error) {
    process.stderr.write("\n");
    console.error(`Import stopped at ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    pool.close();
    await closeDatabase(db);
  }
}
