// bun run import:pubmed <files...>: loads PubMed baseline/update files (.xml or .xml.gz) into the local index,
// keeping only cancer clinical trials and honouring DeleteCitation. Progress goes to stderr.
import { createReadStream, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { openDatabase } from "../src/server/db";
import { readEnv } from "../src/server/env";
import { parseEfetch } from "../src/server/pubmed/parse";
import { isCancerTrial } from "../src/server/search/cancer-trial-filter";
import { deleteTrials, upsertTrials } from "../src/server/search/trial-store";
import type { Db } from "../src/server/db";

const BATCH = 2_000;
const RECORD_END = /<\/PubmedArticle>|<\/PubmedBookArticle>|<\/DeleteCitation>/g;

export interface ImportStats {
  records: number;
  kept: number;
  deleted: number;
  seconds: number;
}

/** Streams one file, parsing complete records in batches; memory stays flat whatever the file size. */
export async function importFile(db: Db, path: string, onProgress?: (bytes: number, stats: ImportStats) => void): Promise<ImportStats> {
  const started = performance.now();
  const stats: ImportStats = { records: 0, kept: 0, deleted: 0, seconds: 0 };
  const raw = createReadStream(path);
  let bytes = 0;
  raw.on("data", (chunk) => (bytes += chunk.length));
  const stream = path.endsWith(".gz") ? raw.pipe(createGunzip()) : raw;
  const decoder = new TextDecoder();
  let buffer = "";
  let pending: string[] = [];

  const flush = () => {
    if (pending.length === 0) return;
    const { articles, deletedPmids } = parseEfetch(`<PubmedArticleSet>${pending.join("")}</PubmedArticleSet>`);
    stats.records += articles.length + deletedPmids.length;
    const keep = articles.filter(isCancerTrial);
    upsertTrials(db, keep);
    stats.kept += keep.length;
    stats.deleted += deleteTrials(db, deletedPmids);
    pending = [];
    stats.seconds = (performance.now() - started) / 1000;
    onProgress?.(bytes, stats);
  };

  for await (const chunk of stream) {
    buffer += decoder.decode(chunk as Buffer, { stream: true });
    let consumed = 0;
    for (const m of buffer.matchAll(RECORD_END)) {
      const end = m.index + m[0].length;
      const start = buffer.lastIndexOf(m[0] === "</DeleteCitation>" ? "<DeleteCitation" : m[0].replace("/", ""), m.index);
      pending.push(buffer.slice(start >= consumed ? start : consumed, end));
      consumed = end;
      if (pending.length >= BATCH) flush();
    }
    buffer = buffer.slice(consumed);
  }
  flush();
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

function progressBar(file: string, total: number) {
  return (bytes: number, s: ImportStats) => {
    const share = total > 0 ? Math.min(1, bytes / total) : 0;
    const width = 30;
    const bar = "#".repeat(Math.round(share * width)).padEnd(width, ".");
    const rate = Math.round(s.records / Math.max(s.seconds, 0.001));
    process.stderr.write(`\r${file} [${bar}] ${Math.round(share * 100)}% ${s.records} records, ${s.kept} kept, ${rate}/s   `);
  };
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error("Usage: bun run import:pubmed <pubmed25n0001.xml.gz> [more files...]");
    process.exit(2);
  }
  const env = readEnv();
  const db = openDatabase(env.DATABASE_PATH);
  for (const file of files) {
    const s = await importFile(db, file, progressBar(file, statSync(file).size));
    process.stderr.write("\n");
    console.log(
      `${file}: ${s.records} records in ${s.seconds.toFixed(1)} s (${Math.round(s.records / Math.max(s.seconds, 0.001))}/s); kept ${s.kept} cancer trials; removed ${s.deleted} deleted citations`,
    );
  }
}
