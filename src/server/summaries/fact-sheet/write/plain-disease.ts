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
// Words that end a description rather than describe ("suffering from", "aged over", "with"): never kept.
const STOP =
  /^(?:with|and|or|of|the|a|an|in|for|from|to|by|at|on|as|than|who|that|which|having|suffering|including|after|before|under|over|into|among|without|within)$/;
// A part of the body that needs its organ ("biliary tract", "bile duct"): alone it names no disease site.
const PART = /^(?:tract|duct|ducts|cell|cells|gland|glands|tube|tubes|system|lobe|wall)$/;

const AFTER = /^(?:after|following|post)$/i;

const lower = (w: string) => (/^[A-Z][a-z-]+$/.test(w) ? w.toLowerCase() : w);

/**
 * "people with Hodgkin's disease" when the full description is too technical to say plainly: the disease it ends on,
 * with at most two plain words before it. Null when it names no disease.
 */
export function plainDisease(words: string[]): string | null {
  const at = words.findLastIndex((w) => DISEASE.test(w) || w in SPELLED);
  if (at < 0 || marked(words.slice(0, at).join(" "))) return null;
  // "with radiation proctitis after irradiation for prostate, uterine, cervical, rectal or vaginal cancer": the cancer
  // came before; the people are those with the condition, which this cannot say plainly.
  if (words.slice(0, at).some((w) => AFTER.test(w))) return null;
  const word = words[at]!;
  if (word in SPELLED) return `people with ${SPELLED[word]}`;
  // "Disease" alone says nothing; it needs its name ("Hodgkin's disease").
  const named = /^disease$/i.test(word) ? words[at - 1] : undefined;
  if (/^disease$/i.test(word) && !(named && /^[A-Z][a-z]+'s$/.test(named))) return null;
  const lead: string[] = named ? [named] : [];
  // The site just before the disease is kept however long ("colorectal cancer"); one more word only if short.
  for (let i = at - 1; !named && i >= 0 && (lead.length < 2 || PART.test(lead[0]!)); i--) {
    const w = lower(words[i]!);
    const short = lead.length === 0 || (countSyllables(w) < 4 && !/(?:ed|en)$/.test(w));
    // Two sites joined ("head and neck cancer", "lung or breast cancer") are kept together: one alone is another disease.
    const other = i > 0 ? lower(words[i - 1]!) : "";
    if (/^(?:and|or)$/.test(w) && lead.length === 1 && PLAIN_WORD.test(other) && !STOP.test(other)) {
      lead.unshift(other, w);
      break;
    }
    if (!PLAIN_WORD.test(w) || STOP.test(w)) break;
    // The organ a part belongs to is kept however long; a part left without its organ is dropped.
    if (!short && !PART.test(lead[0] ?? "")) break;
    lead.unshift(w);
  }
  if (PART.test(lead[0] ?? "")) lead.shift();
  // "prostate, uterine, cervical, rectal or vaginal cancer" cut to "rectal or vaginal cancer" names other people.
  if ((words[at - (named ? 1 : lead.length) - 1] ?? "").endsWith(",")) return null;
  return `people with ${[...lead, word.toLowerCase()].join(" ")}`;
}
