import { bare } from "./evidence";
import { longWords } from "./plain-population";

/** Common trial endpoints in everyday words; the first that matches wins, so specific ones come first. Case-blind except pCR (PCR is a lab test). */
const PLAIN: [RegExp, string][] = [
  [
    /pathologic(?:al)? complete (?:response|remission)|\bpCR\b/,
    "how often no cancer was left when the tumour was removed",
  ],
  [/progression[- ]?free|\bpfs\b/, "how long before the cancer grew or spread"],
  [
    /(?:disease|recurrence|relapse|event|metastasis|distant metastasis)[- ]?free|\b(?:dfs|rfs|efs|dmfs)\b/,
    "how long people stayed free of the cancer coming back",
  ],
  [/time to (?:progression|treatment failure)|\bttp\b/, "how long before the cancer grew"],
  [/(?:cancer|disease)[- ]specific survival/, "how long people lived without dying of the cancer"],
  [/overall survival|\bos\b|\bsurvival\b/, "how long people lived"],
  [/complete (?:response|remission)/, "how often all signs of the cancer went away"],
  // Immune, antibody or T-cell responses are the body's, not the tumour's.
  [
    /(?<!immune |immunological |antibody |antigen[- ]specific |t[- ]cell |serological |humoral |cellular )response|\borr\b/,
    "how many people's tumours shrank",
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
  [/local(?:-regional|regional)? control|locoregional/, "how well the cancer was kept in check where it started"],
  [/recurrence|relapse/, "the cancer coming back"],
  [/mortality|death/, "deaths"],
  [/toxicit|adverse event|side effect/, "side effects"],
  [/infection/, "infections"],
  [/skin/, "skin problems"],
];

const MAX_WORDS = 10;
const MAX_CHARS = 120;

/** The endpoint in plain words: a known endpoint's everyday name, else its own words when short and simple. */
const known = (text: string) =>
  PLAIN.find(([pattern]) => pattern.test(pattern.source.includes("pCR") ? text : text.toLowerCase()))?.[1];

export function plainEndpoint(text: string | undefined): string | null {
  if (!text) return null;
  // Co-primary endpoints of two known kinds ("quality of life and general fatigue"): both, in everyday words.
  const parts = text.split(/\s(?:and|and\/or)\s/);
  const both = parts.length === 2 ? parts.map(known) : [];
  if (both[0] && both[1] && both[0] !== both[1]) return `${both[0]} and ${both[1]}`;
  const words = known(text);
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
  return `the median was ${value}`;
}
