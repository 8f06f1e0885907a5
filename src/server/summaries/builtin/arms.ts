import type { Sentence } from "./sections";

export type Arm = {
  name: string;
  /** Lower-case words that name this arm and no other, to find it in a result sentence. */
  keys: string[];
};

const LEAD = /^(?:to\s+)?(?:(?:be\s+)?(?:treated|treatment)\s+with\s+|receive\s+|receiving\s+|undergo\s+|either\s+|the\s+|an?\s+|a\s+|group\s+[a-z]\s*:?\s*)+/i;
// An arm name ends where doses, schedules, numbers or the rest of the sentence begin.
const END = /\s*(?:[(\[;,:.]|\s\d|\bin combination\b|\bin (?:patients|women|men|children|the|a|an|combination)\b|\bfor\b|\bevery\b|\bdaily\b|\bonce\b|\btwice\b|\bgiven\b|\badministered\b|\bat a dose\b|\bas (?:first|second|adjuvant|neoadjuvant|maintenance)\b|\bamong\b|\bafter\b(?!\s+surgery)|\bbefore\b|\bduring\b|\bon days?\b|\bfollowed by\b|\buntil\b|\bin\b).*$/i;
const GENERIC = /^(?:patients?|groups?|arms?|two|one|treatment|therapy|them|it|this|these|each|both|either|receive|study|number|true|false)$/i;
const STOP = new Set(["the", "and", "plus", "with", "without", "alone", "oral", "standard", "group", "arm", "therapy", "treatment", "dose", "high", "low", "versus", "of", "or", "to", "in", "care", "usual"]);

// Words that show the match ran past an arm name into the sentence around it.
const JUNK = /\b(?:were|was|are|is|be|these|this|that|had|has|have|using|analys[ie]s|analy[sz]ed|effectiveness|between|comparing|compared|trial|study|randomi\w*|phase|evaluated|complete|give|improve|patients?|participants|cancers?|carcinomas?|whether|favou?rable|outcomes?|determine|estimate|more|than|minimi[sz]e|ordering|n\s*=)\b|[~=<>]/i;
// Case-sensitive for articles, so "drug A" keeps its letter.
const DANGLING = /\s+(?:[Aa]nd|[Oo]r|[Oo]f|[Ww]ith|[Bb]y|[Tt]o|[Pp]lus|[Aa]s|the|a|an|[Vv]ersus|vs\.?|[Ww]ithout|[Ee]ither|[Gg]roups?|[Aa]rms?)$/;
const COUNTED = /^(?:(?:one|two|three|four|five|six|eight|ten|twelve|\d+)\s+)?(?:cycles?|doses?|courses?|groups?|arms?|sessions?)$/i;

function cleanArm(raw: string): string | undefined {
  let name = raw.replace(LEAD, "").replace(END, "").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) name = name.replace(DANGLING, "").replace(/[\s,;:]+$/, "");
  const words = name.split(" ");
  if (!name || words.length > 6 || !/^[A-Za-z]/.test(name) || /-$/.test(name) || GENERIC.test(name) || COUNTED.test(name) || JUNK.test(name)) return undefined;
  // Bare abbreviations ("GV vs GP") mean nothing to a reader without their definitions.
  if (/^[A-Z]{2,4}$/.test(name)) return undefined;
  return name;
}

function withKeys(names: string[]): Arm[] {
  // Hyphenated names count whole ("s-1") and by part ("xeliri").
  const wordsOf = (n: string) =>
    n.toLowerCase().split(/[\s/+]+/).flatMap((w) => (w.includes("-") ? [w, ...w.split("-")] : [w])).filter((w) => w.length >= 3 && !STOP.has(w));
  return names.map((name, i) => {
    const others = new Set(names.flatMap((n, j) => (j === i ? [] : wordsOf(n))));
    return { name, keys: wordsOf(name).filter((w) => !others.has(w)) };
  });
}

const RANDOMISED_TO = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated)|assigned|allocated)\b(?:\s*\([^)]*\))?(?:\s+(?:in\s+an?\s+)?(?:\d+\s*[:∶]\s*\d+|[a-z]+-to-[a-z]+)(?:\s+ratio)?)?\s+(?:to|into|between|in)\s*:?\s+(.+?)\s+(?:or|versus|vs\.?|and)\s+(?:to\s+)?(.+)$/i;
const TITLE_VS = /(?:^|\bof\b|\bcomparing\b|\bbetween\b|:|\bwith\b)\s*([^:]+?)\s+(?:versus|vs\.?|compared (?:with|to))\s+(.+)$/i;
const COMPARED = /\bcompar(?:ed|ing)\s+(.+?)\s+(?:with|to|versus|vs\.?|and)\s+(.+)$/i;

function pair(match: RegExpMatchArray | null): [string, string] | undefined {
  if (!match) return undefined;
  // The left arm starts after the last clause break or "of"/"comparing" before it.
  const left = match[1]!.replace(/\([^)]*\)/g, "").split(/,\s*|\b(?:of|comparing|between)\s+|:\s*/i).pop()!;
  const a = cleanArm(left);
  const b = cleanArm(match[2]!);
  return a && b && a.toLowerCase() !== b.toLowerCase() ? [a, b] : undefined;
}

/** "Gemcitabine Plus Placebo" in a title-cased title reads "gemcitabine plus placebo"; acronyms stay. */
function sentenceCase(title: string): string {
  const words = title.split(/\s+/);
  const capitalised = words.filter((w) => /^[A-Z][a-z]/.test(w)).length;
  return capitalised > words.length / 2 ? title.replace(/\b([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => a.toLowerCase() + b) : title;
}

/** The two arms compared, from the randomisation sentence, else the title, else a "compared X with Y". */
export function findArms(title: string, sentences: Sentence[]): Arm[] {
  const methods = sentences.filter((s) => s.role === "methods" || s.role === "objective" || s.role === "other");
  for (const s of methods) {
    const found = pair(s.text.match(RANDOMISED_TO));
    if (found) return withKeys(found);
  }
  const fromTitle = pair(sentenceCase(title).replace(/\.$/, "").match(TITLE_VS));
  if (fromTitle) return withKeys(fromTitle);
  for (const s of [...methods, ...sentences.filter((x) => x.role === "background")]) {
    const found = pair(s.text.match(COMPARED));
    if (found) return withKeys(found);
  }
  return [];
}

/** The treatment of a single-arm study: "treated with X", "received X". */
export function findSingleTreatment(title: string, sentences: Sentence[]): string | undefined {
  for (const text of [sentenceCase(title), ...sentences.map((s) => s.text)]) {
    const m = text.match(/\b(?:treated with|received|receiving|treatment with|study of|trial of)\s+(.+)$/i);
    const name = m && cleanArm(m[1]!);
    if (name) return name;
  }
  return undefined;
}
