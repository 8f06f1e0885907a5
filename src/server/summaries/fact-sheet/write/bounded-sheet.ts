import type { FactSheet } from "../../../../shared/fact-sheet";

/**
 * The sheet with every text cut to a length no real fact reaches, so nothing the writer does (or the readability
 * and number checks it calls) grows with a runaway text. Spans are untouched: a clipped text's words are still there.
 */
const FACT_CHARS = 600;
const NAME_CHARS = 200;
const FIGURE_CHARS = 100;

/** Cut at the last space before the limit, marked with an ellipsis; short texts come back as they are. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return `${text.slice(0, space > max / 2 ? space : max)}…`;
}

const fact = <T extends { text: string }>(f: T | null): T | null =>
  f ? { ...f, text: clip(f.text, FACT_CHARS) } : null;

export function boundedSheet(sheet: FactSheet): FactSheet {
  const result = sheet.primaryResult;
  return {
    ...sheet,
    population: fact(sheet.population),
    arms: sheet.arms.map((a) => ({ ...a, name: clip(a.name, NAME_CHARS) })),
    primaryEndpoint: fact(sheet.primaryEndpoint),
    primaryResult: {
      ...result,
      text: result.text === null ? null : clip(result.text, FACT_CHARS),
      effects: result.effects.map((e) => ({
        measure: clip(e.measure, FIGURE_CHARS),
        value: clip(e.value, FIGURE_CHARS),
        ...(e.ci === undefined ? {} : { ci: clip(e.ci, FIGURE_CHARS) }),
        ...(e.p === undefined ? {} : { p: clip(e.p, FIGURE_CHARS) }),
      })),
      ...(result.byArm
        ? {
            byArm: result.byArm.map((b) => ({
              ...b,
              measure: clip(b.measure, FIGURE_CHARS),
              value: clip(b.value, FIGURE_CHARS),
            })),
          }
        : {}),
    },
    harms: fact(sheet.harms),
    conclusion: fact(sheet.conclusion),
    registrations: sheet.registrations.map((r) => clip(r, FIGURE_CHARS)),
    ...(sheet.unclear ? { unclear: sheet.unclear.map((u) => clip(u, NAME_CHARS)) } : {}),
  };
}
