import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";

// A capitalised word with no other capital ("Gemcitabine", "Dose-Dense"); acronyms and mixed case (GM-CSF) are left alone.
const CAPITALISED = /^[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*$/;
// Capitalised words in a row, one space apart: "Health Belief Model" is one name.
const RUN = /(?<![\p{L}\p{N}-])[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*(?: [A-Z][a-z]+(?:-[A-Za-z][a-z]+)*)*(?![\p{L}\p{N}-])/gu;
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** A title set in Title Case: most of its long words after the first open with a capital. */
export function isTitleCase(title: string): boolean {
  const long = (title.match(WORD) ?? []).slice(1).filter((w) => w.length >= 4 && /^\p{L}/u.test(w));
  const capitals = long.filter((w) => /^\p{Lu}/u.test(w)).length;
  return long.length >= 3 && capitals >= 0.7 * long.length;
}

/** Words the abstract writes in lower case, and words it capitalises where no sentence or heading starts (names). */
function abstractCasing(abstract: string): { lower: Set<string>; named: Set<string> } {
  const lower = new Set<string>();
  const named = new Set<string>();
  for (const m of abstract.matchAll(WORD)) {
    const w = m[0];
    if (w === w.toLowerCase()) lower.add(w);
    else if (CAPITALISED.test(w) && !opensSentence(abstract, m.index)) named.add(w.toLowerCase());
  }
  return { lower, named };
}

/** The word at `at` opens a sentence or a section: only spaces between it and the start or a stop. */
function opensSentence(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\n")) i--;
  return i < 0 || /[.!?:]/.test(text[i]!);
}

/**
 * Arm names lifted from a Title Case title read as ordinary words ("gemcitabine plus placebo"); a run of capitalised
 * words stays as written only when the abstract capitalises one of them mid-sentence and never in lower case (a name).
 */
export function armsInOrdinaryCase(sheet: FactSheet, source: SourceText): FactSheet {
  const fromTitle = sheet.arms.some((a) => a.evidence.some((e) => e.field === "title"));
  if (fromTitle && isAllCaps(source.title)) return armsInAbstractCase(sheet, source);
  if (!fromTitle || !isTitleCase(source.title)) return sheet;
  const { lower, named } = abstractCasing(source.abstract);
  const isName = (w: string) => named.has(w.toLowerCase()) && !lower.has(w.toLowerCase());
  const plain = (name: string) => name.replace(RUN, (run) => (run.split(" ").some(isName) ? run : run.toLowerCase()));
  const arms = sheet.arms.map((a) => (a.evidence.some((e) => e.field === "title") ? { ...a, name: plain(a.name) } : a));
  return { ...sheet, arms };
}

/** A title in capitals throughout ("RANDOMIZED TRIAL OF CYCLOPHOSPHAMIDE PLUS CISPLATIN"). */
const isAllCaps = (title: string) => {
  const long = (title.match(WORD) ?? []).filter((w) => w.length >= 4 && /^\p{L}/u.test(w));
  return long.length >= 3 && long.every((w) => w === w.toUpperCase());
};

/** Words of an arm lifted from a capitals title, each as the abstract writes it in lower case; acronyms (CP) stay. */
function armsInAbstractCase(sheet: FactSheet, source: SourceText): FactSheet {
  const { lower } = abstractCasing(source.abstract);
  const plain = (name: string) => name.replace(WORD, (w) => (lower.has(w.toLowerCase()) ? w.toLowerCase() : w));
  const arms = sheet.arms.map((a) => (a.evidence.some((e) => e.field === "title") ? { ...a, name: plain(a.name) } : a));
  return { ...sheet, arms };
}
