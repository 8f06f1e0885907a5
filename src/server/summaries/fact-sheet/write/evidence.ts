import type { Span, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { spanText } from "../../../../shared/fact-sheet";

/** Anything that carries spans: a fact, an arm, a byArm entry, the participants. */
type Sourced = { evidence: Span[] } | null | undefined;

const spanKey = (s: Span) => `${s.field ?? "abstract"}:${s.start}:${s.end}`;

/** The spans of every fact a sentence states, each once, in the order given. */
export function spansOf(...facts: Sourced[]): Span[] {
  const seen = new Set<string>();
  const out: Span[] = [];
  for (const fact of facts) {
    for (const span of fact?.evidence ?? []) {
      const key = spanKey(span);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(span);
    }
  }
  return out;
}

/** A sentence that states facts of this trial, resting on their spans. */
export const stated = (text: string, evidence: Span[]): SummarySentence => ({ text, evidence });

/** A fixed explanatory sentence: it states nothing of this trial, so it cites nothing. */
export const general = (text: string): SummarySentence => ({ text, evidence: [], general: true });

/** The words a sentence's spans point at, one span per line (so numbers of two spans never run together). */
export const evidenceText = (source: SourceText, spans: Span[]) => spans.map((s) => spanText(source, s)).join("\n");

const TRAILING = new Set([" ", "\t", "\n", "\r", ".", ";", ":", ","]);

/** Trailing stops and spaces off a fact's text, so it can sit inside a sentence of ours (a loop: a regex here can backtrack). */
export function bare(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.has(text[end - 1]!)) end--;
  return text.slice(0, end).trim();
}

/** First letter upper-case, for a sentence that starts with a fact's own words. */
export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
