import { countSyllables } from "../../readability";

// The disease closing a technical description: "... stage (PS) IA-IIB supradiaphragmatic Hodgkin's Disease".
const DISEASE =
  /^(?:cancers?|carcinomas?|adenocarcinomas?|tumou?rs?|leuka?emias?|lymphomas?|melanomas?|myelomas?|sarcomas?|disease)$/i;
// Abbreviations a patient would not know, said in words.
const SPELLED: Record<string, string> = {
  NSCLC: "non-small cell lung cancer",
  SCLC: "small cell lung cancer",
  HCC: "liver cancer",
};
// A marker that defines who may take part ("EGFR-mutated", "HER2-positive"): dropping it would name another group.
const MARKER_CODE = /\b(?![IV]{1,4}[A-C]?\d?-)[A-Z][A-Z0-9]{1,9}-/;
const MARKER_WORD =
  /\bexon\b|\bmutat\w*|\b(?:positive|negative|wild-type|amplified|rearranged|deleted|deletion|fusion)\b/i;
const marked = (text: string) => MARKER_CODE.test(text) || MARKER_WORD.test(text);
// Describing words kept before the disease: plain, lower-case, no stage codes or brackets.
const PLAIN_WORD = /^[a-z][a-z-]{1,20}$/;

/**
 * "people with Hodgkin's disease" when the full description is too technical to say plainly: the disease it ends on,
 * with at most two plain words before it. Null when it names no disease.
 */
export function plainDisease(words: string[]): string | null {
  const at = words.findLastIndex((w) => DISEASE.test(w) || w in SPELLED);
  if (at < 0 || marked(words.slice(0, at).join(" "))) return null;
  const word = words[at]!;
  if (word in SPELLED) return `people with ${SPELLED[word]}`;
  // "Disease" alone says nothing; it needs its name ("Hodgkin's disease").
  const named = /^disease$/i.test(word) ? words[at - 1] : undefined;
  if (/^disease$/i.test(word) && !(named && /^[A-Z][a-z]+'s$/.test(named))) return null;
  const lead: string[] = named ? [named] : [];
  // The site just before the disease is kept however long ("colorectal cancer"); one more word only if short.
  for (let i = at - 1; !named && i >= 0 && lead.length < 2; i--) {
    const w = /^[A-Z][a-z-]+$/.test(words[i]!) ? words[i]!.toLowerCase() : words[i]!;
    const short = lead.length === 0 || (countSyllables(w) < 4 && !/(?:ed|en)$/.test(w));
    if (!PLAIN_WORD.test(w) || !short || /^(?:with|and|or|of|the|a|an|in|for)$/.test(w)) break;
    lead.unshift(w);
  }
  return `people with ${[...lead, word.toLowerCase()].join(" ")}`;
}
