import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { listedSum, matchedTotal, sentenceTokens } from "./participants-groups";
import { groupSum, protocolSize } from "./participants-sizes";
import { partSpan } from "./spans";
import { BREAK, laterGroups, nounAfter, oneArm, plausible, UNIT_AFTER, verbAfter } from "./count-scan";
import {
  anaphoricCount,
  bracketBreakdown,
  bracketedRandomised,
  type Found,
  ofWhole,
  ownTrialCount,
  parentTrialCount,
} from "./participants-fallbacks";
import type { Token } from "./tokens";
import { designGroups, opensWithGroup, partOfWhole, singleArm } from "./participants-design";

const RANDOM_VERB = /^(?:randomi[sz]ed|randomly|randomi[sz]ation|allocated|assigned)$/;
const ENROL_VERB = /^(?:enrolled|recruited|accrued|registered|entered|included|studied)$/;
// Between a verb and its count only these may stand: "randomly assigned (a total of) 350 patients".
const FILLER =
  /^(?:a|total|of|in|all|approximately|about|overall|some|,|:|an|additional|controlled|clinical|trial|study|with|including|involving|enrolling)$/;

export type Participants = { randomised: number | null; evidence: Span[] };

// "Twelve sites, four hospitals and eight hospices": a count after a counted noun and a comma is a part of it.
// "Fifty-two females and 30 males were assigned": the count after "N <noun> and" is a part too.
const breakdown = (tokens: Token[], i: number) =>
  ((tokens[i - 1]?.text === "," || tokens[i - 1]?.lower === "and") &&
    plausible(tokens[i - 3]) &&
    /^(?:females?|males?|women|men|boys|girls)$/.test(tokens[i - 2]?.lower ?? "") &&
    /^(?:females?|males?|women|men|boys|girls)$/.test(tokens[i + 1]?.lower ?? "")) ||
  (tokens[i - 1]?.text === "," && plausible(tokens[i - 3]) && !/^(?:of|among)$/.test(tokens[i - 4]?.lower ?? ""));
// "22 patients were included in the per-protocol analysis": a count of the analysis, not of the trial.
const ofAnalysis = (tokens: Token[], at: number) =>
  /^(?:in|into)$/.test(tokens[at + 1]?.lower ?? "") &&
  tokens.slice(at + 2, at + 6).some((t) => /^analys[ie]s$/.test(t.lower));

/** The first group's count and span, with each later group the sentence splits off ("and 61 to B") added, each its own span. */
function withGroups(s: SourceSentence, tokens: Token[], from: number, span: Span, count: number, whole = false): Found {
  // "Of 300 patients randomized, 150 in the Q arm": a whole, then a part of it, not a second group.
  const later = whole ? [] : laterGroups(tokens, from);
  return {
    count: later.reduce((sum, t) => sum + t.count!, count),
    span,
    more: later.map((t) => partSpan(s, t.start, t.end)),
  };
}

/** A count in the sentence tied to a verb of randomisation (or of enrolment when asked). */
// groups: how many groups the design has; prev, next: the sentences around, which may give another group's count.
// trialWord: whether "randomized trial" (naming the trial, not allocating people) may serve as the verb.
type Context = { groups: number; prev?: SourceSentence; next?: SourceSentence; trialWord?: boolean };

function countIn(s: SourceSentence, verb: RegExp, ctx: Context): Found | undefined {
  const tokens = sentenceTokens(s);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!plausible(t) || UNIT_AFTER.test(tokens[i + 1]?.lower ?? "")) continue;
    if (/^(?:aged|age|over|n|than|least|to|every|[<>≤≥=~])$/.test(tokens[i - 1]?.lower ?? "") || breakdown(tokens, i))
      continue;
    // "120 patients (were) randomised", "122 randomised patients", "84 housewives were randomly divided"
    const noun = nounAfter(tokens, i, 7, verb);
    // "102 patients per arm", "50 in each group": a group's size, not the total.
    if (
      noun &&
      /^(?:per|each|in)$/.test(tokens[noun.at + 1]?.lower ?? "") &&
      /^(?:arm|group|each)$/.test(tokens[noun.at + 2]?.lower ?? "")
    )
      continue;
    const plural =
      !noun && /s$/.test(tokens[i + 1]?.lower ?? "") && /^(?:were|was)$/.test(tokens[i + 2]?.lower ?? "")
        ? i + 1
        : undefined;
    const from = noun?.at ?? plural ?? (verb.test(tokens[i + 1]?.lower ?? "") ? i : undefined);
    const v =
      noun?.verbSeen ??
      (from !== undefined
        ? (verbAfter(tokens, from, 40, verb, ctx.trialWord ?? true) ?? (from === i ? i + 1 : undefined))
        : undefined);
    // "216 were randomly assigned" after "Of 239 registered patients,"
    const bare =
      /^(?:were|was)$/.test(tokens[i + 1]?.lower ?? "") && verb.test(tokens[i + 2]?.lower ?? "") ? i + 2 : undefined;
    const at = v ?? bare;
    if (at === undefined || ofAnalysis(tokens, at)) continue;
    // "95 were randomized to each group": one group's size, not the total.
    const next = tokens[at + 1]?.lower ?? "";
    if (
      (/^(?:to|into|in)$/.test(next) && /^(?:each|every)$/.test(tokens[at + 2]?.lower ?? "")) ||
      (next === "per" && /^(?:arm|group)s?$/.test(tokens[at + 2]?.lower ?? ""))
    )
      continue;
    // "61 of the 177 eligible patients agreed": the part took part; "12 of the 40 patients randomised had": neither.
    const part = partOfWhole(tokens, i, noun?.at ?? i);
    if (part === null) continue;
    const first = part ?? t;
    // "Of 300 patients randomized, ..." opens a whole; "a total of 160 were randomized to A, while 165 ..." does not.
    const whole = !!part || (/^(?:of|among)$/.test(tokens[i - 1]?.lower ?? "") && tokens[i - 2]?.lower !== "total");
    const found = withGroups(s, tokens, at, partSpan(s, first.start, tokens[at]!.end), first.count!, whole);
    // "73 to A and 75 to B" in a four-arm trial: two groups' counts are not the total.
    if (found.more?.length && found.more.length + 1 < ctx.groups) return undefined;
    // "73 were allocated A. 74 were allocated B.": one arm's count, the other arm's in the sentence next to it.
    const sibling = opensWithGroup(ctx.prev) || opensWithGroup(ctx.next);
    if (!found.more?.length && (oneArm(tokens, at) || (singleArm(tokens, at) && sibling))) return undefined;
    return found;
  }
  // "randomly assigned (a total of) 350 patients", "we randomised 40 women"
  for (let i = 0; i < tokens.length; i++) {
    if (!verb.test(tokens[i]!.lower)) continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
      const t = tokens[j]!;
      if (plausible(t) && nounAfter(tokens, j, 6, verb) !== undefined) {
        const found = withGroups(s, tokens, j, partSpan(s, tokens[i]!.start, t.end), t.count!);
        return found.more?.length && found.more.length + 1 < ctx.groups ? undefined : found;
      }
      if (BREAK.test(t.text) || !FILLER.test(t.lower)) break;
    }
  }
  return undefined;
}

/** The total randomised: a count tied to randomisation, else group sizes summed, else (when asked) the total enrolled. */
// A protocol's planned size: "a final sample size of 28 participants", "planned accrual: 330 patients".
const PLANNED =
  /\b(?:sample size|target(?:ed)? sample|planned (?:sample|accrual|enrol?ment|recruitment)|accrual)\b[^.;\d]{0,40}?(\d{1,3}(?:,\d{3})+|\d{2,6})\b/i;

// "102 patients are to be included per treatment arm": the planned size of each group, not of the trial.
const PER_ARM = /^[^.;\d]{0,50}?\b(?:per|in each|for each|each) (?:treatment |study |trial )?(?:arm|group)s?\b/i;

function plannedIn(s: SourceSentence, armCount: number): Found | undefined {
  const m = s.text.match(PLANNED);
  if (!m) return undefined;
  const at = m.index! + m[0].length - m[1]!.length;
  const perArm = s.text.slice(at + m[1]!.length).match(PER_ARM);
  const count = Number(m[1]!.replace(/,/g, ""));
  if (perArm && armCount < 2) return undefined;
  const end = at + m[1]!.length + (perArm ? perArm[0].length : 0);
  return { count: perArm ? count * armCount : count, span: partSpan(s, m.index!, end) };
}

// A count said of another trial or of a part of this one: "a previous trial randomised 400", "a substudy of 80".
const PART_OF =
  /\b(?:previous|prior|earlier|another|parent|separate) (?:randomi[sz]ed |phase [\w/]+ |clinical |controlled )*(?:trials?|stud(?:y|ies))\b|\bsub-?stud(?:y|ies)\b|\bsubgroups?\b|\bsubsets?\b/i;

/**
 * The total randomised: a count tied to randomisation, else group sizes summed; for a results report the total
 * enrolled when nothing else is given, for a protocol the planned size.
 */
export function findParticipants(
  sentences: SourceSentence[],
  mode: "results" | "protocol" | "strict",
  armCount = 0,
): Participants {
  // Sample size calculations speak of planned numbers and assumptions, not of people randomised.
  const pool = sentences.filter(
    (s) =>
      s.field === "abstract" &&
      s.role !== "background" &&
      s.role !== "conclusion" &&
      s.role !== "objective" &&
      (mode === "protocol" || !/\bsample size|\bpowered\b|\bassum/i.test(s.text)) &&
      !PART_OF.test(s.text),
  );
  const groups = designGroups(sentences, armCount);
  // "From 1981 to 1986, a total of 240 patients were entered into this trial": an unstructured abstract's opening
  // sentence (read as background) may state the trial's own total; only "a total of", and never another trial's.
  const first = sentences.find((n) => n.field === "abstract" && n.index === 0 && !n.label && n.role === "background");
  const opening = first && /\ba total of\b/i.test(first.text) && !PART_OF.test(first.text) ? first : undefined;
  // Looked up by index: a long abstract of short sentences would make a search per sentence quadratic.
  const byIndex = new Map(sentences.filter((n) => n.field === "abstract").map((n) => [n.index, n]));
  const ctx = (s: SourceSentence): Context => ({
    groups,
    prev: byIndex.get(s.index - 1),
    next: byIndex.get(s.index + 1),
  });
  // "314 were accrued to a randomized trial ... 125 were randomized": the count randomised first, the trial's next.
  // "(total 266) were randomised" after "A total of 544 patients was entered into a study": a bracketed count said
  // randomised comes before a count entered into the trial.
  for (const trialWord of [false, true]) {
    for (const s of pool) {
      const found = countIn(s, RANDOM_VERB, { ...ctx(s), trialWord });
      if (found) return { randomised: found.count, evidence: [found.span, ...(found.more ?? [])] };
    }
    const bracketed = trialWord ? undefined : bracketedRandomised(pool);
    if (bracketed) return { randomised: bracketed.count, evidence: [bracketed.span] };
  }
  for (const s of pool) {
    const found = groupSum(s, groups);
    if (found) return { randomised: found.count, evidence: [found.span, ...(found.more ?? [])] };
  }
  if (mode === "protocol") {
    for (const s of pool) {
      const found = plannedIn(s, armCount) ?? protocolSize(s);
      if (found) return { randomised: found.count, evidence: [found.span, ...(found.more ?? [])] };
    }
  }
  // Results reports: the people the allocation sentence refers back to, per-arm counts to add up, the enrolled total.
  const fallbacks: (() => Found | undefined)[] =
    mode === "results"
      ? [
          () => matchedTotal(pool),
          () => anaphoricCount(pool, sentences),
          () => listedSum(pool, groups),
          () => bracketBreakdown(pool),
          () => ownTrialCount(pool),
          ...pool.map((s) => () => countIn(s, ENROL_VERB, ctx(s))),
          () => (opening ? countIn(opening, ENROL_VERB, ctx(opening)) : undefined),
          () => ofWhole(pool, false),
          () => parentTrialCount(sentences),
        ]
      : mode === "strict"
        ? [() => ofWhole(pool, true), () => parentTrialCount(sentences)]
        : pool.map((s) => () => countIn(s, ENROL_VERB, ctx(s)));
  for (const next of fallbacks) {
    const found = next();
    if (found) return { randomised: found.count, evidence: [found.span, ...(found.more ?? [])] };
  }
  return { randomised: null, evidence: [] };
}
