import type { Span } from "../../../shared/fact-sheet";

export type SourceField = "title" | "abstract";
export interface Segment {
  text: string;
  marked: boolean;
}

/** The spans that point into one field, clamped to its length; spans that are empty, reversed or not numbers are skipped. */
function rangesIn(field: SourceField, length: number, spans: readonly Span[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const span of spans) {
    if ((span.field ?? "abstract") !== field) continue;
    if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) continue;
    const start = Math.max(0, Math.min(length, Math.trunc(span.start)));
    const end = Math.max(0, Math.min(length, Math.trunc(span.end)));
    if (start < end) ranges.push([start, end]);
  }
  return ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The text cut into plain and marked pieces; overlapping spans become one mark. One pass after sorting. */
export function markSegments(text: string, field: SourceField, spans: readonly Span[]): Segment[] {
  const merged: Array<[number, number]> = [];
  for (const range of rangesIn(field, text.length, spans)) {
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}

/** The words the spans point at, in their order, joined; whitespace collapsed and cut at `max` characters. */
export function evidenceText(source: { title: string; abstract: string }, spans: readonly Span[], max = 120): string {
  const pieces: string[] = [];
  let length = 0;
  for (const span of spans) {
    if (length > max) break;
    const text = span.field === "title" ? source.title : source.abstract;
    const [range] = rangesIn(span.field ?? "abstract", text.length, [span]);
    if (!range) continue;
    let start = range[0];
    while (start < range[1] && /\s/.test(text[start]!)) start++;
    // Read no more than we can show, so a huge span costs little.
    const piece = text
      .slice(start, Math.min(range[1], start + max * 2))
      .replace(/\s+/g, " ")
      .trim();
    if (piece) {
      pieces.push(piece);
      length += piece.length + 3;
    }
  }
  const joined = pieces.join(" … ");
  return joined.length > max ? `${joined.slice(0, max).trimEnd()}…` : joined;
}
