import { type FactSheet, type SourceText, spanText } from "../../../../shared/fact-sheet";
import type { Token } from "./tokens";

// Who can be counted: people, or the clusters a cluster trial randomises.
export const NOUN =
  /^(?:patients?|participants?|women|men|children|adolescents|adults|subjects|individuals|people|persons|volunteers|survivors|smokers|cases|couples|families|caregivers|carers|dyads|pairs|girls|boys|mothers|residents|physicians|nurses|practices|clusters|hospitals|wards|schools|villages|communities|households|eligible|evaluable|housewives|relatives|employees|workers|students|veterans|dogs)$/;
// The clusters a cluster trial may randomise instead of people.
const CLUSTER_NOUN =
  "schools|practices|general practices|clusters|hospitals|wards|villages|communities|households|clinics|districts|worksites|workplaces|churches|units";
const CLUSTER_AFTER = new RegExp(`^\\s(?:[\\w-]+\\s){0,3}?(${CLUSTER_NOUN})\\b`, "i");

/** "40 public secondary schools": the clusters a count names, when the words after it are clusters, not people. */
export function clusterUnit(text: string, figure: string): string | null {
  for (let at = text.indexOf(figure); at >= 0 && at < 20_000; at = text.indexOf(figure, at + 1)) {
    if (/\d/.test(text[at - 1] ?? "") || /\d/.test(text[at + figure.length] ?? "")) continue;
    const m = text.slice(at + figure.length, at + figure.length + 60).match(CLUSTER_AFTER);
    return m ? m[1]!.toLowerCase() : null;
  }
  return null;
}

/** Whether the sheet's count is of clusters ("40 schools"): then it says nothing of how small the trial was. */
export function countsClusters(participants: FactSheet["participants"], source: SourceText): boolean {
  const n = participants.randomised;
  if (n === null) return false;
  const text = participants.evidence.map((span) => spanText(source, span)).join(" ");
  return clusterUnit(text, String(n)) !== null;
}

// A count that is a dose, an age, a time or a share is not a number of people.
export const UNIT_AFTER =
  /^(?:%|years?|months?|weeks?|days?|hours?|mg|g|kg|ml|mm|cm|gy|cycles?|doses?|times|sessions|per|x|×|centres|centers|sites|institutions|countries)$/;
// Clause breaks stop a look-ahead: the count and its verb must be in one clause.
export const BREAK = /^[;.]$/;
// Events that end a count's clause: "96 patients were screened (...) and 91 were randomised" counts 91, not 96.
const OTHER_EVENT =
  /^(?:screened|assessed|excluded|ineligible|analy[sz]ed|evaluable|withdrawn|lost|approached|invited|contacted|treated|given|followed)$/;

/** A count that is not a year and is large enough to be a trial (four or more). */
export const plausible = (t: Token | undefined) =>
  !!t && t.count !== undefined && t.count >= 4 && !(t.count >= 1900 && t.count <= 2100 && /^\d{4}$/.test(t.text));

/** A count that starts a rival clause: "96 were enrolled and 91 were randomised", "50 patients and 40 ...". */
// "on day 7 of induction", "grade 4 of ...": a count after a time or scale word is that time or grade, not a rival.
const rival = (tokens: Token[], j: number) =>
  plausible(tokens[j]) &&
  /^(?:were|was|patients?|participants?|women|men|of|had)$/.test(tokens[j + 1]?.lower ?? "") &&
  !/^(?:day|days|week|weeks|month|months|year|years|cycle|cycles|course|grade|stage|level|visit)$/.test(
    tokens[j - 1]?.lower ?? "",
  );

/** The token index of a person noun within `limit` tokens after i, passing only describing words (and "randomised"). */
export function nounAfter(
  tokens: Token[],
  i: number,
  limit: number,
  verb: RegExp,
): { at: number; verbSeen: number | undefined } | undefined {
  let verbSeen: number | undefined;
  for (let j = i + 1; j < Math.min(tokens.length, i + 1 + limit); j++) {
    const t = tokens[j]!;
    if (NOUN.test(t.lower)) return { at: j, verbSeen };
    if (verb.test(t.lower)) verbSeen ??= j;
    else if (
      t.count !== undefined ||
      BREAK.test(t.text) ||
      UNIT_AFTER.test(t.lower) ||
      /^(?:were|was|will|and|or|to|in|at|of|from|for|by|who|had|received|with)$/.test(t.lower)
    )
      return undefined;
  }
  return undefined;
}

/** "treated within the trial (protocol)", "treated on this study": the people of the trial itself; the phrase's last index. */
function inTrial(tokens: Token[], at: number): number | undefined {
  if (tokens[at]?.lower !== "treated" || !/^(?:within|in|on)$/.test(tokens[at + 1]?.lower ?? "")) return undefined;
  let k = /^(?:the|this)$/.test(tokens[at + 2]?.lower ?? "") ? at + 3 : at + 2;
  if (!/^(?:trial|protocol|study)$/.test(tokens[k]?.lower ?? "")) return undefined;
  if (tokens[k]!.lower !== "protocol" && tokens[k + 1]?.lower === "protocol") k++;
  return k;
}

const TRIAL_ADJECTIVE =
  /^randomi[sz]ed (?:trial|study|clinical|controlled|phase|multicent\w*|comparative|prospective)$/;

// "the prospective randomized ALFA-9802 trial": "randomized" after an article or a trial's describing word is an adjective.
const BEFORE_TRIAL_ADJECTIVE =
  /^(?:a|an|the|this|our|its|prospective|multicent(?:er|re)|multi-cent(?:er|re)|open|open-label|double-blind|blinded|large|international|national|cooperative|pragmatic)$/;
const namesTrial = (tokens: Token[], j: number) =>
  TRIAL_ADJECTIVE.test(`${tokens[j]!.lower} ${tokens[j + 1]?.lower ?? ""}`) ||
  BEFORE_TRIAL_ADJECTIVE.test(tokens[j - 1]?.lower ?? "");

/**
 * The first word matching verb within `limit` tokens after i, skipping brackets, before a rival count, another event or
 * a clause break; with trialWord false, "randomized" naming the trial ("a randomized clinical trial") does not count.
 */
export function verbAfter(
  tokens: Token[],
  i: number,
  limit: number,
  verb: RegExp,
  trialWord = true,
): number | undefined {
  let depth = 0;
  for (let j = i + 1; j < Math.min(tokens.length, i + 1 + limit); j++) {
    const t = tokens[j]!;
    if (t.text === "(" || t.text === "[") depth++;
    else if ((t.text === ")" || t.text === "]") && depth > 0) depth--;
    if (depth > 0) continue;
    // "314 patients were accrued to a randomized clinical trial": "randomized" there names the trial, not their allocation.
    if (verb.test(t.lower) && (trialWord || !namesTrial(tokens, j))) return j;
    if (rival(tokens, j) || BREAK.test(t.text)) return undefined;
    // A relative clause ("who were tested ...") describes the people; a main verb of another event ends the search.
    const relative = /^(?:who|that|which)$/.test(tokens[j - 1]?.lower ?? "");
    // "498 women were treated within the trial protocol": treated in the trial is taking part in it.
    const trial = /^(?:were|was)$/.test(t.lower) && verb.test("enrolled") ? inTrial(tokens, j + 1) : undefined;
    if (trial !== undefined) return trial;
    if (/^(?:were|was)$/.test(t.lower) && !relative && OTHER_EVENT.test(tokens[j + 1]?.lower ?? "")) return undefined;
  }
  return undefined;
}

// "160 were randomized to A, while 165 were allocated to B": "while" and "whereas" join a second group too.
const joins = (t: Token | undefined) =>
  t?.lower === "and" || t?.text === "," || t?.lower === "while" || t?.lower === "whereas";
// "and 180 in the per-protocol analysis" is a count of an analysis, not a group.
const ANALYSIS = /^(?:analys[ie]s|population|set)$/;

/**
 * "143 were randomised to A and 142 (patients) to B", "73 to A (20 Gy ...), 75 to B, 72 to C and 69 to D": the later
 * groups' counts, when the sentence splits it so. Bracketed asides ("(66 complete cases)") are skipped.
 */
export function laterGroups(tokens: Token[], from: number): Token[] {
  const out: Token[] = [];
  let depth = 0;
  let last = from;
  for (let j = from + 1; j < Math.min(tokens.length, last + 25); j++) {
    const t = tokens[j]!;
    if (t.text === "(" || t.text === "[") depth++;
    else if ((t.text === ")" || t.text === "]") && depth > 0) depth--;
    if (depth > 0 || t.text === ")" || t.text === "]") continue;
    // Another count first ("we allocated 480 to A and 472 to B") pairs the second group with that one.
    if (BREAK.test(t.text) || (plausible(t) && !joins(tokens[j - 1]) && !UNIT_AFTER.test(tokens[j + 1]?.lower ?? "")))
      break;
    if (!joins(t) || !plausible(tokens[j + 1])) continue;
    const to = NOUN.test(tokens[j + 2]?.lower ?? "") ? j + 3 : j + 2;
    // "... and 30 were assigned monotherapy" splits the same way as "... and 30 to monotherapy".
    const assigned =
      /^(?:were|was)$/.test(tokens[to]?.lower ?? "") &&
      /^(?:randomi[sz]ed|randomly|allocated|assigned)$/.test(tokens[to + 1]?.lower ?? "");
    // "..., 30 to each arm": every group's size, already inside the total, not another group.
    const eachOne = /^(?:each|every)$/.test(tokens[to + 1]?.lower ?? "");
    const into =
      /^(?:to|in|into)$/.test(tokens[to]?.lower ?? "") &&
      !eachOne &&
      !tokens.slice(to + 1, to + 5).some((a) => ANALYSIS.test(a.lower));
    // "85 assigned to A and 84 patients underwent immediate surgery", "25 randomized to A and 25 were observed":
    // the other group named by what it had, only when no further count follows (a list would be read above).
    const had =
      /^(?:underwent|received)$/.test(tokens[to]?.lower ?? "") ||
      (/^(?:were|was)$/.test(tokens[to]?.lower ?? "") && /^(?:observed|given)$/.test(tokens[to + 1]?.lower ?? ""));
    if (!into && !assigned && !(had && tokens[j]!.lower === "and" && out.length === 0)) continue;
    out.push(tokens[j + 1]!);
    last = j = to;
  }
  return out;
}

const ALLOCATING = /^(?:randomi[sz]ed|randomly|allocated|assigned)$/;
// What a group then did: "120 patients randomised to A had less relapse".
const OUTCOME_VERB =
  /^(?:had|has|have|showed|experienced|achieved|developed|reported|survived|died|relapsed|responded)$/;

/** "120 were randomised to A and the rest to B", "120 patients randomised to A had less relapse": one arm's count. */
export function oneArm(tokens: Token[], at: number): boolean {
  let k = at + 1;
  while (ALLOCATING.test(tokens[k]?.lower ?? "")) k++;
  if (!/^(?:to|into)$/.test(tokens[k]?.lower ?? "")) return false;
  const participle = !/^(?:were|was|be|been|being|are|is|randomly)$/.test(tokens[at - 1]?.lower ?? "");
  let listed = false;
  for (let j = k + 1; j < Math.min(tokens.length, k + 30); j++) {
    const w = tokens[j]!.lower;
    if (BREAK.test(w) || /^(?:or|versus|vs|either|between|both)$/.test(w)) return false;
    if (/^(?:rest|remainder|remaining|others)$/.test(w) && tokens[j - 1]?.lower === "the") return true;
    if (w === "and" || w === ",") listed = true;
    if (participle && !listed && OUTCOME_VERB.test(w)) return true;
  }
  return false;
}
