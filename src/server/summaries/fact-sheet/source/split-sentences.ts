/** A sentence as offsets into the string it came from. */
export type Range = { start: number; end: number };

// Words whose full stop does not end a sentence ("vs.", "et al.", "e.g.", "Fig. 2", "No. 5").
const ABBREVIATION =
  /(?:\b(?:vs|v|al|e\.g|i\.e|etc|approx|Fig|Figs|No|Nos|Dr|Mr|Mrs|Ms|Prof|St|cf|ca|resp|incl|min|max|mo|yr|Ref))$/;
const STOP = /[.!?]/;
// Characters inside a bracket past which a stop and a capitalised word end the sentence anyway.
const LONG_BRACKET = 80;
const CLOSER = /["')\]]/;
const OPENER = /["'([A-Z0-9]/;

function trimRange(text: string, start: number, end: number): Range {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * Sentences of text[from, to), in one pass: a stop, optional closers, white space, then a capital, digit or
 * opening bracket begins the next sentence. Offsets are into the untouched text.
 */
export function splitSentences(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  let start = from;
  let depth = 0;
  let openedAt = from;
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if ((c === "(" || c === "[") && depth++ === 0) openedAt = i;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    if (!STOP.test(c)) continue;
    let j = i + 1;
    while (j < to && CLOSER.test(text[j]!)) j++;
    if (j >= to || !/\s/.test(text[j]!)) continue;
    let k = j;
    while (k < to && /\s/.test(text[k]!)) k++;
    if (k >= to || !OPENER.test(text[k]!)) continue;
    // "p.o. (standard arm) or ...": a bracket opens a sentence only when a capital or digit follows it.
    if (/["'([]/.test(text[k]!) && !/[A-Z0-9]/.test(text[k + 1] ?? "")) continue;
    // Inside brackets a stop rarely ends the sentence ("(95% CI, 0.5 to 0.9. P = .03)").
    // But a bracket left open ("(16.4 [range 5-34], months (P < 0.05). Most ...") must not swallow what follows:
    // a stop just after a closing bracket, then a capitalised word, ends the sentence whatever the count.
    // Nor one never closed ("(400 mg three times a day ... radiotherapy. PTX and Vit E were ..."): after a long run
    // inside it, a stop before a capitalised word ends the sentence.
    const unbalanced =
      (/[)\]]/.test(text[i - 1] ?? "") && /[A-Z][a-z]/.test(text.slice(k, k + 2))) ||
      (i - openedAt > LONG_BRACKET && /^[A-Z][a-z]{2}/.test(text.slice(k, k + 3)));
    if (depth > 0 && c === "." && !unbalanced) continue;
    if (c === "." && ABBREVIATION.test(text.slice(Math.max(start, i - 8), i))) continue;
    const r = trimRange(text, start, j);
    if (r.end > r.start) out.push(r);
    start = j;
    depth = 0;
  }
  const last = trimRange(text, start, to);
  if (last.end > last.start) out.push(last);
  return out.filter((r) => /[A-Za-z0-9]/.test(text.slice(r.start, r.end)));
}
