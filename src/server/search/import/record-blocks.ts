const RECORD_ENDS = ["</PubmedArticle>", "</PubmedBookArticle>", "</DeleteCitation>"].map((tag) => Buffer.from(tag));
const LONGEST_END = Math.max(...RECORD_ENDS.map((t) => t.length));
const RECORD_STARTS = [/<PubmedArticle[\s>]/, /<PubmedBookArticle[\s>]/, /<DeleteCitation[\s>]/];

/** The cut-off download or truncated file: a record opened and the file ended. */
export class TruncatedFile extends Error {}

/** Index just past the last record end in `bytes` at or after `from`, or -1. */
function lastRecordEnd(bytes: Uint8Array, from: number): number {
  let best = -1;
  const window = Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.length - from);
  for (const tag of RECORD_ENDS) {
    const at = window.lastIndexOf(tag);
    if (at >= 0) best = Math.max(best, from + at + tag.length);
  }
  return best;
}

/** The parts copied into a new buffer of its own (never the stream's, never Buffer's shared pool). */
function joined(parts: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Cuts a byte stream into blocks of whole records (at least `blockBytes` each, the last one smaller), so a record or a
 * DeleteCitation that straddles read chunks is never split. Works on bytes: the closing tags are ASCII, so a cut
 * never falls inside a UTF-8 character, and decoding happens wherever the block is parsed. Every block starts its own
 * ArrayBuffer, which nothing else uses: it can be transferred to a worker without a copy.
 */
export class RecordBlocks {
  /** Read chunks not yet handed out, and the rest of the last block (a buffer of its own). */
  private parts: Uint8Array[] = [];
  private size = 0;
  /** Bytes of `parts` already known to hold no record end (a record longer than a block). */
  private searched = 0;

  constructor(private readonly blockBytes = 1 << 20) {}

  push(chunk: Uint8Array): Uint8Array[] {
    if (chunk.length === 0) return [];
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < this.blockBytes) return [];
    const all = joined(this.parts, this.size);
    // A closing tag can straddle the previous search's edge: look back by one tag length.
    const end = lastRecordEnd(all, Math.max(0, this.searched - LONGEST_END));
    if (end < 0) {
      this.parts = [all];
      this.searched = all.length;
      return [];
    }
    this.parts = end < all.length ? [all.slice(end)] : [];
    this.size = all.length - end;
    this.searched = 0;
    return [all.subarray(0, end)];
  }

  /** What is left at the end of the file: records not yet handed out; throws if one of them never closes. */
  end(): Uint8Array | undefined {
    const rest = joined(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    const end = lastRecordEnd(rest, 0);
    const tail = Buffer.from(rest.buffer, rest.byteOffset + Math.max(end, 0)).toString("utf8");
    if (RECORD_STARTS.some((start) => start.test(tail)))
      throw new TruncatedFile("the file ends inside a record (cut off?)");
    return end > 0 ? rest.subarray(0, end) : undefined;
  }
}

export type RawRecord = { kind: "article" | "delete"; xml: string };

const RECORD_START = /<(PubmedArticle|PubmedBookArticle|DeleteCitation)[\s>]/g;

/** The records of a block in document order; the prolog, root tags and whitespace between records are skipped. */
export function recordsOf(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  RECORD_START.lastIndex = 0;
  for (let m = RECORD_START.exec(text); m; m = RECORD_START.exec(text)) {
    const close = `</${m[1]}>`;
    const end = text.indexOf(close, m.index);
    if (end < 0) throw new TruncatedFile(`a <${m[1]}> never closes`);
    const stop = end + close.length;
    records.push({ kind: m[1] === "DeleteCitation" ? "delete" : "article", xml: text.slice(m.index, stop) });
    RECORD_START.lastIndex = stop;
  }
  return records;
}
