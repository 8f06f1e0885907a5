import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";
import { tokenize, type Token } from "./tokens";

const NOUN = /^(?:patients?|participants?|women|men|children|adolescents|adults|subjects|individuals|people|persons|volunteers|survivors|smokers|cases|couples|families|caregivers|carers|dyads|pairs|girls|boys|mothers|residents|physicians|nurses|practices|clusters|hospitals|centres|centers|wards|schools|villages|communities|households|eligible|evaluable)$/;
const RANDOM_VERB = /^(?:randomi[sz]ed|randomly|randomi[sz]ation|allocated|assigned)$/;
const ENROL_VERB = /^(?:enrolled|recruited|accrued|registered|entered|included)$/;
// A count that is a dose, an age, a time or a share is not a number of people.
const UNIT_AFTER = /^(?:%|years?|months?|weeks?|days?|hours?|mg|g|kg|ml|mm|cm|gy|cycles?|doses?|times|sessions|per|x|×)$/;
// Clause breaks stop a look-ahead: the count and its verb must be in one clause.
const BREAK = /^[;.]$/;

export type Participants = { randomised: number | null; evidence: Span[] };

const plausible = (t: Token) => t.count !== undefined && t.count >= 4 && !(t.count >= 1900 && t.count <= 2100 && /^\d{4}$/.test(t.text));

/** The token index of a person noun within `limit` tokens after i, passing only describing words. */
function nounAfter(tokens: Token[], i: number, limit: number): number | undefined {
  for (let j = i + 1; j < Math.min(tokens.length, i + 1 + limit); j++) {
    const t = tokens[j]!;
    if (NOUN.test(t.lower)) return j;
    if (t.count !== undefined || BREAK.test(t.text) || UNIT_AFTER.test(t.lower) || /^(?:were|was|and|or|to|in|at|of|from|for|by|who|had|received)$/.test(t.lower)) return undefined;
  }
  return undefined;
}

/** A count that starts a rival clause: "96 were enrolled and 91 were randomised", "50 patients and 40 ...". */
const rival = (tokens: Token[], j: number) => tokens[j]!.count !== undefined && /^(?:were|was|patients?|participants?|women|men|of|had)$/.test(tokens[j + 1]?.lower ?? "");

/** The first word matching verb within `limit` tokens after i, skipping brackets, before a rival count or a clause break. */
function verbAfter(tokens: Token[], i: number, limit: number, verb: RegExp): number | undefined {
  let depth = 0;
  for (let j = i + 1; j < Math.min(tokens.length, i + 1 + limit); j++) {
    const t = tokens[j]!;
    if (t.text === "(" || t.text === "[") depth++;
    else if ((t.text === ")" || t.text === "]") && depth > 0) depth--;
    if (depth > 0) continue;
    if (verb.test(t.lower)) return j;
    if (rival(tokens, j) || BREAK.test(t.text)) return undefined;
    const next = tokens[j + 1]?.lower ?? "";
    if (/^(?:were|was)$/.test(t.lower) && !verb.test(next) && !/^(?:then|subsequently|randomly|equally|each|also|prospectively)$/.test(next)) return undefined;
  }
  return undefined;
}

/** "143 were randomised to group A and 142 to group B": the second group's count, when the sentence splits it so. */
function secondGroup(tokens: Token[], from: number): Token | undefined {
  for (let j = from + 1; j < Math.min(tokens.length, from + 20); j++) {
    if (BREAK.test(tokens[j]!.text)) return undefined;
    if (tokens[j]!.lower === "and" && tokens[j + 1]?.count !== undefined && tokens[j + 2]?.lower === "to") return tokens[j + 1]!;
  }
  return undefined;
}

/** A count in the sentence tied to a verb of randomisation (or of enrolment when asked). */
function countIn(s: SourceSentence, verb: RegExp): { count: number; span: Span } | undefined {
  const tokens = tokenize(s.text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!plausible(t) || UNIT_AFTER.test(tokens[i + 1]?.lower ?? "")) continue;
    if (/^(?:aged|age|over|n)$/.test(tokens[i - 1]?.lower ?? "")) continue;
    // "120 patients (were) randomised", "120 randomised patients"
    const noun = nounAfter(tokens, i, 7);
    const from = noun ?? (verb.test(tokens[i + 1]?.lower ?? "") ? i : undefined);
    const v = from !== undefined ? verbAfter(tokens, from, 25, verb) ?? (from === i ? i + 1 : undefined) : undefined;
    // "216 were randomly assigned" after "Of 239 registered patients,"
    const bare = /^(?:were|was)$/.test(tokens[i + 1]?.lower ?? "") && verb.test(tokens[i + 2]?.lower ?? "") ? i + 2 : undefined;
    const at = v ?? bare;
    if (at === undefined) continue;
    const second = bare !== undefined && v === undefined ? secondGroup(tokens, at) : undefined;
    return { count: t.count! + (second?.count ?? 0), span: partSpan(s, t.start, (second ?? tokens[at]!).end) };
  }
  // "randomly assigned (a total of) 350 patients", "we randomised 40 women"
  for (let i = 0; i < tokens.length; i++) {
    if (!verb.test(tokens[i]!.lower)) continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
      const t = tokens[j]!;
      if (BREAK.test(t.text)) break;
      if (plausible(t) && nounAfter(tokens, j, 6) !== undefined) return { count: t.count!, span: partSpan(s, tokens[i]!.start, t.end) };
    }
  }
  return undefined;
}

/** "bevacizumab (n=387) or placebo (n=387)": group sizes in the allocation sentence, summed. */
function groupSum(s: SourceSentence): { count: number; span: Span } | undefined {
  if (!/\b(?:randomi[sz]ed|randomly|assigned|allocated)\b/i.test(s.text)) return undefined;
  const sizes = [...s.text.matchAll(/\(\s?n\s?=\s?(\d{1,3}(?:,\d{3})*|\d+)\s?\)/gi)];
  if (sizes.length < 2 || sizes.length > 4) return undefined;
  const count = sizes.reduce((sum, m) => sum + Number(m[1]!.replace(/,/g, "")), 0);
  return { count, span: partSpan(s, sizes[0]!.index!, sizes.at(-1)!.index! + sizes.at(-1)![0].length) };
}

/** The total randomised: a count tied to randomisation, else group sizes summed, else (when asked) the total enrolled. */
export function findParticipants(sentences: SourceSentence[], allowEnrolled: boolean): Participants {
  const pool = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion" && s.role !== "objective");
  for (const s of pool) {
    const found = countIn(s, RANDOM_VERB);
    if (found) return { randomised: found.count, evidence: [found.span] };
  }
  for (const s of pool) {
    const found = groupSum(s);
    if (found) return { randomised: found.count, evidence: [found.span] };
  }
  if (allowEnrolled) {
    for (const s of pool) {
      const found = countIn(s, ENROL_VERB);
      if (found) return { randomised: found.count, evidence: [found.span] };
    }
  }
  return { randomised: null, evidence: [] };
}
