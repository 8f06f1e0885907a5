import { spanText, type FactSheet, type SourceText, type Span } from "../../src/shared/fact-sheet";

const inRange = (source: SourceText, s: Span) => {
  const text = s.field === "title" ? source.title : source.abstract;
  return (
    Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end <= text.length && s.end > s.start
  );
};

// Numbers as a fact states them; each must occur in the words its evidence points at.
const NUMBERS = /\d+(?:[.,·]\d+)*/g;

/** What is wrong with a sheet's spans: out of range, empty, or a fact number missing from its evidence. */
export function spanProblems(sheet: FactSheet, source: SourceText): string[] {
  const problems: string[] = [];
  const check = (what: string, text: string | null | undefined, evidence: Span[]) => {
    for (const s of evidence)
      if (!inRange(source, s))
        problems.push(`${what}: span ${s.field ?? "abstract"} ${s.start}-${s.end} out of range or empty`);
    if (!text) return;
    const quoted = evidence
      .filter((s) => inRange(source, s))
      .map((s) => spanText(source, s))
      .join(" ");
    for (const n of text.match(NUMBERS) ?? [])
      if (!quoted.includes(n)) problems.push(`${what}: ${n} not in its evidence`);
  };
  check("population", sheet.population?.text, sheet.population?.evidence ?? []);
  check("participants", null, sheet.participants.evidence);
  if (sheet.participants.randomised !== null && sheet.participants.evidence.length === 0)
    problems.push("participants: no evidence");
  sheet.arms.forEach((a, i) => check(`arm ${i + 1}`, a.name, a.evidence));
  check("primary endpoint", sheet.primaryEndpoint?.text, sheet.primaryEndpoint?.evidence ?? []);
  const effects = sheet.primaryResult.effects.map((e) => [e.value, e.ci ?? "", e.p ?? ""].join(" ")).join(" ");
  check("primary result", effects, sheet.primaryResult.evidence);
  for (const [i, b] of (sheet.primaryResult.byArm ?? []).entries())
    check(`figure ${i + 1} by arm`, b.value, b.evidence);
  check("harms", sheet.harms?.text, sheet.harms?.evidence ?? []);
  check("conclusion", sheet.conclusion?.text, sheet.conclusion?.evidence ?? []);
  return problems;
}
