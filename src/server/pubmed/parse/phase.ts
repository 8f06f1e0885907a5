const ROMAN: Record<string, string> = { i: "1", ii: "2", iii: "3", iv: "4" };
const PHASE_TYPE = /^clinical trial, phase (i{1,3}|iv)$/i;
const PART = "(iv|i{1,3}|[1-4])([ab])?";
const PHASE_TEXT = new RegExp(String.raw`\bphase[\s-]*${PART}(?:\s*(?:/|-|–|and|or|to)\s*${PART})?\b`, "gi");
// "the acute phase 2 of ..." is not a trial phase: a trial word must follow in the same sentence.
const TRIAL_WORD =
  /trial|stud(?:y|ies)|randomi[sz]|open[- ]label|double[- ]blind|dose[- ]escalation|single[- ]arm|multicent/i;
// Drug metabolism has phases too: "phase II enzymes were measured in this study" is no phase II study.
const METABOLISM = /^\W*(?:enzym|metaboli|reaction|conjugat|detoxif|biotransform|oxidation)/i;

function arabic(numeral: string): string {
  return ROMAN[numeral.toLowerCase()] ?? numeral;
}

/** "Clinical Trial, Phase III" → "Phase 3"; two phase types → "Phase 2/3". */
export function phaseFromTypes(publicationTypes: string[]): string | undefined {
  const phases = new Set<string>();
  for (const type of publicationTypes) {
    const match = PHASE_TYPE.exec(type.trim());
    if (match) phases.add(arabic(match[1]!));
  }
  if (phases.size === 0) return undefined;
  return `Phase ${[...phases].sort().join("/")}`;
}

/** The first trial phase written in a text: "phase III trial" → "Phase 3", "phase II/III" → "Phase 2/3", "phase Ib" → "Phase 1b". */
export function phaseFromText(text: string): string | undefined {
  for (const match of text.matchAll(PHASE_TEXT)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80).split(/\.\s/)[0]!;
    if (!TRIAL_WORD.test(after) || METABOLISM.test(after)) continue;
    const [, first, firstSub, second, secondSub] = match;
    const start = arabic(first!) + (firstSub ?? "").toLowerCase();
    const end = second ? `/${arabic(second)}${(secondSub ?? "").toLowerCase()}` : "";
    return `Phase ${start}${end}`;
  }
  return undefined;
}

/** Publication types first, then the texts in order (title, abstract). */
export function phaseOf(publicationTypes: string[], texts: string[]): string | undefined {
  const fromType = phaseFromTypes(publicationTypes);
  if (fromType) return fromType;
  for (const text of texts) {
    const found = phaseFromText(text);
    if (found) return found;
  }
  return undefined;
}
