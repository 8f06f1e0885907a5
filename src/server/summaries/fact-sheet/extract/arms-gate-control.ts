import type { SourceSentence } from "../source/read-source";

// Where people are put in groups: the control the allocation names is one of the groups formed.
const ALLOCATING = /\brandomi[sz]|\ballocat|\bassign/i;
// A control named by what it lacks: "surgery alone", "surgery only", "no further treatment", "observation".
// Bounded pieces, no nested repetition: linear in the sentence's length.
const ALONE = /\b([a-z][\w-]{2,})\s(?:alone|only)\b/gi;
const NOTHING_MORE = /\bno\s(?:[a-z-]+\s)?(?:treatment|therapy)\b|\bobservation\b/i;
// Words before "alone" that are not a treatment ("patients only", "was only", "this alone").
// An adverb ("thrice weekly only", "given daily only") is a schedule, not a treatment.
const NOT_A_TREATMENT =
  /^(?:the|an|its|their|but|if|as|it|this|that|which|and|or|is|was|were|be|been|not|them|those|patients|women|men|people|cases|one|once|arm|group|[a-z-]+ly)$/i;
// An arm that is itself the lack: "observation", "no adjuvant therapy", "surgery alone", "control".
const HOLDS_LACK = /\b(?:alone|only|no|none|observation|untreated|without|control|nothing)\b/i;

/** The control an allocation sentence names ("145 were allocated to surgery alone") when no arm read holds it. */
export function namedControlMissing(names: string[], sentences: SourceSentence[]): boolean {
  if (names.some((n) => HOLDS_LACK.test(n))) return false;
  const lower = names.map((n) => n.toLowerCase());
  // "A plus B" beside "A": the arm named A is the "A alone" group.
  if (lower.some((n, i) => lower.some((o, j) => i !== j && o.includes(n)))) return false;
  for (const s of sentences) {
    if (s.field !== "abstract" || s.role === "background") continue;
    const at = s.text.search(ALLOCATING);
    if (at < 0) continue;
    const part = s.text.slice(at, at + 300);
    if (NOTHING_MORE.test(part)) return true;
    for (const m of [...part.matchAll(ALONE)].slice(0, 4)) {
      const word = m[1]!.toLowerCase();
      if (!NOT_A_TREATMENT.test(word) && !lower.some((n) => n.includes(word))) return true;
    }
  }
  return false;
}
