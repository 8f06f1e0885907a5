import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan } from "./spans";

// Disease words that end a phrase naming who took part, not what was measured ("resectable pancreatic adenocarcinoma").
const DISEASE_HEAD =
  /\b(?:cancers?|carcinomas?|adenocarcinomas?|tumou?rs|neoplasms?|lymphomas?|leuka?emias?|melanomas?|myelomas?|sarcomas?|gliomas?|glioblastomas?|metastases|patients|women|men|people|participants)$/i;
const SHORT_END = /\b([A-Z][A-Za-z0-9]{1,7})$/;

/**
 * The phrase names a disease or a group of people ("effects of adjuvant treatments on resectable PA"), directly or
 * through a short form the abstract defines as one ("pancreatic adenocarcinoma (PA)"): a population, not an endpoint.
 */
export function namesPopulation(phrase: string, sentences: SourceSentence[]): boolean {
  // The head before "of", "in", "with": "appetite and weight of cancer patients" is about appetite and weight.
  const cut = phrase.search(/\s(?:of|in|with|among|for|receiving|undergoing|treated)\s/i);
  const text = (cut >= 0 ? phrase.slice(0, cut) : phrase).trim();
  if (DISEASE_HEAD.test(text)) return true;
  const short = text.match(SHORT_END)?.[1];
  if (!short || (short.match(/[A-Z]/g)?.length ?? 0) < 2) return false;
  const defined = `(${short})`;
  for (const s of sentences) {
    const at = s.text.indexOf(defined);
    if (at > 0) return DISEASE_HEAD.test(s.text.slice(Math.max(0, at - 60), at).trimEnd());
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
