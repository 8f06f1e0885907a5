import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";

/** The arms by role: the tested ones, and the comparator (absent in a head-to-head trial with no standard arm). */
export function armsByRole(sheet: FactSheet): { tested: ArmFact[]; control: ArmFact | undefined } {
  const control = sheet.arms.find((a) => a.role === "control");
  return { tested: sheet.arms.filter((a) => a !== control), control };
}

/** "A, B and C" */
export function listWords(items: string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

export const hasPlacebo = (sheet: FactSheet) => sheet.arms.some((a) => /\bplacebo\b/i.test(a.name));

/** Words of a title set in Title Case ("Gemcitabine Plus Placebo") as running text; acronyms (GM-CSF) stay. */
export function plainName(name: string): string {
  const long = name.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w));
  // Only a phrase whose every long word is capitalised is Title Case; elsewhere a capital is a proper name (Milan).
  const titleCase = long.length >= 2 && long.every((w) => /^[A-Z]/.test(w));
  return titleCase ? name.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase()) : name;
}
