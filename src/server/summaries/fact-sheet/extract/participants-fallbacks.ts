import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { plausible, UNIT_AFTER } from "./count-scan";
import { personCounts } from "./participants-groups";
import { partSpan } from "./spans";
import { sentenceTokens } from "./participants-groups";
import { tokenize, type Token } from "./tokens";

// `more`: the spans of further group counts the total adds up ("and 61 to B").
export type Found = { count: number; span: Span; more?: Span[] };

// "the patients were randomized", "Participants were randomly assigned": the people counted in the sentence before.
const ANAPHORIC =
  /^(?:[A-Z][^.;,]{0,60},\s)?(?:(?:the|these|all|eligible|consenting|enrolled)\s)?(?:patients|participants|women|men|subjects|children|adults|they)\s(?:were|was)\s(?:then\s|subsequently\s|prospectively\s|further\s)?(?:randomi[sz]ed|randomly)\b/i;

/** "Thirty patients underwent ... Matched for age, the patients were randomized": the one count of the sentence before. */
export function anaphoricCount(pool: SourceSentence[], all: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    const own = sentenceTokens(s);
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
    const tokens = sentenceTokens(s);
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
    const counts = sentenceTokens(s).filter((t) => plausible(t));
    if (!m || counts.length !== 2 || NOT_PEOPLE.test(m[2]!) || NOT_PEOPLE.test(m[4]!)) continue;
    return { count: Number(m[1]) + Number(m[3]), span: partSpan(s, m.index!, m.index! + m[0].length) };
  }
  return undefined;
}

// Another trial than this one: "a previous randomised trial in 900 patients", "earlier trials including 300 women".
const OTHER_TRIAL = /\b(?:previous|prior|earlier|another|other|published|recent|pooled|meta-analys[ie]s)\b/i;

/** "results of a randomized trial of A versus B including 1,347 patients": the size of the trial the abstract reports. */
export function ownTrialCount(pool: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    if (!PARENT.test(s.text) || OTHER_TRIAL.test(s.text)) continue;
    const tokens = sentenceTokens(s);
    const trialAt = tokens.findIndex((t) => /^(?:trial|study)$/.test(t.lower));
    const hits = personCounts(tokens).filter(
      (h) => h.at > trialAt && /^(?:including|involving|enrolling|of|in)$/.test(tokens[h.at - 1]?.lower ?? ""),
    );
    if (trialAt < 0 || hits.length !== 1) continue;
    const { at, noun } = hits[0]!;
    return { count: tokens[at]!.count!, span: partSpan(s, tokens[at - 1]!.start, noun.end) };
  }
  return undefined;
}

// "patients in complete or partial response (total 266) were randomised": the count bracketed just before the verb.
const BRACKETED_RANDOMISED =
  /\((?:(?:a\s)?total(?:\sof)?|n\s?=|in\sall)?\s?(\d{1,3}(?:,\d{3})?|\d{4,6})(?:\s(?:patients|participants|women|men))?\)\s(?:were|was)\s(?:then\s|subsequently\s)?(?:randomi[sz]ed|randomly\s(?:assigned|allocated))\b/i;

/** The number randomised, bracketed before "were randomised" (read before any other count of the abstract). */
export function bracketedRandomised(pool: SourceSentence[]): Found | undefined {
  for (const s of pool) {
    const m = s.text.match(BRACKETED_RANDOMISED);
    if (!m) continue;
    const at = m.index! + m[0].indexOf(m[1]!);
    return { count: Number(m[1]!.replace(/,/g, "")), span: partSpan(s, at, at + m[1]!.length) };
  }
  return undefined;
}
