import type { FactSheet } from "../../../../shared/fact-sheet";

// "perioperative FOLFOXIRI (PERIMAX)": an arm named for the trial it belongs to, when an abstract reports several.
const TRIAL_TAG = /\s\(([A-Z][A-Z0-9-]{3,15})\)$/;

/** "PERIMAX: A vs B; CHARTA: C vs D": arms of several trials set side by side within their own trial only (arms no trial is named for, together); undefined for one trial. */
export function armsByTrial(sheet: FactSheet): string | undefined {
  const tags = sheet.arms.map((a) => a.name.match(TRIAL_TAG)?.[1] ?? "");
  const trials = [...new Set(tags)];
  // "drug T plus chemotherapy (TAM-CT)" against "Hickman arm": a short form on one arm names that arm, not a trial of two.
  if (trials.length < 2 || !trials.some((t) => t && tags.filter((x) => x === t).length >= 2)) return undefined;
  return trials
    .map((t) => {
      const names = sheet.arms.filter((_, i) => tags[i] === t).map((a) => a.name.replace(TRIAL_TAG, ""));
      return t ? `${t}: ${names.join(" vs ")}` : names.join(" vs ");
    })
    .join("; ");
}
