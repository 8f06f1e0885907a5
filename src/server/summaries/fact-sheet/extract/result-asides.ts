// Sentences with statistics that are not the between-group primary result, whatever figures they hold.

// A change within one arm against its own baseline, with no word setting the groups against each other.
export const WITHIN_ARM = /\b(?:compared (?:with|to)|from|relative to|versus|vs\.?|over) (?:the )?baseline\b/i;
export const BETWEEN =
  /\bbetween\b|\bthan\b|\bgroups\b|\barms\b|\bcohorts\b|\b(?:better|worse|greater|higher|lower|more|less|larger|smaller) (?:in|with|for|among)\b/i;
// A subgroup or a prognostic factor: "patients with dyspnoea had ...", "among those who", "when there was".
// "Among those women who had previously reported drinking more heavily", "in women aged 50 or over": a part of the trial.
// "For pT2 patients, ...": a result that opens on one kind of patient is that part's, not the trial's.
// "Among patients assigned to receive X" or "who did not receive X" names an arm of the trial, not a part of it.
// "Among 249 evaluated patients with ..." counts the people analysed: no number is allowed inside.
// "in the total material or the subgroups": the whole trial as well as its parts, not a part alone.
// A result "consistent across all prognostic subgroups" is the whole trial's, not a subgroup's.
export const SUBGROUP =
  /\b(?<!\bor (?:in )?(?:the |any |its )?|\bacross (?:all )?(?:the )?(?:[\w-]+ ){0,2}|\b(?:in|among) all (?:the )?(?:[\w-]+ ){0,2})(?:sub-?groups?|subsets?)\b|\b(?:among (?:the |those |these )?(?:[a-z-]+ ){0,3}?(?:patients|women|men|participants|people|subjects|individuals|children|adults|those|smokers|drinkers|responders) (?:who(?! (?:were |had been )?(?:assigned|randomi[sz]ed|allocated|received|given)\b| did not (?:receive|get)\b)|with|whose|aged|over|under|older|younger)|(?:in|among|for) (?:women|men|patients|participants|those) (?:aged|older than|younger than) |(?:patients|those) with [^,;.]{0,60}\b(?:had|showed)|when there was)\b|^(?:for|in|among) (?!all\b|randomi|evaluable|eligible|treated|enrolled|analy|both\b|each\b|the\b)(?:[\w-]+ ){1,3}?(?:patients|women|men|participants|subjects|cases),/i;

// A factorial trial answers two questions at once ("a two-by-two factorial design"): no one comparison is its result.
export const FACTORIAL = /\bfactorial\b/i;

// Tolerance, toxicity and complications: a harms report, the result only of a trial whose endpoint is harms.
// "Operative mortality and morbidity were similar": the surgery's own harms, not the trial's outcome.
export const TOLERANCE =
  /\b(?:tolera(?:nce|ted|bility)|toxicit\w*|adverse (?:events?|effects?|reactions?)|side[- ]effects?|complications?|morbidity|(?:operative|perioperative|postoperative|surgical|treatment[- ]related) mortality)\b/i;
// A harm the sentence reports ("more side effects", "despite the increased toxicity"), as TOLERANCE without its
// "well tolerated": such a sentence's significant side is never a benefit by default.
export const HARM_REPORTED =
  /\b(?:toxicit\w*|adverse (?:events?|effects?|reactions?)|side[- ]effects?|complications?)\b/i;
// A prognostic factor ("survival correlated with the number of metastases"), not a comparison of the groups.
// "(r2=−0.656, p=0.02)", "Spearman's rho": a correlation coefficient measures an association, not an arm's effect.
export const PROGNOSTIC =
  /\bcorrelat\w*\b|\b(?:related|linked) to (?:[\w-]+ ){0,2}?prognosis\b|\b(?:r|r2|r²|rho|ρ)\s?=\s?[-−–]?\s?0?[.,]\d|\b(?:spearman|pearson)\b|\bprognostic (?:factors?|variables?|significance)\b|\b(?:only )?(?:three|two|four|\d) variables\b|\bindependent (?:prognostic |predictive )?(?:factors?|predictors?)\b/i;

import { comparesArms, namesASide, namesBothSides, type ArmWords } from "./polarity";

// One named group ("in the intervention group", "In the control arm"): singular, so "in both groups" is not it.
const ONE_GROUP = /\b(?:in|within|for|of) (?:the )?(?:[\w-]+ ){0,3}?(?:group|arm)\b/gi;
const OPENS_ON_GROUP = /^(?:in|within|for) the (?:[\w-]+ ){0,3}?(?:group|arm)\b/i;
// A change over time within the people studied: "increased after the intervention", "rose from 7.5% to 24%".
const CHANGE = /\b(?:increas|decreas|improv|reduc|declin|rose|fell|chang|deteriorat|worsen|dropp?ed)\w*/i;
const OVER_TIME =
  /\b(?:before and after|after (?:the )?(?:intervention|treatment|education|program(?:me)?|training|sessions?|course|therapy|surgery)|(?:pre|post)-?(?:intervention|treatment|test)|from (?:baseline|pre)|over time)/i;
const SET_AGAINST =
  /\b(?:in|among|with|than) (?:the )?controls\b|\bversus\b|\bvs\.?\s|\bcompared (?:with|to)\b(?! baseline)|\brelative to (?:the )?(?:control|placebo|other)/i;

// "Detection rates were 0.09% at first screen and similar at rescreens": one group over its own rounds, not two arms.
const ACROSS_OCCASIONS =
  /\b(?:similar|comparable|stable|unchanged|constant)\s(?:at|in|on|over|across|during|throughout)\s(?:the\s|all\s|each\s|every\s|later\s|subsequent\s|successive\s|following\s)?(?:re-?screens?|re-?screening|rounds?|visits?|cycles?|time ?points?|screens?|follow-ups?|time)\b/i;

// A ratio ("HR = 0.41") sets one group against the other whatever the words around it.
const RATIO = /\b(?:HR|OR|RR|IRR)\b|\b(?:hazard|odds|risk|rate) ratio\b|\brelative risk\b/;

// "In favour of the X arm": a verdict for one arm over the other.
const IN_FAVOUR = /\bin favou?r of\b/i;

/**
 * A result inside one group (its change before and after, or its own test), which sets no arm against another:
 * "scores increased after the intervention in the intervention group (P<0.05)", "In the control group, P>0.05".
 */
export function withinOneGroup(said: string, arms: ArmWords = { intervention: [], control: [] }): boolean {
  // "p less than .01" is a p value, not a comparison "than" another group.
  const text = said.replace(/\b[Pp]\s?(?:-?\s?value\s)?(?:less|greater) than\b/g, "p <");
  if (BETWEEN.test(text) || SET_AGAINST.test(text) || RATIO.test(text) || namesBothSides(text, arms)) return false;
  // "... a significant difference in the mean change from baseline ... in favor of the ZA arm": a verdict for one
  // arm over the other, whatever change within each it measures.
  if (IN_FAVOUR.test(text)) return false;
  if (ACROSS_OCCASIONS.test(text)) return true;
  const named = [...text.matchAll(ONE_GROUP)].slice(0, 3);
  // One group's figures alone ("median survival was 25 weeks in the bolus arm and 30 weeks for ...") may go on to the other.
  if (named.length === 1) return OPENS_ON_GROUP.test(text) || CHANGE.test(text) || OVER_TIME.test(text);
  return named.length === 0 && OVER_TIME.test(text) && CHANGE.test(text);
}

// A model of factors ("multivariate analysis showed that PS and doublets were associated with longer survival") or
// a factor's effect on the results ("receptor status failed to affect the results") compares no arms.
const MODEL =
  /\bmulti-?variat\w*|\bmultivariable\b|\bCox\b|\bregression\b|\bprognostic\b|\bindependent(?:ly)? predict/i;
const FACTOR_WORDS = /\b(?:associated|correlat\w*|predict(?:ors?|ive|s|ed by)|factors?)\b/i;
const AFFECTS_RESULTS =
  /\b(?:affect|influenc)\w* (?:the )?(?:results?|outcomes?|prognosis)\b(?! (?:of|in) (?:the )?(?:treatment|intervention|control|placebo))/i;
// "A test for treatment difference", "between the arms", "versus": the sentence does set the groups against each other.
const COMPARES =
  /\btreatment (?:difference|effect|arms?|groups?)\b|\bbetween (?:the )?(?:two |three |four )?(?:arms|groups|treatments)\b|\bversus\b|\bvs\.?\s|\bcompared (?:with|to)\b|\bthan\b|\brandomi[sz]ed to\b|\ballocated to\b|\bassigned to\b/i;
// "This intervention improved ...", "with placebo": a side named by its role.
const SIDE_ROLE = /\b(?:intervention|placebo|controls?|usual care|treatment (?:group|arm))\b/i;

/**
 * A sentence about factors that sets no arm against another: one factor's effect on the results, or (in a study with
 * arms, where the arms' comparison is the result) a model of factors. A case-control study's association is its result.
 */
export function factorSentence(text: string, sides: ArmWords): boolean {
  if (COMPARES.test(text) || namesBothSides(text, sides)) return false;
  const withArms = sides.intervention.length + sides.control.length > 0;
  return (
    (AFFECTS_RESULTS.test(text) && !SIDE_ROLE.test(text)) || (withArms && MODEL.test(text) && FACTOR_WORDS.test(text))
  );
}

/** A prognostic-factor sentence, or one about factors that sets no arm against another: not the arms' result. */
export const aboutFactors = (text: string, sides: ArmWords) => PROGNOSTIC.test(text) || factorSentence(text, sides);

const PEOPLE_GROUPS =
  /\b(?:non-?)?(?:elderly|older|younger|old|young|male|female)\s(?:group|patients|cohort|subgroup)\b|\b(?:compared (?:with|to)|than|versus) (?:the |those )?(?:non-?)?(?:elderly|older|younger)\b/i;

/**
 * "The elderly group had poorer OS compared with the non-elderly group": people set against people by age or sex, no
 * arm named, is not the comparison of the arms.
 */
export const peopleSetAgainst = (text: string, sides: ArmWords) =>
  sides.intervention.length > 0 && PEOPLE_GROUPS.test(text) && !comparesArms(text, sides) && !namesASide(text, sides);
