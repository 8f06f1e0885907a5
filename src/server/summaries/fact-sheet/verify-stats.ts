/**
 * The statistics a primary-result sentence states: p values, confidence intervals of ratios and differences, and
 * words of significance. Works on `plain()` text (single spaces), with bounded windows, so it runs in linear time.
 */
export type Stats = {
  /** Some p value shows significance (p < 0.05). */
  significantP: boolean;
  /** Some p value shows none (p ≥ 0.05). */
  nonSignificantP: boolean;
  /** A ratio's interval that excludes 1, or a difference's that excludes 0. */
  ciExcludesNull: boolean;
  /** A ratio's interval that spans 1, or a difference's that spans 0. */
  ciSpansNull: boolean;
  significantWords: boolean;
  nonSignificantWords: boolean;
  nonInferiorWords: boolean;
};

const NUM = String.raw`(-?(?:\d+(?:\.\d+)?|\.\d+))`;
const P_VALUE =
  /\bp(?: ?-? ?values?)? ?(=|<|>|&lt;|&gt;| of| less than| greater than) ?(\d*\.\d+|\d+(?:\.\d+)?)(?: ?(?:[x×] ?10 ?\^? ?|e)(-) ?(\d{1,3}))?/gi;
// "95% CI 0.58-0.87", "95% confidence interval [CI], -1.2 to 3.4"
const CI = new RegExp(
  String.raw`(?:\bci\b|\bc\.i\.|confidence intervals?)(?: ?\[ci\])?[^0-9-]{0,15}${NUM}%? ?(?:-|to|,|;) ?${NUM}`,
  "gi",
);
// "HR 0.71 (0.58-0.87)" with no "CI"
const BARE_INTERVAL = new RegExp(
  String.raw`\b(?:hr|or|rr|hazard ratio|odds ratio|risk ratio|relative risk)\b[^0-9()]{0,20}\d+(?:\.\d+)? ?[(\[] ?${NUM} ?(?:-|to|,) ?${NUM} ?[)\]]`,
  "gi",
);
// "hazard ratios (HRs; 95% CI) of death ... were 0.40 (0.31-0.50)": ratios named first, their values later.
const LISTED_INTERVAL = new RegExp(
  String.raw`\b(?:ratios|a?hrs|ors|rrs)\b[^.]{0,200}?\b(?:were|was) \d+(?:\.\d+)? ?[(\[] ?${NUM} ?(?:-|–|to) ?${NUM} ?[)\]]`,
  "gi",
);
const RATIO =
  /\b(?:a?hrs?|ors?|rrs?|irr|sub-?hazard|hazards? ratio|odds ratio|risk ratio|rate ratio|relative risk|ratio)\b/g;
// Differences, and relative reductions given in percent ("27% lower", "vaccine efficacy 93%"), have no effect at 0.
const DIFFERENCE = /\b(?:differences?|diff|delta|absolute|md|reduction|change|efficacy|ve|lower|higher)\b/g;
const NOT_SIGNIFICANT =
  /\b(?:not (?:statistically )?significant(?:ly)?|non-? ?significant(?:ly)?|insignificant|no (?:statistically )?significant|did not (?:significantly )?(?:differ|improve|prolong|reduce|increase|extend)|no (?:significant )?differences?|not differ\w*|similar|comparable|n\.s\.?|failed to (?:show|demonstrate|improve|meet|reveal|detect|find)|(?:revealed|showed|found) no (?:[a-z-]+ )?differences?|no (?:survival )?(?:benefit|improvement|advantage)|no evidence (?:that|of)|did not (?:affect|influence|change)|no change|tended to|without (?:any |a )?(?:significant |statistically significant )?differences?|regardless of|neither\b[^.;]{0,120}?\b(?:showed|revealed|found|demonstrated|detected) (?:a |any )?(?:significant )?differences?)(?![a-z])/i;
const SIGNIFICANT = /\bsignifican(?:t|tly|ce)\b/gi;
// "not significantly", "no clear significant", and "did not provide any significant": a verb then "any" or "a".
const NEGATED = /\b(?:not|no|non|nor|lack of|without|absence of)\b[ -]?(?:[a-z]+ ){0,1}(?:any |a )?$/i;
const THRESHOLD_WORDING =
  /(?:considered|deemed|defined as|regarded as|set at|level of|threshold (?:of|for))(?: statistically)? ?$/i;
const NON_INFERIOR = /\bnon-? ?inferior(?:ity)?\b|\bequivalen(?:t|ce)\b/i;
const INTERACTION = /(?:interaction|trend|heterogeneity|for)\W{0,3}$/i;
const THRESHOLD_BEFORE = /(?:significance|set at|threshold|alpha|level of|defined as)/i;
const THRESHOLD_AFTER = /^.{0,30}(?:considered|defined|deemed|was set|were set|indicat|denot)/i;

function lastIndexOfAny(window: string, pattern: RegExp): number {
  let at = -1;
  for (const m of window.matchAll(pattern)) at = m.index!;
  return at;
}

/** 1 for a ratio, 0 for a difference, undefined when the words before the interval do not say. */
function nullValue(before: string): number | undefined {
  const ratio = lastIndexOfAny(before, RATIO);
  const difference = lastIndexOfAny(before, DIFFERENCE);
  if (ratio < 0 && difference < 0) return undefined;
  return ratio > difference ? 1 : 0;
}

// "(35%, 95% CI 29-42)": the interval of the figure just before it; its level ("95%") is not that figure.
const LEVEL_AT_END = /\b9[059] ?% ?$/;
const FIGURE_AT_END = /\d+(?:\.\d+)? ?%?[ ,;(]{0,3}$/;

/**
 * The words that say what an interval measures: those before the figure it follows, when it follows one. A group's own
 * rate ("survival in the treated group (35%, 95% CI 29-42)") is no difference, whatever the sentence said earlier.
 */
function measuredBefore(window: string): string {
  const bare = window.replace(LEVEL_AT_END, "");
  const figure = bare.match(FIGURE_AT_END);
  return figure ? bare.slice(Math.max(0, figure.index! - 40), figure.index!) : window;
}

function readP(text: string, stats: Stats) {
  for (const m of text.matchAll(P_VALUE)) {
    const at = m.index!;
    const before = text.slice(Math.max(0, at - 25), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 40);
    if (INTERACTION.test(before) || THRESHOLD_BEFORE.test(before) || THRESHOLD_AFTER.test(after)) continue;
    const value = Number(m[2]) * (m[3] ? 10 ** -Number(m[4]) : 1);
    if (!(value >= 0 && value <= 1)) continue;
    const cmp = m[1]!
      .trim()
      .replace("&lt;", "<")
      .replace("&gt;", ">")
      .replace("less than", "<")
      .replace("greater than", ">");
    if ((cmp === "<" && value <= 0.05) || ((cmp === "=" || cmp === "of") && value < 0.05)) stats.significantP = true;
    else if ((cmp === "=" || cmp === "of" || cmp === ">") && value >= 0.05) stats.nonSignificantP = true;
  }
}

function readIntervals(text: string, pattern: RegExp, stats: Stats) {
  for (const m of text.matchAll(pattern)) {
    const at = m.index!;
    const nul =
      pattern === BARE_INTERVAL || pattern === LISTED_INTERVAL
        ? 1
        : nullValue(measuredBefore(text.slice(Math.max(0, at - 100), at).toLowerCase()));
    if (nul === undefined) continue;
    let lo = Number(m[1]);
    let hi = Number(m[2]);
    if (lo > hi) [lo, hi] = [hi, lo];
    if (lo <= nul && nul <= hi) stats.ciSpansNull = true;
    else stats.ciExcludesNull = true;
  }
}

function readWords(text: string, stats: Stats) {
  stats.nonSignificantWords = NOT_SIGNIFICANT.test(text);
  stats.nonInferiorWords = NON_INFERIOR.test(text);
  for (const m of text.matchAll(SIGNIFICANT)) {
    const before = text.slice(Math.max(0, m.index! - 30), m.index!);
    if (!NEGATED.test(before) && !THRESHOLD_WORDING.test(before)) stats.significantWords = true;
  }
}

export function readStats(plainText: string): Stats {
  const stats: Stats = {
    significantP: false,
    nonSignificantP: false,
    ciExcludesNull: false,
    ciSpansNull: false,
    significantWords: false,
    nonSignificantWords: false,
    nonInferiorWords: false,
  };
  readP(plainText, stats);
  readIntervals(plainText, CI, stats);
  readIntervals(plainText, BARE_INTERVAL, stats);
  readIntervals(plainText, LISTED_INTERVAL, stats);
  readWords(plainText, stats);
  return stats;
}

/** Any statistic or word of significance at all. */
export const statesStatistics = (s: Stats) =>
  s.significantP ||
  s.nonSignificantP ||
  s.ciExcludesNull ||
  s.ciSpansNull ||
  s.significantWords ||
  s.nonSignificantWords ||
  s.nonInferiorWords;
