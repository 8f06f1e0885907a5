import type { SourceSentence } from "../source/read-source";

// Joins that make one regimen of two agents: "A plus B", "A combined with B". "with" and "and" are left out: they
// compare ("A with B") or list the arms ("A and B") as often as they join (measured on dev and pool2).
const JOIN = /\s(?:plus|in combination with|combined with|together with|\+)\s/gi;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}-]*/gu;
// An arm that says it lacks the addition ("A alone", "placebo") is the base the join adds to, not a part cut off.
const BASE = /\b(?:alone|only|placebo|control|observation|no|without|usual|standard)\b/i;
// Words beside a join that are no agent: "A and B, each in combination with C".
const NO_AGENT =
  /^(?:each|both|either|alone|only|given|treated|patients|people|women|men|then|also|were|was|this|that|those|these|them|arms?|groups?)$/;
const ALLOCATING = /\brandomi[sz]|\ballocat|\bassign/i;
const lastWord = (t: string) => t.match(/([\p{L}\p{N}][\p{L}\p{N}-]*)\s*$/u)?.[1]?.toLowerCase();
const firstWord = (t: string) => t.match(/^([\p{L}\p{N}][\p{L}\p{N}-]*)/u)?.[1]?.toLowerCase();

/**
 * An arm named by one agent that the title or an allocation sentence joins with another ("metoclopramide combined with
 * X" read as "X"), when no arm holds both: the name is part of a regimen and reads as that agent alone.
 */
export function partnerMissing(names: string[], sentences: SourceSentence[]): boolean {
  const texts = sentences
    .filter((s) => s.field === "title" || (s.role !== "background" && ALLOCATING.test(s.text)))
    .map((s) => s.text.slice(0, 1000));
  const lower = names.map((n) => n.toLowerCase());
  return lower.some((name) => {
    const words = name.match(WORD) ?? [];
    if (words.length === 0 || BASE.test(name)) return false;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    return texts.some((t) =>
      [...t.matchAll(JOIN)].slice(0, 8).some((m) => {
        const before = lastWord(t.slice(Math.max(0, m.index! - 40), m.index!));
        const after = firstWord(t.slice(m.index! + m[0].length, m.index! + m[0].length + 40));
        if (!before || !after) return false;
        // The partner is the word on the join's other side from the arm's name.
        const joined = after === first ? first : before === last ? last : undefined;
        const partner = joined === undefined ? undefined : joined === first && after === first ? before : after;
        if (!joined || !partner || partner.length < 4 || /^\d/.test(partner) || NO_AGENT.test(partner)) return false;
        // Named whole by another arm ("CMFP plus tamoxifen" beside "CMFP"): this arm is the base, not a part.
        return !name.includes(partner) && !lower.some((o) => o.includes(partner) && o.includes(joined));
      }),
    );
  });
}
