import { outcomeGoodness } from "./polarity";

/** One arm's figure of the result ("20%", "8.1 months"), with the arm's role. */
export type ArmFigure = { role: string | undefined; value: string };

const NUMBER_UNIT = /^(\d+(?:[.·]\d+)?)\s?(%|[a-z]+)?$/i;
const read = (value: string) => {
  const m = value.trim().match(NUMBER_UNIT);
  return m ? { n: Number(m[1]!.replace("·", ".")), unit: (m[2] ?? "").toLowerCase() } : null;
};

/**
 * Which side a significant result favours by its figures: the first figure of each side, in one unit, and whether more
 * of the outcome is good ("response 20% with A and 38% with B" favours B). undefined when they do not say.
 */
export function figureSide(figures: ArmFigure[], outcome: string[]): "intervention" | "control" | undefined {
  const first = (role: string) => figures.find((f) => f.role === role);
  const [i, c] = [first("intervention"), first("control")].map((f) => (f ? read(f.value) : null));
  if (!i || !c || i.unit !== c.unit || i.n === c.n) return undefined;
  const goodness = outcome.reduce((g, text) => g || outcomeGoodness(text), 0);
  if (goodness === 0) return undefined;
  return i.n > c.n === goodness > 0 ? "intervention" : "control";
}
