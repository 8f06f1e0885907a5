import type { Arm } from "./arms";

/** One number from a result sentence, as written, with the arm it belongs to when that is clear. */
export type Figure = { raw: string; value: number; arm?: string };
export type Figures = { times: Figure[]; unit?: string; percents: Figure[]; hazardRatio?: string; timepoint?: string };

/** The sentence without what a patient summary leaves out: intervals, ranges, p values, effect sizes, counts in brackets. */
function strip(sentence: string): string {
  return sentence
    .replace(/(\d)[·•](\d)/g, "$1.$2")
    .replace(/\s*\[[^\[\]]*\]/g, "")
    .replace(/\s*±\s*[\d.]+/g, "")
    .replace(/[,;]?\s*9[05]\s*%\s*(?:CI|confidence intervals?)\s*[,:=]?\s*[^;,)]*/gi, "")
    .replace(/\(\s*[\d.]+\s*%?\s*(?:[–-]|to)\s*[\d.]+\s*%?\s*\)/g, "")
    .replace(/[,;]?\s*\b(?:hazard ratio|odds ratio|relative risk|risk ratio)\b[^;,)]*/gi, "")
    .replace(/[,;]?\s*\b(?:HR|OR|RR)\b[^;,)]*/g, "")
    .replace(/[,;]?\s*\bp\s*[<=>≤≥]\s*[\d.]+/gi, "")
    .replace(/\bn\s*=\s*\d+/gi, "")
    .replace(/\d+(?:\.\d+)?\s*(?:[–-]|to)\s*\d+(?:\.\d+)?(?![\d.])(?!\s*%|\s*(?:months?|years?|weeks?|days?)\b)/g, "")
    .replace(/\(\s*[,;]?\s*\)/g, "");
}

const VALUE = /(\d+(?:\.\d+)?)(\s*(?:%|per\s?cent\b|months?\b|mo\b|years?\b|weeks?\b|days?\b))?/gi;
const TIMEPOINT_BEFORE = /\b(?:at|after|within|by|of|to|for|over|beyond|than|first|in|up to|aged?)\s*$/i;
const TIMEPOINT_AFTER = /^\s*(?:after|from|since|post|of (?:follow|treatment|therapy))/i;
// "37% lower", "a 25% reduction": a relative change, not a share of people.
const RELATIVE = /^\s*(?:lower|higher|more|less|greater|fewer|reduction|increase|decrease|improvement|relative|risk|smaller|larger)\b/i;

const CHANGE_BEFORE = /\b(?:increase|decrease|reduction|difference|improvement|gain|benefit|lower|higher)\b[^.;%]{0,30}$/i;

function unitOf(text: string | undefined): string | undefined {
  const u = text?.trim().toLowerCase();
  if (!u) return undefined;
  if (u === "%" || u.startsWith("per")) return "%";
  if (u.startsWith("mo")) return "months";
  return u.endsWith("s") ? u : `${u}s`;
}

function armIn(window: string, arms: Arm[], nearestLast: boolean): string | undefined {
  const lower = window.toLowerCase();
  let best: { name: string; at: number } | undefined;
  for (const arm of arms) {
    for (const key of arm.keys) {
      const hits = [...lower.matchAll(new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"))].map((m) => m.index!);
      const at = nearestLast ? Math.max(-1, ...hits) : Math.min(Infinity, ...hits);
      if (at >= 0 && at !== Infinity && (!best || (nearestLast ? at > best.at : at < best.at))) best = { name: arm.name, at };
    }
  }
  if (best) return best.name;
  const groups = [...window.matchAll(/\b(?:in|with|for|on|among)\s+(?:the\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:group|arm)\b/gi)];
  const group = nearestLast ? groups.at(-1) : groups[0];
  return group && !/^(?:each|both|either|two|all|this|that|other)$/i.test(group[1]!) ? `the ${group[1]} group` : undefined;
}

type Found = Figure & { unit?: string; start: number; end: number };

/** Labels every figure by the arm named just before it, or every one by the arm just after; else none. */
function label(found: Found[], text: string, arms: Arm[]): void {
  if (found.length < 2) return;
  const before = found.map((f, i) => armIn(text.slice(Math.max(found[i - 1]?.end ?? 0, f.start - 45), f.start), arms, true));
  const after = found.map((f, i) => armIn(text.slice(f.end, Math.min(found[i + 1]?.start ?? text.length, f.end + 60)), arms, false));
  const distinct = (labels: (string | undefined)[]) => labels.every(Boolean) && new Set(labels).size === labels.length;
  const chosen = distinct(before) ? before : distinct(after) ? after : undefined;
  if (chosen) found.forEach((f, i) => (f.arm = chosen[i]));
}

// Words between two figures that show they measure different things ("8% partial responses and 69% stable disease").
const OTHER_OUTCOME = /stable|progress|partial|complete|grade|toxic|adverse|surviv|death|died|recurr|relapse|\bmean\b/i;

const COMPARED = /^[\s%)]*,?\s*(?:vs\.?|versus|compared (?:with|to)|and|to)\s*\(?\s*$/i;

/** One figure, or two that compare the same thing; a list of three or more ("72%, 34% and 27%") is a breakdown we cannot name. */
function pick(list: Found[], text: string, arms: Arm[]): Found[] {
  const [a, b, c] = list;
  if (!a || !b) return a ? [a] : [];
  if (c && /^[\s%)]*(?:,|and)\s*\(?\s*$/.test(text.slice(b.end, c.start))) return [];
  const pair = [a, b];
  label(pair, text, arms);
  if (a.arm) return pair;
  // Unlabelled, the two must sit side by side ("4.0 and 2.5 months", "25.6 vs 34.1%") and not name another outcome after.
  const between = text.slice(a.end, b.start);
  const after = text.slice(b.end).split(/[,;.]/)[0]!.slice(0, 40);
  return COMPARED.test(between) && !OTHER_OUTCOME.test(after) ? pair : [];
}

/** Medians (times) and shares in one result sentence, each matched to an arm where that is clear. */
export function figuresOf(sentence: string, arms: Arm[]): Figures {
  const hazardRatio = sentence.replace(/(\d)[·•](\d)/g, "$1.$2").match(/\b(?:hazard ratio|HR)\b[^\d;]{0,25}?(\d*\.\d+)/i)?.[1];
  const text = strip(sentence);
  const found: Found[] = [];
  let timepoint: string | undefined;
  for (const m of text.matchAll(VALUE)) {
    const start = m.index!;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 12), start);
    const unit = unitOf(m[2]);
    // "3-year survival", "at 12 months", "2 months after": when it was measured, not the result.
    const hyphenated = text.slice(start + m[1]!.length).match(/^-(year|month)/i);
    if (hyphenated) {
      timepoint ??= `${m[1]} ${hyphenated[1]!.toLowerCase()}s`;
      continue;
    }
    if (unit && unit !== "%" && (TIMEPOINT_BEFORE.test(before) || TIMEPOINT_AFTER.test(text.slice(end)))) {
      timepoint ??= `${m[1]} ${unit}`;
      continue;
    }
    // Thresholds and labels ("grade ≥ 2", "> 70%", "1:1") are not results.
    if (/grade\s*[≥>≤<]?\s*$|[≥>≤<~∼]\s*$|\d\s*[:∶]\s*$|\bat\s+$/i.test(before)) continue;
    if (unit === "%" && (RELATIVE.test(text.slice(end)) || CHANGE_BEFORE.test(text.slice(Math.max(0, start - 50), start)))) continue;
    found.push({ raw: m[1]!, value: Number(m[1]), ...(unit ? { unit } : {}), start, end });
  }
  // "4.0 and 2.5 months": the first number takes the unit written after the second.
  for (let i = found.length - 2; i >= 0; i--) {
    const [a, b] = [found[i]!, found[i + 1]!];
    if (!a.unit && b.unit && /^\s*(?:%\s*)?(?:,|,?\s*and|or|vs\.?|versus|compared with)\s*$/i.test(text.slice(a.end, b.start))) a.unit = b.unit;
  }
  const withUnit = found.filter((f) => f.unit);
  // Medians only, and not when means are reported alongside ("mean and median ... 31.06 and 17.76").
  const times = /\bmedian\b/i.test(sentence) && !/\bmean\b/i.test(sentence) ? withUnit.filter((f) => f.unit !== "%") : [];
  const unit = times[0]?.unit;
  const sameUnit = pick(times.filter((f) => f.unit === unit), text, arms);
  const percents = pick(withUnit.filter((f) => f.unit === "%"), text, arms);
  const clean = (list: Found[]): Figure[] => list.map(({ raw, value, arm }) => ({ raw, value, ...(arm ? { arm } : {}) }));
  return {
    times: clean(sameUnit),
    ...(unit ? { unit } : {}),
    percents: clean(percents),
    ...(hazardRatio ? { hazardRatio } : {}),
    ...(timepoint ? { timepoint } : {}),
  };
}

/** Cochrane's easy format: 61% is "about 6 in 10", 3% "about 3 in 100". */
export function easyShare(percent: number): string | undefined {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return undefined;
  if (percent === 100) return "all";
  if (percent >= 95) return "nearly all";
  if (percent === 0) return "none";
  if (percent < 0.5) return "fewer than 1 in 100";
  if (percent < 5) return Number.isInteger(percent) ? `${percent} in 100` : `about ${Math.round(percent)} in 100`;
  const tenths = Math.round(percent / 10);
  return percent % 10 === 0 ? `${tenths} in 10` : `about ${tenths} in 10`;
}

/** Two figures go with two different arms, or neither is labelled. */
export const labelledPair = (pair: Figure[]) => pair.length === 2 && pair[0]!.arm && pair[1]!.arm && pair[0]!.arm !== pair[1]!.arm;
