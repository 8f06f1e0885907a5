import type { ArmFact } from "../../../../shared/fact-sheet";

// Which way the authors' verdict leans: true or false only on clear words about the tested treatment, else null
// (an unsure lean would set or clear the spin badge on a guess).

const POSITIVE =
  /\b(?:(?:could|can|should|may|must) (?:be )?(?:given|offered|used|continue|receive|considered|recommended|administered|accompanied|combined|added)|improv\w*|effective|efficacious|benefi\w*|superior|prolong\w*|reduc\w*|better|feasible|safe|recommend\w*|should be (?:considered|offered|used|adopted)|promising|valuable|useful|favou?rable|support\w* (?:the )?use|new (?:standard|option)|standard (?:of care|treatment|option)|increas\w*|enhanc\w*|active|well[- ]tolerated|preferred|advantage\w*|acceptable|decreas\w*|successful\w*|superiority|(?:reasonable|valid|viable|alternative) (?:alternative|option)|alternative option|greater|safely|potential to|reassur\w*|selected for|outperform\w*|mitigat\w*|alleviat\w*|(?:is|are) justified|not inferior|non-?inferior|(?:has|have|had|showed?|shows|demonstrated) (?:[\w-]+ ){0,2}?activity|(?<!no )longer (?:[\w-]+ ){0,2}?(?:survival|life|lives|remissions?|responses?|control|time)|(?:lower|fewer|less) (?:\w+ )?(?:toxicit\w*|adverse|side[- ]effects?|complications?|morbidity|recurrences?|relapses?|pain))\b/i;
// "The data warn against using X" is negative too. "Did not improve" is negative; "did not affect tumour response", "does not preclude", "is not inferior" or "those
// who do not have a rash" is not.
const NEGATIVE =
  /\b(?:(?<!\b(?:who|that|which) )(?:did|does|do|was|were|is|are) not(?!\s(?:affect|compromise|increase (?:the )?(?:risk|toxicity)|produce adverse|interfere|impair|preclude|inferior)\b)|no (?:significant |clear |additional |further |statistically significant )?(?:clinical(?:ly)? |meaningful |overall |survival )?(?:benefit|improvement|difference|advantage|effect|efficacy|value|increase|gain|reduction|prolongation|impact|influence)|not (?:be )?(?:recommended|superior|effective|improve)|not (?:be )?clinically (?:significant|relevant|meaningful)|failed|unable to (?:support|show|demonstrate|confirm|prove|detect)|cannot be|could not|neither|not support|lack of|no role|worse|(?<!not )inferior|detrimental|should not|no (?:clear |convincing )?evidence|unlikely to|none of|negative (?:effects?|impact|consequences)|(?:too [\w-]+|premature) to (?:recommend|conclude|support|advocate)|adds? no (?:further |additional )?(?:[\w-]+ ){0,2}?(?:benefit|improvement|reduction|effect|gain|value)|(?:warn|advise|argue|caution|speak)(?:s|ed)? against)\b/i;
// "Too preliminary to recommend": the recommending word is the thing denied, not a verdict for the treatment.
const DENIED_RECOMMENDATION = /\b(?:too [\w-]+|premature) to (?:recommend|conclude|support|advocate)\w*/gi;

// With no arm named (a review, a case-control study), a plain claim of benefit is the verdict for the exposure.
const CLAIMS_BENEFIT =
  /\b(?:must|should) be (?:implemented|used|offered|adopted|recommended)\b|\b(?:reduces|reduced|lowers|lowered) (?:the )?(?:[\w-]+ ){0,3}?(?:risk|incidence|mortality)\b|\breduction in (?:[\w-]+ ){0,3}?(?:risk|incidence|mortality)\b|\b(?:improves|reduces|prevents)\b|\b(?:is|are) (?:an? )?(?:[\w-]+ )?(?:effective|beneficial)\b|\bcan lead to (?:[\w-]+ )?(?:favou?rable|better|improved|longer)\b/i;

const RECOMMENDS = /\b(?:should|must) (?:be|continue|receive)\b|\brecommend(?:s|ed)?\b/i;

// "HOXB13 may be used as a predictive marker", "risk factors should be used to identify patients": a verdict on a
// marker or a way to select patients, not on the tested treatment.
const ABOUT_MARKER =
  /\b(?:predictive|prognostic) (?:bio)?(?:markers?|factors?|tools?|value)\b|\b(?:risk|predictive) factors?\b[^.;]{0,60}?\b(?:should|could|may|can) be used\b|\bto identify (?:patients|women|men|those)\b/i;
const COMPARED_WITH =
  /^(?:(?:as )?compared (?:with|to)|in comparison (?:with|to)|versus|unlike|as with|like|relative to)\b[^,]{0,80},\s?/i;
// "A is more effective than B", "greater benefit from A compared with B": a verdict that sets one arm above the other.
const RANKS = /\b(?:than|compared (?:with|to)|versus|vs\.?|over)\s/i;
// "The authors continue to recommend X": the practice already in use, not the change the trial tested.
const CONTINUES = /\bcontinue to (?:recommend|use|offer|advise|prefer)\b/i;

const CONCESSION = /^(?:although|though|while|despite|even though)\b[^,]{0,200},\s?/i;

export type LeanContext = {
  /** Words of the intervention arms' names. */
  armWords: string[];
  /** Words of the control arms' names that no intervention arm shares. */
  controlWords: string[];
  /** Words of the intervention arms' names that a control's name holds too ("acetate" of two acetates). */
  sharedWords: string[];
  /** With two or more arms and none a control, each arm's own words: a verdict naming two of them weighs them up. */
  headToHead: string[][] | null;
  /** The study compares groups of its own (a trial), so a verdict of benefit is about its tested treatment. */
  ownComparison: boolean;
  /** A closing sentence on a subset with neither a heading nor a marker: maybe a side finding. */
  unmarked: boolean;
};

// "Do not benefit from RT", "no survival benefit": a benefit word the sentence denies is not a word for the treatment.
// "Adds no further volume reduction": a reduction denied is no benefit either.
const DENIED_BENEFIT =
  /\b(?:not|no|nor|without)\s(?:[\w-]+\s){0,3}?(?:benefi\w*|improv\w*|better|superior|effective|advantage\w*|prolong\w*|reduc\w*|gains?)/gi;
// "A trend towards an improvement": a gain the authors do not claim, so no word for the treatment.
const TREND =
  /\btrend\w* (?:towards?|to|for) (?:an? |the )?(?:[\w-]+ ){0,2}?(?:improv\w*|benefi\w*|better|longer|increas\w*|reduc\w*|decreas\w*|prolong\w*|lower|higher|greater)/gi;
// "Improvement was found in both groups", "both with placebo and X": a change every arm shared favours none of them.
const EVERY_GROUP =
  /\b(?:in|for|among|across|by) (?:both|all|each of the)(?: the)? (?:[\w-]+ )?(?:groups?|arms?|cohorts?)\b|\bboth with (?:the )?[\w-]+ and\b/i;
// "Required to assess whether the minor trend ... is significant", "the hypothesis that X would decrease fatigue": a
// question asked or a hypothesis stated, not a verdict given.
const QUESTION = /\bwhether\b|\bhypothes[ie]s that\b/i;
const verdictClauses = (text: string) =>
  text
    .split(/(?<=[.;])\s/)
    .filter((clause) => !EVERY_GROUP.test(clause))
    .map((clause) => {
      const asks = clause.search(QUESTION);
      return asks >= 0 ? clause.slice(0, asks) : clause;
    })
    .join(" ");
const positiveIn = (text: string) =>
  POSITIVE.test(verdictClauses(text).replace(DENIED_RECOMMENDATION, "").replace(DENIED_BENEFIT, "").replace(TREND, ""));

/**
 * The lean of the conclusion's sentences. A sentence with both kinds of words ("A improved X, but not Y") is
 * balanced, so false; a first sentence for and a later one against, or one against and a later recommendation, is
 * a split verdict, so null; no verdict word is null.
 */
export function leanOf(sentences: string[], about: LeanContext): boolean | null {
  if (sentences.length === 0) return null;
  // "Although X is not significant, Y suggests benefit": the verdict is the main clause after the concession.
  // "No advantage was found for A; however, B improved EFS": the clause after "; however," is the verdict, as after a
  // concession.
  const turn = sentences[0]!.search(/;\s?however,\s/i);
  const first = (turn > 0 ? sentences[0]!.slice(turn + 1) : sentences[0]!).replace(CONCESSION, "");
  const rest = sentences.slice(1).join(" ");
  const text = [first, rest].join(" ");
  const negFirst = NEGATIVE.test(first);
  const posFirst = positiveIn(first);
  let leaning: boolean | null;
  // "X did not improve survival. Y may help better target it": a hedged hope after a null verdict leaves it null; a
  // recommendation after it ("RT should be given to pT2 patients") splits the verdict.
  if (negFirst) leaning = posFirst || !RECOMMENDS.test(rest) ? false : null;
  else if (posFirst) leaning = NEGATIVE.test(rest) ? null : true;
  else if (NEGATIVE.test(text)) leaning = positiveIn(text) ? null : false;
  else leaning = positiveIn(text) ? true : null;
  if (leaning !== true) return leaning;
  // "All parishes increased their activities": a verdict on every group, naming no arm, favours none of them.
  if (/^(?:all|both) (?:the )?(?:[\w-]+ )?[\w-]+s\b/i.test(first)) return false;
  // "We continue to recommend" the practice in use, a verdict on a marker, two tested arms weighed up without one
  // ranked above the other, or praise opening on the control: not a verdict for the intervention.
  if (CONTINUES.test(first) || ABOUT_MARKER.test(first)) return null;
  const lower = text.toLowerCase();
  const namesBoth = (arms: string[][]) => arms.filter((arm) => arm.some((w) => lower.includes(w))).length >= 2;
  if (about.headToHead && namesBoth(about.headToHead) && !RANKS.test(text)) return null;
  // The subject is what the verdict is about: a first sentence opening on the control's name praises the control
  // ("Compared with the control, X ..." opens on X).
  const opening = first.replace(COMPARED_WITH, "").slice(0, 50).toLowerCase();
  const named = (words: string[]) => words.some((w) => opening.includes(w));
  if (named(about.controlWords) && !named(about.armWords.filter((w) => !about.sharedWords.includes(w)))) return null;
  const namesArm = about.armWords.some((w) => lower.includes(w));
  const claimsBenefit = about.armWords.length === 0 && CLAIMS_BENEFIT.test(first);
  // Benefit words that cannot be tied to the tested treatment (no comparison of its own, no arm named) lean nowhere.
  return (about.ownComparison && !about.unmarked) || namesArm || claimsBenefit ? true : null;
}

const NAME_WORD = /^(?:with|plus|group|alone|therapy|treatment|and|the|arm)$/;
const wordsOf = (arms: ArmFact[], role: ArmFact["role"]) =>
  arms
    .filter((a) => a.role === role)
    .flatMap((a) => a.name.toLowerCase().split(/\s+/))
    .filter((w) => w.length >= 4 && !NAME_WORD.test(w));

/** The arms' words the lean looks for: the intervention's, the control's own, and each arm's in a head-to-head trial. */
export function leanWords(
  arms: ArmFact[],
): Pick<LeanContext, "armWords" | "controlWords" | "sharedWords" | "headToHead"> {
  const armWords = wordsOf(arms, "intervention");
  const controlAll = wordsOf(arms, "control");
  const controlWords = controlAll.filter((w) => !armWords.includes(w));
  const sharedWords = armWords.filter((w) => controlAll.includes(w));
  const own = (arm: ArmFact) =>
    wordsOf([arm], "intervention").filter((w) => !arms.some((o) => o !== arm && o.name.toLowerCase().includes(w)));
  const headToHead = arms.length >= 2 && !arms.some((a) => a.role === "control") ? arms.map(own) : null;
  return { armWords, controlWords, sharedWords, headToHead };
}
