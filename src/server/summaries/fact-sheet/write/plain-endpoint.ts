import { bare } from "./evidence";
import { longWords } from "./plain-population";

const FAILED = "how long before the treatment stopped working";
const SPREAD = "how long before the cancer spread to other parts of the body";
const EVENT = "how long people lived without the cancer growing or coming back";
const PCR_WORDS = "how often no cancer was left when the tumour was removed";
const SHRANK = "how many people's tumours shrank";

/** Common trial endpoints in everyday words; the first that matches wins, so specific ones come first. Case-blind except pCR (PCR is a lab test). */
const LOCAL = "how well the cancer was kept in check where it started";
const TREATED = "how well the treated tumours were kept in check";
const PLAIN: [RegExp, string][] = [
  // A study's own question about measures is not the outcome it names: "surrogate endpoints for overall survival".
  [/\bsurrogate\b/, "whether an early measure could stand in for a later one"],
  [
    /\b(?:concordance|agreement|comparability|reproducibility|inter-?observer|inter-?rater)\b|\bcorrelation (?:between|of) (?:the )?(?:[\w-]+ ){0,3}?(?:methods?|assays?|tests?|techniques?)\b/,
    "how often different ways of measuring gave the same answer",
  ],
  // "efficacy and toxicity": both halves, never the side effects alone.
  [
    /\b(?:efficacy|effectiveness|activity|benefits?) (?:and|,) (?:the )?(?:toxicit|safety|tolerab|side[- ]effect)/,
    "how well the treatment worked, and its side effects",
  ],
  [/pathologic(?:al)? complete (?:response|remission)|\bpCR\b/, PCR_WORDS],
  // Failure counts the cancer growing, coming back, death or stopping the treatment: not the cancer alone.
  [/failure[- ]?free|\bffs\b|time to treatment failure|\bttf\b/, FAILED],
  [/progression[- ]?free|\bpfs\b/, "how long before the cancer grew or spread"],
  [/metasta\w*[- ]?free|\b(?:dmfs|mfs)\b/, SPREAD],
  [/event[- ]?free|\befs\b/, EVENT],
  [/(?:disease|recurrence|relapse)[- ]?free|\b(?:dfs|rfs)\b/, "how long people stayed free of the cancer coming back"],
  [/time to progression|\bttp\b/, "how long before the cancer grew"],
  [/(?:cancer|disease)[- ]specific survival/, "how long people lived without dying of the cancer"],
  // Only overall survival is how long people lived: "leukaemia-free survival" is not.
  [/overall survival|\bos\b|(?<!free[- ]|adjusted )\bsurvival\b(?! without)/, "how long people lived"],
  [/complete (?:response|remission)/, "how often all signs of the cancer went away"],
  // Immune, antibody or T-cell responses are the body's, not the tumour's.
  [
    // "Responses to a web message" are people's answers: only a response of the cancer is its shrinking.
    /(?<!immune |immunological |antibody |antigen[- ]specific |t[- ]cell |serological |humoral |cellular )response(?!s?\sto\s(?:an?|the|this|our)\s)|\borr\b/,
    SHRANK,
  ],
  // Time to a lasting fall in quality of life is a time, not the quality of life itself.
  [
    /(?:quality of life|\bqol\b|\bhrqol\b)[^.;]{0,60}deteriorat|deteriorat[^.;]{0,40}(?:quality of life|\bqol\b|\bhrqol\b)/,
    "how long before quality of life got worse",
  ],
  [/quality of life|\bqol\b|\bhrqol\b/, "quality of life"],
  [/nausea|vomiting|emesis/, "feeling sick and being sick"],
  [/mucositis|stomatitis/, "mouth sores"],
  [/neutropenia|white (?:blood )?cell/, "low white blood cell counts"],
  [/fatigue/, "tiredness"],
  [/pain/, "pain"],
  [/anxiety/, "worry (anxiety)"],
  [/depress/, "low mood (depression)"],
  [/sleep|insomnia/, "sleep"],
  [/local(?:-regional|regional)? control|locoregional/, LOCAL],
  [/recurrence|relapse/, "the cancer coming back"],
  [/mortality|death/, "deaths"],
  [/toxicit|adverse event|side effect/, "side effects"],
  [/infection/, "infections"],
  [/skin/, "skin problems"],
];

const MAX_WORDS = 10;
const MAX_CHARS = 120;

// A response is to what the treatment is for: sickness in an anti-sickness trial, pain in a pain trial.
const RESPONSE_WORD = /\bresponse|\bremission|\bcomplete (?:control|protection)\b/;
const SICKNESS = /nausea|vomit|emesis|emetic|\bcinv\b|\bponv\b/;
const PAIN = /\bpain(?:ful)?\b/;
const TUMOUR = /tumou?r|cancer|objective|patholog|radiolog|recist|\borr\b|immun|antibod|t[- ]cell/;
const SICKNESS_WORDS = "how often people were not sick at all and needed no extra anti-sickness medicine";
const PAIN_WORDS = "how many people had less pain";

function responseAim(lower: string, context: string): string | undefined {
  if (!RESPONSE_WORD.test(lower)) return undefined;
  const otherwise = TUMOUR.test(lower);
  if (SICKNESS.test(lower) || (!otherwise && SICKNESS.test(context))) return SICKNESS_WORDS;
  if (PAIN.test(lower) || (!otherwise && PAIN.test(context))) return PAIN_WORDS;
  return undefined;
}

// A study of inviting or asking people ("screening", "recruitment"): its "response rate" is people answering, not tumours.
const ASKING = /\bscreen\w*|\binvit\w*|\brecruit\w*|\bsurvey|\bquestionnaire|\buptake\b|\bparticipation\b/;

/** The endpoint in plain words: a known endpoint's everyday name, else its own words when short and simple. */
function known(text: string, context: string): string | undefined {
  const first = PLAIN.find(([pattern]) =>
    pattern.test(pattern.source.includes("pCR") ? text : text.toLowerCase()),
  )?.[1];
  if (first === PCR_WORDS) return first;
  // Local control of metastases (brain or bone metastases, "initially treated sites") is of the tumours treated, not
  // of the cancer where it started.
  if (first === LOCAL && /metasta|treated (?:sites?|lesions?|tumou?rs?)/i.test(`${text} ${context}`)) return TREATED;
  if (first === SHRANK && ASKING.test(context) && !TUMOUR.test(text.toLowerCase())) return undefined;
  return responseAim(text.toLowerCase(), context) ?? first;
}

/** `context` (the title, say) tells what a response word is a response of. */
export function plainEndpoint(text: string | undefined, context = ""): string | null {
  if (!text) return null;
  const about = context.toLowerCase();
  // "progression‐free" may be spelt with a typographic hyphen: the patterns read a plain one.
  text = text.replace(/[‐‑–]/g, "-");
  // "Correlation between PFS and OS" measures neither: naming one of them would mislead, and nothing plain says it.
  if (/\bcorrelat\w*\b|\bassociations? (?:between|of)\b/i.test(text)) return null;
  // A list of three or more outcomes of different kinds: no one kind's name may stand for the whole list.
  const items = text.split(/,\s|\s(?:and|and\/or)\s/);
  const mixed = items.length >= 3 && new Set(items.map((p) => known(p, about))).size > 1;
  // Co-primary endpoints of two known kinds ("quality of life and general fatigue"): both, in everyday words.
  const parts = text.split(/\s(?:and|and\/or)\s/);
  const both = parts.length === 2 && !mixed ? parts.map((p) => known(p, about)) : [];
  if (both[0] && both[1] && both[0] !== both[1]) return `${both[0]} and ${both[1]}`;
  const landmark = mixed ? null : atLandmark(text);
  if (landmark) return landmark;
  const words = mixed ? undefined : known(text, about);
  if (words) return words;
  // Lower case, but short forms stay as written ("IL-8 and VEGF", not "il-8 and vegf").
  const cased = bare(text).replace(/\S+/g, (w) => ((w.match(/[A-Z]/g)?.length ?? 0) >= 2 ? w : w.toLowerCase()));
  const own = cased.replace(/^(?:the )?(?:primary|main) (?:end ?point|outcome)s?(?: was| is|:)?\s*/i, "");
  const count = own.split(/\s+/).filter(Boolean).length;
  // One bare word ("overall") is more likely a cut-off phrase than an endpoint.
  if (count < 2 || count > MAX_WORDS || own.length > MAX_CHARS) return null;
  // Judged on its own, so a hard phrase is not hidden by easy neighbours.
  return longWords(own) <= 1 ? own : null;
}

// "8-year progression-free survival rate": a share of people at a time, not how long they went (a bare "3-year
// disease-free survival" keeps the time-to-event words).
const LANDMARK =
  /^(?:the\s)?(\d{1,2}|one|two|three|five|ten)[- ](year|month)s?[- ](?:(overall|progression-free|disease-free|relapse-free|recurrence-free)\s)?survival\s(?:rates?|probability|proportion)$/i;
const AT_LANDMARK: Record<string, string> = {
  overall: "were alive",
  "progression-free": "had no growth of the cancer",
  "disease-free": "had no return of the cancer",
  "relapse-free": "had no return of the cancer",
  "recurrence-free": "had no return of the cancer",
};

function atLandmark(text: string): string | null {
  const m = text.trim().match(LANDMARK);
  if (!m) return null;
  const [, n, unit, kind] = m;
  const one = /^(?:1|one)$/i.test(n!);
  return `how many people ${AT_LANDMARK[(kind ?? "overall").toLowerCase()]} by ${n} ${unit!.toLowerCase()}${one ? "" : "s"}`;
}

const TIME = /\b(?:days?|weeks?|months?|years?)\b/i;

/** A group's median in words for time-to-event endpoints ("the cancer took a median of 48 months to grow or spread"). */
export function medianWords(endpoint: string | null, value: string): string {
  if (!TIME.test(value)) return `the median was ${value}`;
  if (endpoint === "how long before the cancer grew or spread")
    return `the cancer took a median of ${value} to grow or spread`;
  if (endpoint === "how long before the cancer grew") return `the cancer took a median of ${value} to grow`;
  if (endpoint === "how long people stayed free of the cancer coming back")
    return `the cancer took a median of ${value} to come back`;
  if (endpoint === "how long people lived") return `people lived a median of ${value}`;
  if (endpoint === FAILED) return `the treatment took a median of ${value} to stop working`;
  if (endpoint === SPREAD) return `the cancer took a median of ${value} to spread`;
  return `the median was ${value}`;
}
