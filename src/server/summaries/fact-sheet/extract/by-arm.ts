import type { ArmFact, FactSheet, Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

type ByArm = NonNullable<FactSheet["primaryResult"]["byArm"]>;
type Figure = { index: number; text: string; value: string; unit?: string };

// A figure of a group: a share or a time, not a p value, an interval or an effect measure.
const NUMBER = /(\d+(?:[.·]\d+)?)(\s?(?:%|months?|weeks?|years?|days?)(?![\w-]))?/g;
// Just before a figure, these mean it is not a group's result ("95% CI 1.2 to 3.4", "P = 0.03", "at 12 months").
const NOT_GROUP = /(?:CI|interval|[Pp]\s?[<=>≤≥]|HR|OR|RR|ratio|to|–|-|±|range|\bat|after|within|of)\s?[:,]?\s?$/;
// "4.0 and 2.5 months": the first number takes the unit written after the second.
const SHARES_UNIT = /^\s?(?:and|or|vs\.?|versus)\s?$/i;
const STOP = /^(?:plus|with|and|alone|the|group|arm|of|in|for|to|or|a|an|on|by|at)$/;

function figuresIn(text: string): Figure[] {
  const all: Figure[] = [...text.matchAll(NUMBER)]
    .slice(0, 40)
    .map((m) => ({ index: m.index!, text: m[0], value: m[0], ...(m[2] ? { unit: m[2].trim() } : {}) }));
  const after = (f: Figure) => text.slice(f.index + f.text.length, f.index + f.text.length + 12);
  // "95% CI": a confidence level, whose "%" no number before it may borrow.
  const level = (f: Figure) => /^\s?(?:CI|confidence)/i.test(after(f));
  for (let i = all.length - 2; i >= 0; i--) {
    const [a, b] = [all[i]!, all[i + 1]!];
    if (!a.unit && b.unit && !level(b) && SHARES_UNIT.test(text.slice(a.index + a.text.length, b.index))) {
      a.unit = b.unit;
      a.value = b.unit === "%" ? `${a.text}%` : `${a.text} ${b.unit}`;
    }
  }
  return all.filter((f) => f.unit && !NOT_GROUP.test(text.slice(Math.max(0, f.index - 12), f.index)) && !level(f));
}

/** Whole words that name one arm and not the other; "control"/"placebo" name the control. */
function keysOf(arms: ArmFact[]): RegExp[] {
  return arms.map((a, i) => {
    const others = new Set(arms.filter((_, j) => j !== i).flatMap((o) => o.name.toLowerCase().split(/\s+/)));
    const words = a.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 2 && !others.has(w) && !STOP.test(w));
    // "chemotherapy alone" is told from "X plus chemotherapy" by "alone".
    if (a.role === "control")
      words.push("control", "placebo", ...(/\balone\b/i.test(a.name) && !others.has("alone") ? ["alone"] : []));
    const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return escaped.length ? new RegExp(`(?<![\\w-])(?:${escaped.join("|")})(?![\\w-])`, "gi") : /(?!)/g;
  });
}

/** Arms named in a text, in the order they appear (first mention of each). */
function armOrder(text: string, keys: RegExp[]): number[] {
  const firsts = keys.map((k, i) => ({ i, at: text.search(new RegExp(k.source, "i")) })).filter((x) => x.at >= 0);
  return firsts.sort((a, b) => a.at - b.at).map((x) => x.i);
}

// Between two arms' names: the word that compares them. Between two figures: a bare "vs".
const COMPARES = /\b(?:than|compared (?:with|to)|versus|vs\.?)\s/i;
const PAIR = /^\s?(?:%|months?|weeks?|years?|days?)?\s?(?:vs\.?|versus)\s?$/i;

/** "higher with A compared with B (25% versus 1%)": both arms named in the figures' own clause, a comparing word between. */
function comparedBefore(text: string, a: Figure, b: Figure, keys: RegExp[]): number[] | undefined {
  if (!PAIR.test(text.slice(a.index + a.text.length, b.index))) return undefined;
  const head = text.slice(Math.max(0, a.index - 200), a.index);
  const clause = head.slice(Math.max(head.lastIndexOf("; "), head.lastIndexOf(". ")) + 1);
  const order = armOrder(clause, keys);
  if (order.length !== 2) return undefined;
  const lower = clause.toLowerCase();
  const at = order.map((i) => lower.search(new RegExp(keys[i]!.source, "i")));
  return COMPARES.test(clause.slice(at[0], at[1])) &&
    !/[()]/.test(
      clause
        .slice(at[1]!)
        .replace(/\($/, "")
        .replace(/\(\s?(?:median|mean)\s?,?\s?$/i, ""),
    )
    ? order
    : undefined;
}

/**
 * Each group's figure in the primary result sentence, where the sentence ties it to its group: "61% in the A arm
 * and 43% in the B arm", "4.0 and 2.5 months for A and B, respectively", "longer with A (11.2 vs 8.4 months)".
 * Nothing when any figure's group is unclear: a number shown with the wrong group is worse than none.
 */
export function figuresByArm(s: SourceSentence, arms: ArmFact[]): ByArm {
  if (arms.length !== 2) return [];
  let figures = figuresIn(s.text);
  // "x% in A versus y% in B (p=...), and 3-year survival was ...": the first clause's pair only.
  if (
    figures.length > 2 &&
    /;|,\s(?:and|while|whereas|but)\s/.test(
      s.text.slice(figures[1]!.index + figures[1]!.text.length, figures[2]!.index),
    )
  )
    figures = figures.slice(0, 2);
  if (figures.length !== 2) return [];
  const keys = keysOf(arms);
  const measure = /\bmedian\b/i.test(s.text) ? "median" : figures[0]!.unit === "%" ? "rate" : "value";
  const out = (order: number[]) =>
    figures.map((f, k) => ({
      arm: order[k]!,
      measure,
      value: f.value,
      evidence: [partSpan(s, f.index, f.index + f.text.length)] as Span[],
    }));
  const [a, b] = figures as [Figure, Figure];
  const afterB = s.text.slice(b.index + b.text.length, b.index + b.text.length + 80);
  // "x and y ... for A and B(, respectively)": both arms named together after the figures give their order.
  const together = afterB.match(/^[^.;]{0,25}?\b(?:in|for|with|among)\s(?:the\s)?([^.;]{3,60}?)\s(?:arms|groups)\b/i);
  const respectively = /\brespectively\b/i.test(afterB);
  // "PFS was shorter with A than B (median 2.8 vs. 4.2 months)": the clause before the pair sets the arms against each other.
  const compared = comparedBefore(s.text, a, b, keys);
  if (together || respectively) {
    const order = armOrder(together ? together[1]! : afterB.slice(0, afterB.search(/\brespectively\b/i)), keys);
    return order.length === 2 ? out(order) : !together && compared ? out(compared) : [];
  }
  if (compared) return out(compared);
  // "61% (95% CI ...) in the A arm ... 43% in the B arm": each figure followed by its arm, past a bracketed interval.
  const named = (text: string) => armOrder(text, keys)[0];
  const place =
    /^\s?(?:\([^()]{0,100}\)\s?)?\)?\s?,?\s?(?:of (?:the )?(?:patients|participants|women|men|those)\s)?(?:in|with|for|among|on|receiving)\s/i;
  const afterOf = (f: Figure, limit: number) =>
    s.text.slice(f.index + f.text.length, Math.min(limit, f.index + f.text.length + 140));
  const aText = afterOf(a, b.index);
  const aPlace = aText.match(place);
  const bPlace = afterB.match(place);
  const firstAfter = aPlace ? named(aText.slice(aPlace[0].length, aPlace[0].length + 40)) : undefined;
  const secondAfter = bPlace ? named(afterB.slice(bPlace[0].length, bPlace[0].length + 40)) : undefined;
  if (firstAfter !== undefined && secondAfter !== undefined && firstAfter !== secondAfter)
    return out([firstAfter, secondAfter]);
  // "(erlotinib, 3.7 months ... vs placebo, 3.6 months)": each figure just after its arm's name.
  const lead = (from: number, f: Figure) => {
    const text = s.text.slice(Math.max(from, f.index - 25), f.index);
    return /[,:]?\s?$/.test(text) ? armOrder(text, keys).at(-1) : undefined;
  };
  const firstLead = lead(0, a);
  const secondLead = lead(a.index + a.text.length, b);
  if (firstLead !== undefined && secondLead !== undefined && firstLead !== secondLead)
    return out([firstLead, secondLead]);
  // "longer with A (median 11.2 vs 8.4 months)": an arm just before a compared pair owns its first figure.
  const between = s.text.slice(a.index + a.text.length, b.index);
  const before = s.text.slice(Math.max(0, a.index - 40), a.index);
  const owner = armOrder(before, keys);
  if (/^\s?%?\s?(?:vs\.?|versus|compared with|against)\s?$/i.test(between) && owner.length === 1)
    return out([owner[0]!, 1 - owner[0]!]);
  return [];
}
