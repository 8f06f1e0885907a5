import type { Direction, FactSheet, Span, StudyType } from "../../../shared/fact-sheet";

export interface FactRow {
  key: string;
  label: string;
  text: string;
  evidence: Span[];
  /** A caveat shown under the text ("Not stated as primary in the abstract"). */
  note?: string;
  /** The primary result's direction, shown as a badge. */
  direction?: Direction;
  /** Further lines: each group's figure, the effect measures. */
  details?: string[];
}

export const STUDY_TYPE_WORDS: Record<StudyType, string> = {
  "randomised-trial": "Randomised trial",
  protocol: "Trial protocol",
  "secondary-analysis": "Secondary analysis of a trial",
  "non-randomised-trial": "Non-randomised trial",
  observational: "Observational study",
  review: "Review",
  other: "Other study type",
};

export const DIRECTION_WORDS: Record<Direction, string> = {
  "favours-intervention": "Favours intervention",
  "favours-control": "Favours control",
  "no-significant-difference": "No significant difference",
  "non-inferior": "Non-inferior",
  "not-reported": "Not reported",
  "not-applicable": "Not applicable",
};

function designText(facts: FactSheet): string {
  const parts = [STUDY_TYPE_WORDS[facts.studyType]];
  if (facts.phase) parts.push(`phase ${facts.phase}`);
  // The study type already says it for these two.
  if (facts.studyType !== "randomised-trial" && facts.studyType !== "non-randomised-trial") {
    if (facts.randomised === true) parts.push("randomised");
    if (facts.randomised === false) parts.push("not randomised");
  }
  return parts.join(", ");
}

function participantsRow(facts: FactSheet): FactRow | null {
  const n = facts.participants.randomised;
  const count = n === null ? null : `${n.toLocaleString("en-US")} randomised`;
  const text = [facts.population?.text, count].filter(Boolean).join("; ");
  if (!text) return null;
  return {
    key: "participants",
    label: "Participants",
    text,
    evidence: [...(facts.population?.evidence ?? []), ...(count ? facts.participants.evidence : [])],
  };
}

function armsRow(facts: FactSheet): FactRow | null {
  if (facts.arms.length === 0) return null;
  const names = (role: "intervention" | "control") => facts.arms.filter((a) => a.role === role).map((a) => a.name);
  const text = [names("intervention").join(" or "), names("control").join(" or ")].filter(Boolean).join(" vs ");
  return { key: "arms", label: "Arms", text, evidence: facts.arms.flatMap((a) => a.evidence) };
}

const pValue = (p: string) => (/^p/i.test(p) ? p : /^[<>=≤≥]/.test(p) ? `p ${p}` : `p = ${p}`);

/** Where each registration id is written in the title or abstract (the sheet gives it no span of its own). */
function registrationSpans(ids: string[], source?: { title: string; abstract: string }): Span[] {
  if (!source) return [];
  const spans: Span[] = [];
  for (const id of ids) {
    const inAbstract = source.abstract.indexOf(id);
    if (inAbstract >= 0) spans.push({ start: inAbstract, end: inAbstract + id.length });
    else {
      const inTitle = source.title.indexOf(id);
      if (inTitle >= 0) spans.push({ field: "title", start: inTitle, end: inTitle + id.length });
    }
  }
  return spans;
}

function resultRow(facts: FactSheet): FactRow {
  const result = facts.primaryResult;
  const details: string[] = [];
  for (const g of result.byArm ?? []) {
    const arm = facts.arms[g.arm];
    if (arm) details.push(`${arm.name}: ${g.measure} ${g.value}`);
  }
  for (const e of result.effects) {
    const extras = [e.ci && `95% CI ${e.ci}`, e.p && pValue(e.p)].filter(Boolean);
    details.push(`${e.measure} ${e.value}${extras.length ? ` (${extras.join("; ")})` : ""}`);
  }
  const evidence = [...result.evidence, ...(result.byArm ?? []).flatMap((g) => g.evidence)];
  return {
    key: "result",
    label: "Result",
    text: result.text ?? "",
    evidence,
    direction: result.direction,
    ...(details.length ? { details } : {}),
  };
}

/** The fact sheet's rows in reading order; a row whose fact is missing is left out. */
export function factRows(facts: FactSheet, source?: { title: string; abstract: string }): FactRow[] {
  const rows: Array<FactRow | null> = [
    { key: "design", label: "Design", text: designText(facts), evidence: [] },
    participantsRow(facts),
    armsRow(facts),
    facts.primaryEndpoint && {
      key: "endpoint",
      label: "Primary endpoint",
      text: facts.primaryEndpoint.text,
      evidence: facts.primaryEndpoint.evidence,
      ...(facts.primaryEndpoint.stated ? {} : { note: "Not stated as primary in the abstract" }),
    },
    resultRow(facts),
    facts.harms && { key: "harms", label: "Harms", text: facts.harms.text, evidence: facts.harms.evidence },
    facts.registrations.length > 0
      ? {
          key: "registration",
          label: "Registration",
          text: facts.registrations.join(", "),
          evidence: registrationSpans(facts.registrations, source),
        }
      : null,
  ];
  return rows.filter((row): row is FactRow => row !== null && row !== undefined);
}

/** "Not read with confidence from the abstract: the number randomised." for each fact the server could not verify. */
export const unclearNotes = (facts: FactSheet): string[] =>
  (facts.unclear ?? [])
    .filter((u) => u.trim() !== "")
    .map((u) => `Not read with confidence from the abstract: ${u.trim().replace(/\.$/, "")}.`);
