import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { BREAK, NOUN, nounAfter, plausible, UNIT_AFTER } from "./count-scan";
import { partSpan } from "./spans";
import { tokenize, type Token } from "./tokens";

export type Found = { count: number; span: Span };

const NONE = /^$/;
// "the patients were randomized", "Participants were randomly assigned": the people counted in the sentence before.
const ANAPHORIC =
  /^(?:[A-Z][^.;,]{0,60},\s)?(?:(?:the|these|all|eligible|consenting|enrolled)\s)?(?:patients|participants|women|men|subjects|children|adults|they)\s(?:were|was)\s(?:then\s|subsequently\s|prospectively\s|further\s)?(?:randomi[sz]ed|randomly)\b/i;

/** Counts tied to a person noun within a few describing words ("Thirty patients", "100 male patients"). */
function personCounts(tokens: Token[]): { at: number; noun: Token }[] {
  const out: { at: number; noun: Token }[] = [];
  tokens.forEach((t, i) => {
    if (
      !plausible(t) ||
      UNIT_AFTER.test(tokens[i + 1]?.lower ?? "") ||
      /^(?:every|each|aged|than|n|=)$/.test(tokens[i - 1]?.lower ?? "")
    )
      return;
    const noun = nounAfter(tokens, i, 4, NONE);
    if (noun) out.push({ at: i, noun: tokens[noun.at]! });
  });
  return out;
}

/** "Thirty patients underwent ... Matched for age, the patients were randomized": the one count of the sentence before. */
export function anaphoricCount(pool: SourceSentence[], all: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    const own = tokenize(s.text);
    // A count of its own (not a dose or a time) means the sentence says how many itself.
    if (!ANAPHORIC.test(s.text) || own.some((t, i) => plausible(t) && !UNIT_AFTER.test(own[i + 1]?.lower ?? "")))
      continue;
    const before = all.find((p) => p.field === "abstract" && p.index === s.index - 1);
    if (!before || before.role === "background" || before.role === "objective") return undefined;
    const tokens = tokenize(before.text);
    const counts = personCounts(tokens);
    // Two counts ("41 with A and 29 with B", "96 screened, 90 eligible") leave the total unclear.
    if (counts.length !== 1) return undefined;
    const [{ at, noun }] = counts as [{ at: number; noun: Token }];
    return { count: tokens[at]!.count!, span: partSpan(before, tokens[at]!.start, noun.end) };
  }
  return undefined;
}

const GIVEN = /^(?:received|receiving|got|underwent)$/;

/** A short arm name (up to four words, no count, no list) that ends the sentence. */
function armThenStop(tokens: Token[], from: number): boolean {
  for (let k = from; k < from + 5; k++) {
    const t = tokens[k];
    if (!t || BREAK.test(t.text)) return true;
    if (t.count !== undefined || /^(?:and|or|,|\()$/.test(t.lower)) return false;
  }
  return false;
}

/** "56 patients received A and 58 B", "Twenty-four dogs received A and 26 received B": per-arm counts summed. */
export function receivedSplit(pool: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    const tokens = tokenize(s.text);
    for (let i = 0; i < tokens.length; i++) {
      if (!plausible(tokens[i]) || UNIT_AFTER.test(tokens[i + 1]?.lower ?? "")) continue;
      const verb = NOUN.test(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
      if (!GIVEN.test(tokens[verb]?.lower ?? "")) continue;
      for (let j = verb + 1; j < Math.min(tokens.length - 1, verb + 20); j++) {
        if (BREAK.test(tokens[j]!.text) || tokens[j]!.count !== undefined) break;
        const second = tokens[j + 1]!;
        if (tokens[j]!.lower !== "and" || !plausible(second)) continue;
        const after = NOUN.test(tokens[j + 2]?.lower ?? "") ? j + 3 : j + 2;
        // The second group either repeats the verb or names its arm and ends the sentence.
        const ends =
          GIVEN.test(tokens[after]?.lower ?? "") ||
          (/^[A-Za-z]/.test(tokens[after]?.text ?? "") && armThenStop(tokens, after));
        if (!ends) break;
        return {
          count: tokens[i]!.count! + second.count!,
          span: partSpan(s, tokens[i]!.start, (tokens[after] ?? second).end),
        };
      }
    }
  }
  return undefined;
}

// "Of the 284 patients, 171 completed ...", "Of 129 enrolled patients, serum was available in 101": the whole, then a part.
const OF_WHOLE =
  /^(?:of|among)\s(?:the\s|all\s)?(\d{1,3}(?:,\d{3})+|\d{2,6})\s(?:(enrolled|randomi[sz]ed|registered|eligible|included)\s)?(?:patients|participants|women|men|subjects|children|adults),\s/i;

export function ofWhole(pool: SourceSentence[], strict: boolean): Found | undefined {
  for (const s of pool) {
    if (s.role !== "results") continue;
    const m = s.text.match(OF_WHOLE);
    // A secondary analysis names its parent trial's whole only as enrolled or randomised.
    if (!m || (strict && !m[2])) continue;
    const at = s.text.indexOf(m[1]!);
    return { count: Number(m[1]!.replace(/,/g, "")), span: partSpan(s, 0, at + m[1]!.length) };
  }
  return undefined;
}

// A report on part of a trial names the whole trial's size where it describes that trial.
const SUB_ANALYSIS =
  /\b(?:sub-?analysis|subgroup analysis|sub-?study|companion study|present analysis|exploratory (?:\w+ )?analysis|post[- ]hoc analysis|secondary analysis)\b/i;
const PARENT = /\brandomi[sz]ed\b[^.;]{0,120}\b(?:trial|study)\b|\b(?:trial|study)\b[^.;]{0,40}\brandomi[sz]ed\b/i;

/** "the randomised OPTiM trial ... in 436 patients", in a sub-analysis: the parent trial's total. */
export function parentTrialCount(sentences: SourceSentence[]): Found | undefined {
  if (!sentences.some((s) => SUB_ANALYSIS.test(s.text))) return undefined;
  for (const s of sentences) {
    if (s.field !== "abstract" || s.role === "results" || s.role === "conclusion" || !PARENT.test(s.text)) continue;
    const tokens = tokenize(s.text);
    const hits = personCounts(tokens).filter((h) =>
      /^(?:in|of|which|involving|including|enrolled|randomi[sz]ed)$/.test(tokens[h.at - 1]?.lower ?? ""),
    );
    if (hits.length === 1)
      return { count: tokens[hits[0]!.at]!.count!, span: partSpan(s, tokens[hits[0]!.at]!.start, hits[0]!.noun.end) };
  }
  return undefined;
}

// "in high grade glioma patients (41 anaplastic astrocytoma and 29 glioblastoma)": the only counts, a breakdown to add.
const BREAKDOWN =
  /\((\d{1,4}) ([A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,3}) and (\d{1,4}) ([A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,3})\)/;
const NOT_PEOPLE = /^(?:%|years?|months?|weeks?|days?|mg|g|kg|ml|cycles?|doses?|sites?|centres?|centers?)\b/i;

/** A bracketed two-part breakdown in the allocation sentence, when the sentence gives no other count. */
export function bracketBreakdown(pool: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    if (!/\b(?:randomi[sz]ed|randomly)\b/i.test(s.text)) continue;
    const m = s.text.match(BREAKDOWN);
    const counts = tokenize(s.text).filter((t) => plausible(t));
    if (!m || counts.length !== 2 || NOT_PEOPLE.test(m[2]!) || NOT_PEOPLE.test(m[4]!)) continue;
    return { count: Number(m[1]) + Number(m[3]), span: partSpan(s, m.index!, m.index! + m[0].length) };
  }
  return undefined;
}
