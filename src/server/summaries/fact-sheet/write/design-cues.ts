import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";

// A design the abstract names in its own words, which cannot be a randomised allocation of its people: "not
// randomised" rests on such a word, never on the mere absence of "random" (pool: 8 of 81 such claims were wrong).
const NOT_RANDOM_CUE =
  /\b(?:retrospective(?:ly)?|cohorts?|regist(?:ry|ries|er)|case[- ]series|databases?|records?|charts?|reviewed|single[- ](?:arm|group)|one[- ]arm|non-?[- ]?randomi[sz]ed|not randomi[sz]ed|without randomi[sz]ation|historical(?:ly)?|reviews?|meta-?[- ]?analys[ie]s|surveys?|questionnaires?|models?|modell?ing|observational|case[- ]control|cross[- ]sectional|population[- ]based|audit|consecutive|phase (?:I|II|1|2|I\/II|1\/2)|sensitivity|specificity|diagnostic accuracy)\b|\b(?:from|between) (?:19|20)\d\d (?:to|and) (?:19|20)\d\d\b|\bdata (?:from|of|on) (?:\w+ ){0,3}?(?:patients|people|women|men|cases)\b/i;

// One group only, in the abstract's words: "single-arm", "one-arm", "single-group", "all patients received", and
// "Patients received X" opening a sentence (everyone, no group named).
const SINGLE_ARM_CUE =
  /\b(?:single|one)[- ](?:arm|group)\b|\b(?:all|each|every) (?:\w+ ){0,2}?(?:patients?|participants?|subjects?) (?:\w+ ){0,2}?(?:received|were given|were treated|was treated|underwent)\b|(?:^|[.:] )(?:the )?(?:patients|participants) (?:received|were treated with|were given)\b/i;

// Randomisation of a subset only: a second or later randomisation, a counted part "then randomized", responders,
// people randomised "after induction" or "subsequently randomized": the people counted were not all randomised.
const SUBSET_RANDOM =
  /\b(?:second|later|subsequent)[- ]randomi[sz](?:ation|ing)\b|\bre-?randomi[sz]|\bsubsequent(?:ly)? (?:\w+ ){0,2}?randomi[sz]ed\b|\b\d+ (?:\w+ ){0,3}?(?:were|was) (?:then|thereafter|later) randomi[sz]ed\b|\bafter (?:\w+ ){0,2}?(?:induction|first phase|initial treatment)\b[^.;]{0,80}?\brandomi[sz]|\b(?:responders|responding patients)\b[^.;]{0,80}?\brandomi[sz]/i;

export const KIND = "what kind of study this was";
const RANDOM = "whether people were put into groups at random";

const text = (source: SourceText) => `${source.title}\n${source.abstract}`;

/** The abstract names a design that randomised no one (retrospective, cohort, registry, single-arm, review, model…). */
export const notRandomCue = (source: SourceText) => NOT_RANDOM_CUE.test(text(source));

/** The abstract says in its own words that everyone was in one group. */
export const singleArmCue = (source: SourceText) => SINGLE_ARM_CUE.test(text(source));

/**
 * Only some of the people were randomised (a later or second randomisation), and the count said is not the one that
 * sentence randomised ("1299 responders were randomized" counts exactly those): the groups the reader is told of were
 * not all formed by chance.
 */
export function subsetRandomised(source: SourceText, counted: number | null): boolean {
  const found = SUBSET_RANDOM.exec(source.abstract);
  if (!found) return false;
  if (counted === null) return true;
  const start = source.abstract.lastIndexOf(".", found.index) + 1;
  const end = source.abstract.indexOf(".", found.index);
  const sentence = source.abstract.slice(start, end < 0 ? undefined : end).replace(/(?<=\d)[, ](?=\d{3}\b)/g, "");
  return !new RegExp(`(?<![\\d.])${counted}(?![\\d])`).test(sentence);
}

/**
 * The sheet with only the design the abstract backs. "Not randomised" without a design word of its own is withheld
 * (said as not read with confidence); a kind the reader could not name says nothing of allocation at all.
 * Run after kind-in-doubt.ts, which may already have turned a contradicted kind into "other".
 */
export function designBacked(sheet: FactSheet, source: SourceText): FactSheet {
  // Random words already read (a paired design's order) are the design's own: nothing "not randomised" is said of them.
  const notRandom = sheet.randomised === false || sheet.flags.includes("not-randomised");
  if (!notRandom || sheet.randomised === true) return sheet;
  const unclear = sheet.unclear ?? [];
  const add = (item: string) => (unclear.includes(item) ? [] : [item]);
  const flags = sheet.flags.filter((f) => f !== "not-randomised");
  // "Other": a kind the reader could not name says nothing of how people were grouped (its own abstention: KIND).
  if (sheet.studyType === "other") return { ...sheet, randomised: null, flags };
  // A review brings others' studies together: it put no one into groups, whatever words it uses.
  if (sheet.studyType === "review" || notRandomCue(source) || singleArmCue(source)) return sheet;
  // A secondary analysis keeps "earlier studies" (its groups' own trials); only the caveat is withheld.
  if (sheet.studyType === "secondary-analysis") return { ...sheet, flags };
  return { ...sheet, randomised: null, flags, unclear: [...unclear, ...add(RANDOM)] };
}
