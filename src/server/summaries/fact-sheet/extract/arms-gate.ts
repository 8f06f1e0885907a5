import type { ArmFact, StudyType } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { countDisagrees, twoChoices } from "./arms-gate-count";
import { titleRegimenMissing, titleWordMissing } from "./arms-gate-title";
import { isNotTreatment } from "./arms-not-treatment";
import { partnerMissing } from "./arms-gate-joined";
import { anotherChoice, moreArmsStated } from "./arms-gate-more";
import { namedControlMissing } from "./arms-gate-control";
import { SOLE_UNTITLED, soleArmUntitled } from "./arms-gate-untitled";
import { sentenceHolding } from "./spans";

// A name that stops on a word that needs more after it ("annual mammography from age", "usual care alone over").
// A capital "A" ends names ("intervention A"); only a lower-case article dangles.
const CUT_OFF =
  /\s(?:from|to|of|at|with|by|in|for|over|on|and|or|versus|vs|the|than|after|before|during|into|per|plus)$|\s(?:from|at|over|under|above|below)\s(?:the\s)?age$/i;
const ARTICLE_END = /\s(?:a|an)$/;
// A name opening on a preposition ("to symptomatic treatment") is a cut phrase; "combination of NVB" names one part of a
// combination; a name led by the disease ("cancer with AC") names people, not what they received.
const CUT_ON = /^(?:to|of|with|for|by|in|on|at|than|versus|vs\.?)\s/i;
const ONE_OF_COMBINATION = /^(?:the\s)?combination (?:of|with)\s[\w-]+$/i;
// "solid tumors receiving cisplatin-based chemotherapy", "patients undergoing surgery": people, named by their care.
const PEOPLE_RECEIVING =
  /\b(?:patients|people|women|men|children|tumou?rs|cancers?)\s(?:receiving|undergoing|treated)\b/i;
// "both mobilisation procedures", "methods of patient-controlled analgesia": every arm, or the kind, not one arm;
// "haematological malignancies" is the disease; "control pain and complications" is an aim ("to control pain").
const NOT_ONE_ARM =
  /^(?:both|either|each|all)\s(?:[\w-]+\s){0,2}?(?:procedures|treatments|groups|arms|regimens|methods|techniques|drugs|strategies)\b|^(?:the\s)?(?:two\s)?(?:methods?|types?|kinds?|forms?) of\s|^(?:[\w-]+\s)?(?:malignanc(?:y|ies)|cancers?|carcinomas?|tumou?rs?|diseases?|neoplasms?)$|^control (?!(?:group|arm|condition|patients|subjects|participants|cohort|diet|intervention|treatment|regimen|version)s?\b)[a-z]/i;
// "recurrent pTa and pT1 bladder tumors": a name ending on the disease, with no word of what was done, is the people.
const DISEASE_END =
  /\b(?:cancers?|carcinomas?|tumou?rs?|neoplasms?|malignanc(?:y|ies)|lesions?|metastas[ie]s|lymphomas?|leuka?emias?|melanomas?|sarcomas?|myelomas?)$/i;
const DONE_TO =
  /\b(?:resect\w*|surgery|surgical|excision|removal|ablation|irradiat\w*|radio\w*|therapy|treatment|vaccin\w*|of the|embolization|embolisation|injection|transplant\w*|biopsy)\b/i;
// "men enrolled in the Programme" (of "the outcomes of men enrolled in ..."): the people, not what they received.
const PEOPLE_LED =
  /^(?:the\s)?(?:men|women|patients|people|participants|children|adults|subjects|persons)\s(?:enrolled|recruited|included|randomi[sz]ed|registered|in|who|with|from)\b/i;
const DISEASE_LED =
  /^(?:[\w-]+\s)?(?:cancer|carcinoma|tumou?rs?|disease|lymphoma|leuka?emia|melanoma|sarcoma|myeloma)\s(?:with|without|and|in)\b/i;
// People named by what was done to them ("early stage endometrial cancer treated", "node-negative patients").
const PEOPLE_END = /\s(?:treated|operated|patients|women|men|children|cases|survivors)$/i;
// "untreated matched control patients" are a comparator named by its people, as a control group may be.
const CONTROL_PEOPLE = /\b(?:controls?|untreated|placebo|comparison)\b/i;
// What was measured or judged ("detection rate of colonoscopy", "well tolerated"), or who was eligible ("no prior
// chemotherapy and with measurable tumours"): a phrase of the results or the methods, not what a group received.
const NOT_RECEIVED =
  /\b(?:(?<!dose[\s-])rates?|ratios?|quality of life|attendance|uptake|incidence|outcomes?|performances?|accuracy|sizes?|mortality|compliance|adherence|participation|tolerated|tolerability|efficacy|effectiveness|feasibility|no prior|measurable|eligible|histologically|pretreated)\b/i;
// A class of arms ("one of two isocaloric nutrition support interventions", "three- and five-drug combinations"): the
// arms are what it lists, not the class.
const CLASS_OF_ARMS =
  /\b(?:interventions|treatments|regimens|strategies|combinations|therapies|programmes|programs|approaches|modalities|options)$/i;
// A word that points at an arm without naming it ("alone", "both"), or people rather than what they received.
// "normal" of "normal (0.9%) saline" cut at its bracket: a describing word alone names nothing given.
const NO_NAME =
  /^(?:alone|both|either|other|others|the other|same|none|normal|usual|high|low|oral|intravenous|topical|local|systemic|(?:the\s)?(?:patients|participants|subjects|women|men|children|adults|people|survivors|smokers))$/i;
const notReceived = (raw: string) => {
  const name = raw.trim();
  return (
    NO_NAME.test(name) ||
    CLASS_OF_ARMS.test(name) ||
    CUT_OFF.test(name) ||
    ARTICLE_END.test(name) ||
    (PEOPLE_END.test(name) && !CONTROL_PEOPLE.test(name)) ||
    CUT_ON.test(name) ||
    ONE_OF_COMBINATION.test(name) ||
    DISEASE_LED.test(name) ||
    PEOPLE_LED.test(name) ||
    (DISEASE_END.test(name) && !DONE_TO.test(name)) ||
    NOT_ONE_ARM.test(name) ||
    PEOPLE_RECEIVING.test(name) ||
    NOT_RECEIVED.test(name) ||
    isNotTreatment(raw)
  );
};

const ALLOCATED_KINDS = new Set<StudyType>(["randomised-trial", "protocol", "secondary-analysis"]);
const ALL_GOT =
  /\b(?:all|every)\s(?:the\s)?(?:\d+\s)?(?:patients|participants|subjects|women|men|children)\s(?:were\s(?:prescribed|treated with|given)|received|underwent)\b/i;

const ANOTHER_TRIAL =
  /\b(?:trial|study)\s(?:is|was|has been)\s(?:now\s|currently\s)?(?:under\s?way|planned|ongoing|being\s(?:conducted|planned)|in\sprogress)\b|\b(?:future|further|a\snew|subsequent)\s(?:[\w-]+\s){0,3}?(?:trial|study)\s(?:will|is\sto|should)\b/i;

/** Whether an arm's evidence sits in a sentence matching the pattern. */
function inSentence(arm: ArmFact, sentences: SourceSentence[], pattern: RegExp): boolean {
  const span = arm.evidence[0];
  if (!span) return false;
  const s = sentenceHolding(span, sentences);
  return !!s && pattern.test(s.text);
}

export type ArmsGate = { arms: ArmFact[]; reason?: string };

/** Why a reading of the arms is not sound enough to show, checked against what the abstract says of its own arms; undefined when it is. */
export function unsoundArms(arms: ArmFact[], sentences: SourceSentence[], studyType: StudyType): string | undefined {
  if (arms.length === 0) return undefined;
  // A randomised comparison has at least two arms: one read means the others were missed.
  // A protocol may name only what it tests; a trial reporting results names what it compared.
  if (arms.length === 1 && studyType === "randomised-trial") return "one arm of a comparison";
  // One regimen read from a title that names its parts must hold them all, or it reads as one of them alone.
  if (arms.length === 1 && titleRegimenMissing(arms[0]!.name, sentences)) return "part of the title's regimen";
  // An uncontrolled study's title names its treatment: one arm it does not name is most often what came before entry.
  if (arms.length === 1 && soleArmUntitled(arms[0]!.name, sentences)) return SOLE_UNTITLED;
  // "All patients were prescribed 52.5 Gy in 3.28 Gy fractions": one group, whatever the aim compares it with.
  if (
    arms.length >= 2 &&
    !ALLOCATED_KINDS.has(studyType) &&
    sentences.some((s) => s.role !== "background" && ALL_GOT.test(s.text))
  )
    return "every patient had one treatment";
  // "A Phase III trial is under way comparing A with B": another trial's arms, unless this paper is that trial's protocol.
  if (studyType !== "protocol" && arms.every((a) => inSentence(a, sentences, ANOTHER_TRIAL)))
    return "the arms of another trial the abstract mentions";
  const names = arms.map((a) => a.name);
  // Checked on the final reading only: refused inside the reader, a later reader's pair passes it no better.
  if (names.length === 2 && anotherChoice(names, sentences)) return "a second randomised choice names other arms";
  return unsoundNames(names, sentences);
}

/** Why arms read by these names disagree with the abstract (a name no treatment, another count, a title treatment missing). */
export function unsoundNames(names: string[], sentences: SourceSentence[]): string | undefined {
  if (names.some(notReceived)) return "a name that is not a treatment";
  if (countDisagrees(names.length, sentences)) return "the abstract states another number of arms";
  if (names.length === 2 && twoChoices(sentences)) return "two randomised choices, which one pair of arms cannot hold";
  if (titleWordMissing(names, sentences)) return "the title's comparison names a treatment no arm has";
  const more = moreArmsStated(names, sentences);
  if (more) return more;
  if (partnerMissing(names, sentences)) return "an arm named as one part of a regimen the abstract joins";
  if (namedControlMissing(names, sentences)) return "the allocation names a control no arm holds";
  return undefined;
}

/** The arms, or none when the reading is not sound: an unclear field is honest, a partial or wrong list is an error. */
export function gateArms(arms: ArmFact[], sentences: SourceSentence[], studyType: StudyType): ArmsGate {
  const reason = unsoundArms(arms, sentences, studyType);
  return reason ? { arms: [], reason } : { arms };
}
