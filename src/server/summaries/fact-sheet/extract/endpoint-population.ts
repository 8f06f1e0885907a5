import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan } from "./spans";

// People words: a phrase ending in one names who took part.
const PEOPLE_HEAD = /\b(?:patients|women|men|people|participants|survivors|children|adults)$/i;
// The disease word that ends a phrase ("resectable pancreatic adenocarcinoma"), with the word before it.
const DISEASE_END =
  /(?:[\w-]+\s)?(?:cancers?|carcinomas?|adenocarcinomas?|tumou?rs|neoplasms?|lymphomas?|leuka?emias?|melanomas?|myelomas?|sarcomas?|gliomas?|glioblastomas?)$/i;
const SHORT_END = /\b([A-Z][A-Za-z0-9]{1,7})$/;
const PEOPLE_WITH = /\b(?:patients|people|women|men|children|adults|survivors) (?:with|having|treated for) /gi;

// What follows each "patients with" (the first few suffice: an abstract names its people early), read once per text.
const peopleWindows = new WeakMap<SourceSentence[], string[]>();
function windowsOf(sentences: SourceSentence[]): string[] {
  const known = peopleWindows.get(sentences);
  if (known) return known;
  const windows: string[] = [];
  for (const s of sentences) {
    for (const m of s.text.matchAll(PEOPLE_WITH)) {
      windows.push(s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 80).toLowerCase());
      if (windows.length >= 12) break;
    }
    if (windows.length >= 12) break;
  }
  peopleWindows.set(sentences, windows);
  return windows;
}

/** The disease is what the participants have ("patients with resected pancreatic adenocarcinoma"), not an event counted. */
const participantsHave = (disease: string, sentences: SourceSentence[]): boolean =>
  windowsOf(sentences).some((w) => w.includes(disease.toLowerCase()));

/**
 * The phrase names the participants or their disease ("effects of adjuvant treatments on resectable PA"), directly or
 * through a short form the abstract defines ("pancreatic adenocarcinoma (PA)"): a population, not an endpoint. A
 * disease the participants do not have ("effect of tamoxifen on breast cancer" in healthy women) may be the endpoint.
 */
export function namesPopulation(phrase: string, sentences: SourceSentence[]): boolean {
  // The head before "of", "in", "with": "appetite and weight of cancer patients" is about appetite and weight.
  const cut = phrase.search(/\s(?:of|in|with|among|for|receiving|undergoing|treated)\s/i);
  const text = (cut >= 0 ? phrase.slice(0, cut) : phrase).trim();
  if (PEOPLE_HEAD.test(text)) return true;
  const direct = text.match(DISEASE_END)?.[0];
  if (direct) return participantsHave(direct, sentences);
  const short = text.match(SHORT_END)?.[1];
  if (!short || (short.match(/[A-Z]/g)?.length ?? 0) < 2) return false;
  const defined = `(${short})`;
  for (const s of sentences) {
    const at = s.text.indexOf(defined);
    const disease =
      at > 0
        ? s.text
            .slice(Math.max(0, at - 60), at)
            .trimEnd()
            .match(DISEASE_END)?.[0]
        : undefined;
    if (at > 0) return disease !== undefined && participantsHave(disease, sentences);
  }
  return false;
}

// "to evaluate the efficacy and toxicity of A versus B": the harm half of a generic pair is not what the trial centres on.
const PAIRED_HARM =
  /\b(?:efficacy|effectiveness|activity|benefits?)\s(?:and|,)\s(?:the\s)?(?:toxicit(?:y|ies)|safety|tolerability|side[- ]effects)\b/gi;

/**
 * A reading that sits on the harm half of "efficacy and toxicity" becomes the whole pair: the aim names both, so the
 * summary says both rather than one half.
 */
export function wholeGenericPair(s: SourceSentence, reading: Endpoint): Endpoint {
  for (const m of s.text.matchAll(PAIRED_HARM)) {
    const harmAt = m.index! + m[0].search(/\S+$/);
    if (reading.evidence[0]!.start - s.start !== harmAt) continue;
    const end = m.index! + m[0].length;
    return { text: s.text.slice(m.index!, end), stated: false, evidence: [partSpan(s, m.index!, end)] };
  }
  return reading;
}
