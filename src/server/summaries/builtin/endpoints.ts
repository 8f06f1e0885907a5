import type { Sentence } from "./sections";

export type EndpointKind = "os" | "pfs" | "dfs" | "pcr" | "response" | "toxicity" | "qol" | "other";

const KINDS: [EndpointKind, RegExp][] = [
  ["pcr", /pathologic(?:al)? complete (?:response|remission)|\bpCR\b/i],
  ["pfs", /progression[- ]free|\bPFS\b|time to (?:progression|treatment failure)|\bTTP\b/i],
  ["dfs", /(?:disease|relapse|recurrence|event|metastasis|failure)[- ]free|\b(?:DFS|RFS|EFS|DMFS)\b|recurrence rate|local control/i],
  ["os", /overall survival|\bOS\b|(?<!free[- ])\bsurvival\b|mortality|death/i],
  ["response", /response rate|objective response|overall response|\bORR\b|tumou?r response|clinical response|(?:complete|partial) (?:response|remission)|\bresponded\b|remission rate/i],
  ["toxicity", /toxicit|adverse|side[- ]effect|safety|tolerab|complication|neutropenia|mucositis|dermatitis|nausea|vomiting/i],
  ["qol", /quality of life|\bQoL\b|fatigue|pain|anxiety|depression|distress|symptom/i],
];

// Numbers about tests, surveys or agreement are not treatment outcomes, whatever words sit near them.
const NOT_OUTCOME = /sensitivity|specificity|concordance|agreement|correlat|accuracy|\bAUC\b|predictive value|survey|questionnaire|respondents|express(?:ing|ion)|biomarker|\bmarkers?\b|\bgenes?\b|\blevels?\b|associated with|predict/i;

/** The endpoint a text names first ("PFS ... and OS ..." is about PFS). */
export function kindOf(text: string): EndpointKind {
  let best: { kind: EndpointKind; at: number } | undefined;
  for (const [kind, pattern] of KINDS) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { kind, at };
  }
  return best?.kind ?? "other";
}

const CLEAR_OUTCOMES = new Set<EndpointKind>(["os", "pfs", "dfs", "response", "pcr"]);

/** The text speaks of survival, progression, recurrence or response: a treatment outcome, not a marker or a survey. */
export const namesTreatmentOutcome = (text: string) => !NOT_OUTCOME.test(text) && KINDS.some(([kind, p]) => CLEAR_OUTCOMES.has(kind) && p.test(text));

/**
 * The endpoint a result sentence reports first, and the sentence cut where the next endpoint begins
 * ("PFS 6.1 vs 2.9 months and OS 12.1 vs 5.9 months" gives PFS and its own numbers); "other" for non-outcomes.
 */
export function firstOutcome(sentence: string): { kind: EndpointKind; text: string } {
  if (NOT_OUTCOME.test(sentence)) return { kind: "other", text: sentence };
  const mentions = KINDS.flatMap(([kind, p]) => [...sentence.matchAll(new RegExp(p.source, "gi"))].map((m) => ({ kind, at: m.index! })));
  mentions.sort((a, b) => a.at - b.at);
  const first = mentions[0];
  if (!first) return { kind: "other", text: sentence };
  const digit = sentence.slice(first.at).search(/\d/);
  const next = digit < 0 ? undefined : mentions.find((m) => m.kind !== first.kind && m.at > first.at + digit);
  // Start at the clause that names it: "TRM 18.8% vs 9.9%; 5-year DFS 67.4% vs 75.3%" is about DFS from the semicolon on.
  const start = sentence.lastIndexOf(";", first.at) + 1;
  return { kind: first.kind, text: sentence.slice(start, next?.at ?? sentence.length) };
}

const PRIMARY = [
  /\bprimary (?:efficacy |study )?(?:end ?-?points?|outcomes?(?: measures?)?|objectives?|variables?|aims?)\s*(?:of interest\s+)?(?:was|were|is|are|included|:)\s+(?:to (?:assess|evaluate|compare|determine|measure|investigate)\s+)?(?:the\s+)?([^.;]+)/i,
  /(?:^|[.;]\s*)([A-Z][\w\s-]{3,70}?),\s*(?:the|our|as)\s+primary (?:end ?-?point|outcome)/,
  /\bprimary (?:end ?-?point|outcome)(?: measure)? of\s+([^.;,]+)/i,
];

/** The primary endpoint as the abstract names it, trimmed to a phrase. */
export function findPrimaryEndpoint(sentences: Sentence[]): string | undefined {
  for (const pattern of PRIMARY) {
    for (const s of sentences) {
      const m = s.text.match(pattern);
      if (!m) continue;
      const phrase = m[1]!
        .replace(/\s*\((?![^)]*\)).*$/, "")
        .replace(/,\s*(?:which|defined|assessed|measured|as)\b.*$/i, "")
        .replace(/\s+and\s+(?:the|a|an|was|were|secondary)\b.*$/i, "")
        .replace(/,\s*(?:and\s+)?(?:the\s+)?secondary\b.*$/i, "")
        .replace(/^to (?:detect|show|demonstrate)\b.*?\bfor\s+/i, "")
        .replace(/[,;:]+$/, "")
        .trim();
      // "Primary endpoint of the phase I part is toxicity" names a part, not an endpoint.
      if (/\b(?:is|was|are|were)\b/.test(phrase)) continue;
      const words = phrase.split(/\s+/);
      return words.length > 18 ? `${words.slice(0, 18).join(" ")}…` : phrase;
    }
  }
  return undefined;
}

// A sentence with a result in it: an effect size, a p value, a percentage or a time.
const HAS_RESULT = /\d\s*%|\b[pP]\s*[<=>≤]|\b(?:HR|OR|RR)\b|[Hh]azard ratio|[Oo]dds ratio|\d\s*(?:months?|years?|weeks?|days?)\b|\b[Mm]edian\b.*\d/;
// "216 were randomly assigned", with no result in it.
const ENROLMENT = /randomi[sz]|assigned|allocated|enrolled|included|recruited|registered|accrued/i;
const EFFECT = /%|\b[pP]\s*[<=>≤]|\b(?:HR|OR|RR)\b|[Hh]azard|[Oo]dds|months?\b|years?\b|[Mm]edian|[Ss]ignificant/;
const enrolmentOnly = (text: string) => ENROLMENT.test(text) && !EFFECT.test(text);

export function resultSentences(sentences: Sentence[]): Sentence[] {
  const results = sentences.filter((s) => s.role === "results");
  return results.length > 0 ? results : sentences.filter((s) => s.role === "other" && HAS_RESULT.test(s.text));
}

/** The sentence reporting the primary endpoint's result, else the first result with numbers. */
export function findPrimaryResult(results: Sentence[], primary: string | undefined): string | undefined {
  const numeric = results.filter((s) => HAS_RESULT.test(s.text) && !enrolmentOnly(s.text));
  if (primary) {
    const kind = kindOf(primary);
    const words = primary.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 4);
    const hit = numeric.find((s) => (kind !== "other" && kindOf(s.text) === kind) || words.some((w) => s.text.toLowerCase().includes(w)));
    if (hit) return hit.text;
  }
  return numeric[0]?.text;
}

const HARMS = /adverse|toxicit|side[- ]effect|grade\s*(?:[3-5]|iii|iv|≥|>)|neutropenia|safety|tolerat|complication/i;

export function findHarms(results: Sentence[], all: Sentence[]): string | undefined {
  const pool = [...results, ...all.filter((s) => s.role === "conclusion")];
  return (pool.find((s) => HARMS.test(s.text) && HAS_RESULT.test(s.text)) ?? pool.find((s) => HARMS.test(s.text)))?.text;
}

/** A secondary result: the next numeric result about another endpoint. */
export function findSecondaryResult(results: Sentence[], primaryResult: string | undefined, harms: string | undefined): string | undefined {
  const primaryKind = primaryResult ? kindOf(primaryResult) : undefined;
  return results.find((s) => s.text !== primaryResult && s.text !== harms && HAS_RESULT.test(s.text) && !enrolmentOnly(s.text) && kindOf(s.text) !== primaryKind)?.text;
}

export function findConclusion(sentences: Sentence[]): string[] {
  const stated = sentences.filter((s) => s.role === "conclusion").map((s) => s.text);
  if (stated.length > 0) return stated.slice(0, 2);
  const last = sentences.at(-1);
  return last && last.role !== "methods" && last.role !== "registration" ? [last.text] : [];
}

export type Direction = "better" | "no-difference" | "unclear";

const NO_DIFFERENCE = /\b(?:did|does|do|was|were|is|are)\s+not\s+(?:\w+\s+)?(?:improve|prolong|increase|reduce|decrease|differ|superior|better|result|show|demonstrate|affect|change|significant|lead|translate)|\bfailed to\b|\bno (?:statistically )?(?:significant|clear|meaningful|major|apparent|evident)?\s*(?:differences?|improvement|benefit|effect|advantage|impact)|\bsimilar\b|\bcomparable\b|\bn\.s\.|\bnot (?:statistically )?significant|\bequivalent\b|\bnon-?inferior/i;
export const BETTER = /\b(?:significantly (?:improved?|prolong\w*|increase\w*|reduce\w*|decrease\w*|longer|better|higher|lower|superior|fewer|more|extended)|improved|improves|improvement in|prolonged|prolongs|superior|benefit|more effective|reduced the (?:risk|rate|incidence)|lower (?:risk|rate|incidence))\b/i;

/** What the authors concluded about the main comparison, from their own words. */
export function directionOf(conclusion: string[], primaryResult: string | undefined): Direction {
  // The authors' conclusion decides; the primary result only when the conclusion says neither.
  for (const text of [conclusion.join(" "), primaryResult ?? ""]) {
    if (NO_DIFFERENCE.test(text)) return "no-difference";
    if (BETTER.test(text)) return "better";
  }
  return "unclear";
}

export function findRegistration(text: string): string | undefined {
  return text.match(/\b(?:NCT\s?\d{8}|ISRCTN\s?\d{8}|ACTRN\d{14}|ChiCTR[-\w]*\d+|EudraCT\s?(?:No\.?\s|number\s)?\d{4}-\d{6}-\d{2}|UMIN\d{9}|DRKS\d{8}|NTR\d{3,5}|IRCT\w*\d+|CTRI\/[\d/]+|jRCT\w*\d+)\b/i)?.[0];
}
