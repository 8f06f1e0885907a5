import type { SourceSentence } from "../source/read-source";
import { plausible } from "./count-scan";
import { sentenceTokens } from "./participants-groups";
import type { Token } from "./tokens";

const WORD = new Map([
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
]);
// "four treatment groups", "randomized into 4 arms", "group 4", "arm 3": how many groups the design has.
const STATED = /\b(two|three|four|five|six|[2-6]) (?:treatment |study |randomi[sz]ed |trial |intervention )?arms\b/gi;
const STATED_GROUPS =
  /\b(two|three|four|five|six|[2-6]) (?:treatment|study|randomi[sz]ed|trial|intervention) groups\b/gi;
const INTO = /\brandomi[sz]ed (?:in)?to (two|three|four|five|six|[2-6]) groups\b/gi;
const LABEL = /\b(?:group|arm) ([1-6])\b/gi;
const FACTORIAL = /\b2 ?[x×] ?2\b/;

const value = (w: string) => WORD.get(w.toLowerCase()) ?? Number(w);

/** The number of groups the abstract says its design has (0 when it does not say): a sum must count every one. */
export function designGroups(sentences: SourceSentence[], armCount: number): number {
  let groups = armCount;
  for (const s of sentences) {
    if (s.field !== "abstract" && s.field !== "title") continue;
    for (const re of [STATED, STATED_GROUPS, INTO, LABEL])
      for (const m of s.text.matchAll(re)) groups = Math.max(groups, value(m[1]!));
    if (FACTORIAL.test(s.text)) groups = Math.max(groups, 4);
  }
  return groups;
}

const ALLOCATING = /^(?:randomi[sz]ed|randomly|allocated|assigned)$/;

/** "74 were allocated placebo", "74 to placebo", "The other 74 were assigned to B": a sentence that opens with a group's count. */
export function opensWithGroup(s: SourceSentence | undefined): boolean {
  if (!s) return false;
  const tokens = sentenceTokens(s);
  for (let k = 0; k < Math.min(tokens.length, 4); k++) {
    if (!plausible(tokens[k])) continue;
    let j = k + 1;
    if (/^(?:patients|participants|subjects|women|men)$/.test(tokens[j]?.lower ?? "")) j++;
    if (/^(?:to|into)$/.test(tokens[j]?.lower ?? "")) return true;
    if (/^(?:were|was)$/.test(tokens[j]?.lower ?? "")) j++;
    return ALLOCATING.test(tokens[j]?.lower ?? "");
  }
  return false;
}

// Counted before the trial began: "61 of the 177 eligible patients agreed", "of 300 screened".
const BEFORE_TRIAL = /^(?:eligible|screened|assessed|approached|invited|contacted|identified|potentially)$/;

/**
 * "61 of the 177 eligible patients ... agreed to a randomized study": the part (61) when the whole was counted before
 * the trial; null when the whole is of another kind ("12 of the 40 patients randomised to A had ..." counts neither).
 * undefined when i is no whole of a part.
 */
export function partOfWhole(tokens: Token[], i: number, nounAt: number): Token | null | undefined {
  const k = tokens[i - 1]?.lower === "the" || tokens[i - 1]?.lower === "all" ? i - 2 : i - 1;
  if (!/^(?:of|among)$/.test(tokens[k]?.lower ?? "") || !plausible(tokens[k - 1])) return undefined;
  return tokens.slice(i + 1, nounAt + 1).some((t) => BEFORE_TRIAL.test(t.lower)) ? tokens[k - 1]! : null;
}

// After the verb, words that open no arm: "were randomised in a 1:1 ratio", "were allocated by minimisation".
const NO_ARM =
  /^(?:in|between|by|at|from|according|using|equally|after|before|following|within|across|over|during|on|as|[(,:;.])$/;

/** "73 were allocated chemotherapy", "73 were randomised to A": the verb's object is one arm, not a choice of arms. */
export function singleArm(tokens: Token[], at: number): boolean {
  let k = at + 1;
  while (ALLOCATING.test(tokens[k]?.lower ?? "") || /^(?:to|into)$/.test(tokens[k]?.lower ?? "")) k++;
  if (!tokens[k] || NO_ARM.test(tokens[k]!.lower)) return false;
  for (let j = k; j < tokens.length && !/^[.;]$/.test(tokens[j]!.text); j++)
    if (/^(?:or|versus|vs|either|between|both|respectively|each)$/.test(tokens[j]!.lower)) return false;
  return true;
}
