import { countSyllables } from "../../readability";
import { plainName } from "./arms";
import { bare } from "./evidence";
import { plainDisease } from "./plain-disease";

// The head noun of who took part; "patients" and the like become "people".
const PEOPLE = new Set([
  "patients",
  "people",
  "persons",
  "individuals",
  "subjects",
  "participants",
  "women",
  "men",
  "children",
  "adolescents",
  "adults",
  "girls",
  "boys",
  "survivors",
  "volunteers",
  "smokers",
  "infants",
  "mothers",
  "couples",
  "physicians",
  "doctors",
  "nurses",
  "caregivers",
  "carers",
  "families",
  "residents",
  "veterans",
  "workers",
]);
const AS_PEOPLE = new Set(["patients", "persons", "individuals", "subjects", "participants"]);
// Words before the noun that say who they are and are plain enough to keep.
const KEEP_BEFORE = new Set([
  "healthy",
  "elderly",
  "older",
  "young",
  "adult",
  "postmenopausal",
  "premenopausal",
  "pregnant",
  "male",
  "female",
  "hospitalised",
  "hospitalized",
  "black",
  "white",
  "rural",
  "urban",
]);
// Where the description turns to how or where they were found, which a patient summary does not need.
const CUT = new Set(["between", "during", "from", "at", "in", "who", "which", "treated"]);
const TRAILING =
  /^(?:and|or|of|with|the|a|an|predominantly|mainly|mostly|largely|primarily|particularly|especially|mostly)$/i;
const ADVERB = /^[a-z]+(?:ically|ively|ously|ately|edly|ntly|ally)$/;
const MAX_WORDS = 14;
const MAX_CHARS = 150;
// More long words than this and the phrase is for specialists; the whole summary's grade is judged by the caller.
const MAX_LONG_WORDS = 2;

// "with histologically proven, resectable cancer": a comma between describing words does not end the phrase.
const DESCRIBING = /^[a-z][\w-]*(?:ive|ed|en|al|ic|ous|ble|ary|ant|-term|-risk|-stage)$/;
// "lower rectal cancer patients with ...": the disease named before the people noun is who they are.
const DISEASE =
  /^(?:cancers?|carcinomas?|adenocarcinomas?|tumou?rs?|leuka?emias?|lymphomas?|melanomas?|myelomas?|sarcomas?|NSCLC|SCLC|HCC)$/i;

function diseaseBefore(words: string[]): string[] | null {
  const at = words.findLastIndex((w) => DISEASE.test(w));
  if (at < 0 || words.length - at > 3) return null;
  const from = Math.max(0, at - 3);
  const lead = words.slice(from, at).findLastIndex((w) => /^(?:of|in|for|with|and|the|a|an)$/i.test(w) || /\d/.test(w));
  return words
    .slice(lead < 0 ? from : from + lead + 1, at + 1)
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w));
}

// A TNM category as a word: "pT1-3,", "ypN0", "M1a".
const TNM_WORD = /^\(?[ypc]{0,2}[TNM](?:[0-4][a-d]?|is|x)(?:[-–][0-4][a-d]?)?[),;]?$/;

/** Words of four syllables or more. */
export const longWords = (phrase: string) => phrase.split(/\s+/).filter((w) => countSyllables(w) >= 4).length;

/**
 * Who took part, in the sheet's own words from the people-noun on ("Sixty patients with locally advanced breast
 * cancer" → "people with locally advanced breast cancer"). Null when no people-noun is found or the words are too
 * technical: the caller then says "people like those described in the study" rather than invent a group.
 */
export function plainPopulation(text: string | undefined): string | null {
  if (!text) return null;
  const words = plainName(bare(text)).split(/\s+/).slice(0, 200);
  const head = words.findIndex((w) => PEOPLE.has(w.toLowerCase()));
  if (head < 0) return null;
  const before = head > 0 && KEEP_BEFORE.has(words[head - 1]!.toLowerCase()) ? [words[head - 1]!.toLowerCase()] : [];
  const noun = words[head]!.toLowerCase();
  const rest: string[] = [];
  for (const w of words.slice(head + 1)) {
    // A cut word ends the phrase only after the first few words ("with cancer in the breast" keeps going).
    // Nor after "to": "refractory to at least one regimen" needs what it is refractory to.
    if (rest.length >= 3 && CUT.has(w.toLowerCase().replace(/[^a-z]/g, "")) && rest[rest.length - 1] !== "to") break;
    rest.push(w);
    if (
      w.endsWith(";") ||
      (w.endsWith(",") && !(DESCRIBING.test(w.slice(0, -1)) && DESCRIBING.test(words[head + 1 + rest.length] ?? "")))
    )
      break;
  }
  // A cut may leave a word that only led into what was cut ("adults aged 18 and over and predominantly").
  // "with primary sarcoma surgically" (cut before "treated at ..."): an adverb left by the cut led into it.
  while (rest.length > 1 && (TRAILING.test(rest[rest.length - 1]!) || ADVERB.test(rest[rest.length - 1]!))) rest.pop();
  // The disease named before the noun leads the description: "people with lower rectal cancer and suspected ...".
  const disease = before.length ? null : diseaseBefore(words.slice(0, head));
  const described = !disease
    ? rest
    : rest[0]?.toLowerCase() === "with"
      ? ["with", ...disease, "and", ...rest.slice(1)]
      : ["with", ...disease, ...rest];
  const phrase = bare([...before, AS_PEOPLE.has(noun) ? "people" : noun, ...described].join(" "));
  const plain =
    phrase.length <= MAX_CHARS &&
    phrase.split(" ").length <= MAX_WORDS &&
    !/[()[\]=<>]/.test(phrase) &&
    longWords(phrase) <= MAX_LONG_WORDS;
  // TNM categories ("pT1-3, pN0-3 breast cancer") are for specialists: the disease they stage is said instead.
  const after = words.slice(head + 1);
  if (AS_PEOPLE.has(noun) && after.some((w) => TNM_WORD.test(w)))
    return plainDisease(after.filter((w) => !TNM_WORD.test(w)));
  // Too technical as a whole ("stage (PS) IA-IIB ... Hodgkin's Disease"): the disease it names, said plainly.
  return plain ? phrase : AS_PEOPLE.has(noun) ? plainDisease(after) : null;
}
