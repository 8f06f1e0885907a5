import type { FactSheet } from "../../../shared/fact-sheet";

export interface StudyBadge {
  key: string;
  label: string;
  /** One line saying why the badge is shown. */
  reason: string;
}

/** The warnings a reader should see before the summary, from the sheet's verified flags. */
export function studyBadges(facts: FactSheet): StudyBadge[] {
  const flags = new Set(facts.flags);
  const badges: StudyBadge[] = [];
  if (flags.has("retracted")) {
    badges.push({
      key: "retracted",
      label: "Retracted",
      reason: "This paper has been retracted; its results should not be relied on.",
    });
  }
  if (flags.has("not-randomised")) {
    badges.push({
      key: "not-randomised",
      label: "Not a randomised trial",
      reason:
        "The abstract does not say people were assigned to treatments by chance, so group differences may have other causes.",
    });
  }
  if (flags.has("protocol")) {
    badges.push({
      key: "protocol",
      label: "Protocol: no results yet",
      reason: "This paper describes a planned or ongoing trial; it reports no results.",
    });
  }
  // The server sets the flag only for an endpoint the abstract calls primary whose comparison was not significant
  // (or went the other way); the direction alone may be of an outcome the reader guessed as central.
  if (flags.has("primary-not-met")) {
    badges.push({
      key: "primary-not-met",
      label: "Primary endpoint not met",
      reason: "The main outcome the trial was designed to test was not significantly better with the intervention.",
    });
  }
  if (flags.has("spin")) {
    badges.push({
      key: "spin",
      label: "Conclusion goes beyond the primary result",
      reason:
        "The conclusion favours the intervention although the primary result was not significant, or rests on a secondary or subgroup result.",
    });
  }
  return badges;
}
