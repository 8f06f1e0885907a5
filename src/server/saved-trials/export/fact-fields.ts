import type { Direction, FactSheet, StudyType } from "../../../shared/fact-sheet";

const DESIGN: Record<StudyType, string> = {
  "randomised-trial": "Randomised trial",
  protocol: "Trial protocol (no results)",
  "secondary-analysis": "Secondary analysis of a trial",
  "non-randomised-trial": "Non-randomised trial",
  observational: "Observational study",
  review: "Review",
  other: "Other study",
};

const RESULT: Record<Direction, string> = {
  "favours-intervention": "Favours the intervention",
  "favours-control": "Favours the control",
  "no-significant-difference": "No significant difference",
  "non-inferior": "Non-inferior",
  "not-reported": "Not reported",
  "not-applicable": "Not applicable",
};

export type FactFields = {
  design: string;
  participants: string;
  arms: string;
  primaryEndpoint: string;
  primaryResult: string;
};

/** The verified facts a reference manager or spreadsheet keeps beside a saved trial; empty strings when none. */
export function factFields(facts: FactSheet | null | undefined): FactFields {
  if (!facts) return { design: "", participants: "", arms: "", primaryEndpoint: "", primaryResult: "" };
  const effects = facts.primaryResult.effects
    .map((e) => [`${e.measure} ${e.value}`, e.ci && `95% CI ${e.ci}`, e.p && `p ${e.p}`].filter(Boolean).join(", "))
    .join("; ");
  return {
    design: [DESIGN[facts.studyType], facts.phase && `phase ${facts.phase}`].filter(Boolean).join(", "),
    participants: facts.participants.randomised === null ? "" : String(facts.participants.randomised),
    arms: facts.arms.map((a) => `${a.name} (${a.role})`).join(" vs "),
    primaryEndpoint: facts.primaryEndpoint
      ? `${facts.primaryEndpoint.text}${facts.primaryEndpoint.stated ? "" : " (not stated as primary)"}`
      : "",
    primaryResult: `${RESULT[facts.primaryResult.direction]}${effects ? `: ${effects}` : ""}`,
  };
}
