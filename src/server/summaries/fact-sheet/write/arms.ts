import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";

/**
 * The arms by role: the tested ones, and the comparator (absent in a head-to-head trial with no standard arm). Two
 * comparators ("A alone", "B alone" against "A plus B") are no one comparator: the arms are then named side by side,
 * none called the one the others beat, rather than a comparator listed among the tested arms.
 */
export function armsByRole(sheet: FactSheet): { tested: ArmFact[]; control: ArmFact | undefined } {
  const controls = sheet.arms.filter((a) => a.role === "control");
  if (controls.length !== 1) return { tested: sheet.arms, control: undefined };
  return { tested: sheet.arms.filter((a) => a !== controls[0]), control: controls[0] };
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

// A name that is a group rather than a treatment ("experimental group", "arm A").
// "control group without GCI" is a group too: what it went without follows the word "group".
const GROUP_NAME =
  /\b(?:groups?|arms?|cohorts?)(?:\s(?:without|with no|receiving no)\s.{1,60})?$|^(?:arm|group) [A-Z0-9]$/i;

/** An arm as patient text names it: the treatment, or a group as a group ("the control group"). */
export function armWords(name: string): string {
  const words = plainName(name).replace(/^the\s+/i, "");
  // "arm B" is a name already; "control group" needs its article.
  return GROUP_NAME.test(words) && !/^(?:arm|group) [A-Z0-9]$/i.test(words) ? `the ${words}` : words;
}

/** "people who got zelmoratinib and X", or "people in the control group" when the arms are named as groups. */
export function peopleOf(arms: ArmFact[]): string {
  const names = listWords(arms.map((a) => armWords(a.name)));
  return arms.every((a) => GROUP_NAME.test(plainName(a.name).replace(/^the\s+/i, "")))
    ? `people in ${names}`
    : `people who got ${names}`;
}
