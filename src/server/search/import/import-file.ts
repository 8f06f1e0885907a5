import { createReadStream, statSync } from "node:fs";
import { pipeline, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Db } from "../../db";
import { deleteTrials, rowWriter } from "../../trials/trial-store";
import type { BlockResult } from "./parse-block";
import { ParsePool } from "./parse-pool";
import { RecordBlocks } from "./record-blocks";

export interface ImportStats {
  /** Journal and book records read. */
  articles: number;
  /** Records the pre-filter sent to the full parse. */
  parsed: number;
  /** Cancer clinical trials written (inserted or refreshed). */
  kept: number;
  /** Rows removed by DeleteCitation. */
  deleted: number;
  /** Records the parser refused (skipped). */
  malformed: number;
  seconds: number;
}

export interface ImportProgress extends ImportStats {
  /** Bytes of the file as stored (compressed for .gz) read so far, out of `totalBytes`. */
  bytesRead: number;
  totalBytes: number;
}

export interface ImportOptions {
  /** Parses on these workers; without one, a pool of one worker per core is made for this file and closed after. */
  pool?: ParsePool;
  /** Bytes per read (and per gunzip output); tests use tiny ones to cut records. */
  chunkSize?: number;
  /** Least bytes per block of records handed to the parser. */
  blockBytes?: number;
  onProgress?: (progress: ImportProgress) => void;
}

/** Blocks parsed ahead of the one being written, per worker: enough to keep every core busy, few enough for flat memory. */
const AHEAD_PER_WORKER = 3;

/** The file's text as bytes, gunzipped for .gz; `bytesRead` counts the file's own (compressed) bytes. */
function open(path: string, chunkSize = 1 << 20): { stream: Readable; bytesRead: () => number } {
  const raw = createReadStream(path, { highWaterMark: chunkSize });
  const bytesRead = () => raw.bytesRead;
  if (!path.endsWith(".gz")) return { stream: raw, bytesRead };
  // Errors on either side reach the reader through the gunzip stream; pipeline closes both.
  return { stream: pipeline(raw, createGunzip({ chunkSize: Math.max(64, chunkSize) }), () => {}), bytesRead };
}

/**
 * Streams one PubMed baseline or update file (.xml or .xml.gz) into the trials index: cancer clinical trials are
 * upserted, DeleteCitation PMIDs removed, in file order. Blocks are parsed in parallel and written in order; reading
 * waits while enough blocks are in flight, so memory stays flat whatever the file size.
 */
export async function importPubmedFile(db: Db, path: string, options: ImportOptions = {}): Promise<ImportStats> {
  const started = performance.now();
  const totalBytes = statSync(path).size;
  const stats: ImportStats = { articles: 0, parsed: 0, kept: 0, deleted: 0, malformed: 0, seconds: 0 };
  const file = open(path, options.chunkSize);
  const pool = options.pool ?? new ParsePool();
  const ahead = Math.max(1, pool.size) * AHEAD_PER_WORKER;
  const inFlight: Promise<BlockResult>[] = [];
  const writeTrials = rowWriter(db);

  const write = async (result: BlockResult) => {
    for (const step of result.steps) {
      if ("upsert" in step) {
        await writeTrials(step.upsert);
        stats.kept += step.upsert.length;
      } else {
        stats.deleted += await deleteTrials(db, step.delete);
      }
    }
    stats.articles += result.articles;
    stats.parsed += result.parsed;
    stats.malformed += result.malformed;
    stats.seconds = (performance.now() - started) / 1000;
    options.onProgress?.({ ...stats, bytesRead: file.bytesRead(), totalBytes });
  };

  try {
    const blocks = new RecordBlocks(options.blockBytes);
    const send = async (block: Uint8Array) => {
      inFlight.push(pool.parse(block));
      while (inFlight.length >= ahead) await write(await inFlight.shift()!);
    };
    for await (const chunk of file.stream) {
      for (const block of blocks.push(chunk as Buffer)) await send(block);
    }
    const last = blocks.end();
    if (last) await send(last);
    while (inFlight.length > 0) await write(await inFlight.shift()!);
  } catch (error) {
    // Blocks still in flight are abandoned with the import; their failures are not news.
    for (const pending of inFlight) pending.catch(() => {});
    throw error;
  } finally {
    if (!options.pool) pool.close();
  }
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}
