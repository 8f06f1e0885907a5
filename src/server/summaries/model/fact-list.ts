import type { FactSheet, SourceText, Span } from "../../../shared/fact-sheet";
import { spanText } from "../../../shared/fact-sheet";
import { findRandomAllocation } from "../fact-sheet/verify-design";

/** One citable fact of a verified sheet, as step 2 sees it. */
export type ListedFact = { id: string; about: string; text: string; evidence: Span[] };

const DIRECTION_WORDS: Record<FactSheet["primaryResult"]["direction"], string> = {
  "favours-intervention": "significantly favours the intervention",
  "favours-control": "significantly favours the control",
  "no-significant-difference": "no significant difference between the groups",
  "non-inferior": "shown non-inferior",
  "not-reported": "direction not reported",
  "not-applicable": "no comparison between groups",
};

/** Where the source names the phase ("phase III"), as a span. */
function phaseSpan(source: SourceText): Span | undefined {
  for (const field of ["abstract", "title"] as const) {
    const m = /\bphase\s*(?:[1-4]|I{1,3}V?|IV)(?:\s*[/-]\s*(?:[1-4]|I{1,3}))?\b/i.exec(source[field]);
    if (m) return { field, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** The verified sheet as a numbered list of facts, each with the spans it rests on; facts without spans are left out. */
export function listFacts(sheet: FactSheet, source: SourceText): ListedFact[] {
  const out: Omit<ListedFact, "id">[] = [];
  const add = (about: string, text: string, evidence: Span[]) =>
    void (evidence.length > 0 && out.push({ about, text, evidence }));
  const design = [findRandomAllocation(source), phaseSpan(source)].filter((s): s is Span => !!s);
  const designText = [sheet.studyType, sheet.randomised ? "randomised" : "", sheet.phase ? `phase ${sheet.phase}` : ""]
    .filter(Boolean)
    .join(", ");
  add("design", designText, sheet.randomised || sheet.phase ? design : []);
  if (sheet.population) add("who took part", sheet.population.text, sheet.population.evidence);
  if (sheet.participants.randomised !== null)
    add("number randomised", `${sheet.participants.randomised} randomised`, sheet.participants.evidence);
  sheet.arms.forEach((arm) => add(`${arm.role} arm`, arm.name, arm.evidence));
  if (sheet.primaryEndpoint) {
    add(
      `primary endpoint${sheet.primaryEndpoint.stated ? "" : " (not called primary by the abstract)"}`,
      sheet.primaryEndpoint.text,
      sheet.primaryEndpoint.evidence,
    );
  }
  const r = sheet.primaryResult;
  const effects = r.effects
    .map((e) => [e.measure, e.value, e.ci && `95% CI ${e.ci}`, e.p].filter(Boolean).join(" "))
    .join("; ");
  add(`primary result: ${DIRECTION_WORDS[r.direction]}`, [r.text, effects].filter(Boolean).join(" | "), r.evidence);
  for (const b of r.byArm ?? [])
    add(`primary result in the ${sheet.arms[b.arm]?.name ?? "?"} arm`, `${b.measure} ${b.value}`, b.evidence);
  if (sheet.harms) add("harms", sheet.harms.text, sheet.harms.evidence);
  if (sheet.conclusion) {
    const leaning =
      sheet.conclusion.positive === true
        ? "favours the intervention"
        : sheet.conclusion.positive === false
          ? "does not favour it"
          : "neutral";
    add(`authors' conclusion (${leaning})`, sheet.conclusion.text, sheet.conclusion.evidence);
  }
  return out.map((f, i) => ({ id: `F${i + 1}`, ...f }));
}

/** The facts as the model reads them: id, what it is about, the fact, and the source words it rests on. */
export function factsForPrompt(facts: ListedFact[], source: SourceText) {
  return facts.map((f) => ({
    id: f.id,
    about: f.about,
    fact: f.text,
    source: f.evidence.map((s) => spanText(source, s).slice(0, 600)),
  }));
}
