import type { FactSheet, SourceText, Span } from "../../../shared/fact-sheet";
import { quoteLocator } from "../fact-sheet/locate-quote";
import type { QuotedSheet } from "./sheet-schema";

const short = (q: string) => (q.length > 80 ? `${q.slice(0, 77)}...` : q);

/**
 * The model's sheet with each quote turned into a span of the source. A quote that cannot be found is dropped and
 * named in `problems`; a fact left with no quote is then dropped by the verifier.
 */
export function sheetFromQuotes(quoted: QuotedSheet, source: SourceText): { sheet: FactSheet; problems: string[] } {
  const locate = quoteLocator(source);
  const problems: string[] = [];
  const spans = (label: string, quotes: string[]): Span[] =>
    quotes.flatMap((quote) => {
      const span = locate(quote);
      if (!span) problems.push(`${label}: the quote "${short(quote)}" is not in the abstract or title`);
      return span ? [span] : [];
    });
  const fact = <T extends { text: string; quotes: string[] }>(label: string, f: T | null) => {
    if (!f) return null;
    const { quotes, ...rest } = f;
    return { ...rest, evidence: spans(label, quotes) };
  };
  const result = quoted.primaryResult;
  return {
    sheet: {
      studyType: quoted.studyType,
      randomised: quoted.randomised,
      phase: quoted.phase,
      population: fact("population", quoted.population),
      participants: {
        randomised: quoted.participants.randomised,
        evidence: spans("participants", quoted.participants.quotes),
      },
      arms: quoted.arms.map((a, i) => ({
        role: a.role,
        name: a.name,
        evidence: spans(`arms[${i}] ("${a.name}")`, a.quotes),
      })),
      primaryEndpoint: fact("primaryEndpoint", quoted.primaryEndpoint),
      primaryResult: {
        direction: result.direction,
        text: result.text,
        evidence: spans("primaryResult", result.quotes),
        effects: result.effects,
        byArm: result.byArm.map((b, i) => ({
          arm: b.arm,
          measure: b.measure,
          value: b.value,
          evidence: spans(`primaryResult.byArm[${i}]`, b.quotes),
        })),
      },
      harms: fact("harms", quoted.harms),
      conclusion: fact("conclusion", quoted.conclusion),
      flags: [],
      registrations: quoted.registrations,
    },
    problems,
  };
}
