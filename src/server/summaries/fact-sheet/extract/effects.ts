import type { Effect } from "../../../../shared/fact-sheet";

export type ReadEffect = Effect & {
  number: number;
  lower?: number;
  upper?: number;
  pValue?: number;
  pSign?: string;
  start: number;
  end: number;
};

const NUM = String.raw`(?:\d+(?:[.·]\d+)?|[.·]\d+)`;
// Effect measures by name, then a value within a few characters ("HR 0.72", "hazard ratio [HR], 0.72", "OR = 1.9");
// "odds ratio per 1000 pg/ml increase: 1.19" gives the ratio, not the unit's size.
const MEASURE = new RegExp(
  String.raw`\b(hazard ratio|HR|odds ratio|OR|relative risk|risk ratio|RR|incidence rate ratio|IRR|rate ratio|risk difference|mean difference|difference|vaccine efficacy|VE)\b(?:\s?\[(?:HR|OR|RR)\])?(?:\s?(?:for|of)\s(?:death|progression|recurrence|relapse|events?)\b)?(?:\s?per\s[^:;,]{1,30}?\b(?:increase|decrease|rise|unit|increment)\b)?[^\d.·;−]{0,14}?([-−]?${NUM})`,
  "gi",
);
// A negative bound may be written with a minus sign or a dash ("95% CI −0.3 to 2.9"): it is read, never dropped.
const CI = new RegExp(
  String.raw`(?:9[05]\s?%\s?)?(?:CI|confidence interval|C\.I\.)[^\d\-−–.·;]{0,6}([-−–]?${NUM})\s?%?\s?(?:to|-|–|,|;)\s?([-−–]?${NUM})`,
  "i",
);
const P = new RegExp(
  String.raw`\b[Pp]\s?(?:-?\s?value)?\s?(<|=|>|≤|≥|<=|>=|less than|greater than)\s?(${NUM}(?:\s?[x×]\s?10\^?[-−]\s?\d+)?|\d(?:[.·]\d+)?[eE][-−]\d+)`,
  "g",
);
const RELATIVE = new RegExp(
  String.raw`\b(${NUM})%\s(?:lower|higher|greater|smaller|less|more|fewer|reduction|increase|decrease)\b`,
  "g",
);
const NS = /\b(?:n\.?s\.?|NS)\b/;

const toNumber = (x: string) =>
  Number(
    x
      .replace("·", ".")
      .replace(/\s?[x×]\s?10\^?[-−]\s?(\d+)/, "e-$1")
      .replace(/^[−–]/, "-")
      .replace("−", "-"),
  );

/** "0.60–0.86"; with a negative bound "−0.3 to 2.9", so the minus is not read as the range's dash. */
const ciWords = (lower: string, upper: string) =>
  /^[-−–]/.test(lower) || /^[-−–]/.test(upper) ? `${lower} to ${upper}` : `${lower}–${upper}`;

/** Every p value in a text, with its sign ("<", "="). */
export function pValues(text: string): { sign: string; value: number; raw: string; at: number }[] {
  // Older MEDLINE records spell the sign out: "P less than 0.001".
  return [...text.matchAll(P)].map((m) => ({
    sign: m[1] === "less than" ? "<" : m[1] === "greater than" ? ">" : m[1]!,
    value: toNumber(m[2]!.startsWith(".") || m[2]!.startsWith("·") ? `0${m[2]}` : m[2]!),
    raw: m[0],
    at: m.index!,
  }));
}

/** Effect measures of a sentence with the interval and p value that follow each (looked for in a bounded window). */
export function readEffects(text: string): ReadEffect[] {
  const out: ReadEffect[] = [];
  for (const m of text.matchAll(MEASURE)) {
    const measure = m[1]!;
    // "OR" as a word is only an odds ratio when a number follows closely; "difference" needs a sign or decimals.
    if (/^difference$/i.test(measure) && !/[.·]/.test(m[2]!)) continue;
    // "a significant difference (p<0.05)": the number is the p value's threshold, not the effect's size.
    if (/\b[Pp]\s?(?:-?\s?value)?\s?[<=>≤≥]\s?$/.test(m[0].slice(0, m[0].length - m[2]!.length))) continue;
    // Abbreviations count in capitals only: "or" is a conjunction.
    if (/^(?:or|hr|rr|irr|ve)$/i.test(measure) && measure !== measure.toUpperCase()) continue;
    const start = m.index!;
    const next = text.slice(start + m[0].length, start + m[0].length + 90);
    const stop = next.search(/\b(?:hazard ratio|HR|odds ratio|OR|RR)\b[^a-z]/);
    const window = stop < 0 ? next : next.slice(0, stop);
    const ci = window.match(CI);
    const p = pValues(window)[0];
    const value = toNumber(m[2]!);
    if (!Number.isFinite(value)) continue;
    out.push({
      measure: /^(?:hazard ratio|HR)$/i.test(measure)
        ? "HR"
        : /^(?:vaccine efficacy|VE)$/i.test(measure)
          ? "VE"
          : /^(?:odds ratio|OR)$/i.test(measure)
            ? "OR"
            : /^(?:relative risk|risk ratio|RR)$/i.test(measure)
              ? "RR"
              : measure.toLowerCase(),
      value: m[2]!,
      number: value,
      ...(ci ? { ci: ciWords(ci[1]!, ci[2]!), lower: toNumber(ci[1]!), upper: toNumber(ci[2]!) } : {}),
      ...(p ? { p: p.raw, pValue: p.value, pSign: p.sign } : {}),
      start,
      end: start + m[0].length + (p ? p.at + p.raw.length : ci ? ci.index! + ci[0].length : 0),
    });
  }
  if (out.length === 0) out.push(...listedRatios(text));
  // "27% lower counts than the placebo group (95% CI: 9-41%)": a relative difference, read only with its interval.
  let relatives = 0;
  for (const m of text.matchAll(RELATIVE)) {
    // A handful per sentence at most: a real result states few, and hostile text must not multiply the work.
    if (++relatives > 8) break;
    if (out.some((e) => e.start <= m.index! && m.index! < e.end)) continue;
    const ci = text.slice(m.index! + m[0].length, m.index! + m[0].length + 120).match(CI);
    if (!ci) continue;
    const value = m[1]!;
    out.push({
      measure: "relative difference",
      value: `${value}%`,
      number: toNumber(value),
      ci: ciWords(ci[1]!, ci[2]!),
      lower: toNumber(ci[1]!),
      upper: toNumber(ci[2]!),
      start: m.index!,
      end: m.index! + m[0].length + ci.index! + ci[0].length,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

// "hazard ratios (HRs; 95% CI) of death ... were 0.40 (0.31–0.50)": ratios named first, the first value read later.
const LISTED = /\b(hazard|odds|risk) ratios\b|\ba?(HR|OR|RR)s\b/g;
const LATER_VALUE = new RegExp(String.raw`\b(?:were|was) (${NUM}) ?[(\[] ?(${NUM}) ?(?:–|-|to) ?(${NUM}) ?[)\]]`);
const AND_VALUE = new RegExp(String.raw`^,? ?(?:and )?(${NUM}) ?[(\[] ?(${NUM}) ?(?:–|-|to) ?(${NUM}) ?[)\]]`);
function listedRatios(text: string): ReadEffect[] {
  for (const m of [...text.matchAll(LISTED)].slice(0, 4)) {
    const from = m.index! + m[0].length;
    const window = text.slice(from, from + 220);
    const cut = window.search(/\.(?!\d)/);
    const v = (cut < 0 ? window : window.slice(0, cut)).match(LATER_VALUE);
    if (!v) continue;
    const kind = (m[1] ?? m[2]!).toLowerCase();
    const measure = kind.startsWith("h") ? "HR" : kind.startsWith("o") ? "OR" : "RR";
    // "... were 0.40 (0.31–0.50) and 0.31 (0.24–0.40)": each value is one comparison, both kept so none is shown alone.
    const at = from + v.index!;
    const next = text.slice(at + v[0].length, at + v[0].length + 80).match(AND_VALUE);
    const found = [{ m: v, at }, ...(next ? [{ m: next, at: at + v[0].length }] : [])];
    return found.map(({ m: x, at: where }) => ({
      measure,
      value: x[1]!,
      number: toNumber(x[1]!),
      ci: `${x[2]}–${x[3]}`,
      lower: toNumber(x[2]!),
      upper: toNumber(x[3]!),
      start: where,
      end: where + x[0].length,
    }));
  }
  return [];
}

export type Significance = "significant" | "not-significant" | undefined;

/** Whether an effect is significant by its interval (excluding 1 for ratios, 0 for differences) or its p value. */
export function effectSignificance(e: ReadEffect): Significance {
  // Differences and vaccine efficacy (a share of infections prevented) are null at 0, ratios at 1.
  const none = /difference|^VE$/.test(e.measure) ? 0 : 1;
  // An interval ending exactly at no effect ("1.00 to 1.30") is a rounding; its p value, when given, settles it.
  const touches = e.lower === none || e.upper === none;
  if (e.lower !== undefined && e.upper !== undefined && e.lower <= e.upper && !(touches && e.pValue !== undefined))
    return e.lower > none || e.upper < none ? "significant" : "not-significant";
  return pSignificance(e.pSign, e.pValue);
}

export function pSignificance(sign: string | undefined, value: number | undefined): Significance {
  if (sign === undefined || value === undefined || !Number.isFinite(value)) return undefined;
  if (sign === "<" || sign === "≤" || sign === "<=") return value <= 0.05 ? "significant" : undefined;
  if (sign === ">" || sign === "≥" || sign === ">=") return value >= 0.05 ? "not-significant" : undefined;
  return value < 0.05 ? "significant" : "not-significant";
}

export const saysNotSignificant = (text: string) => NS.test(text);

const DRAWN = new Set(["favours-intervention", "favours-control"]);

/**
 * The estimates to show beside a direction: none when every one disagrees with it, for they are another outcome's in
 * the same sentence ("a significantly worse response (P = 0.02) ... and a trend toward shorter survival (RR 1.3; CI
 * 0.99 to 1.6)") and the sentence is quoted instead. Several estimates that differ among themselves all stay (the
 * writer quotes them with the words that tell them apart).
 */
export function agreeingEffects<E extends ReadEffect>(effects: E[], direction: string): E[] {
  const wanted =
    direction === "no-significant-difference" ? "not-significant" : DRAWN.has(direction) ? "significant" : null;
  return wanted && effects.every((e) => (effectSignificance(e) ?? wanted) !== wanted) ? [] : effects;
}
