/** Outcome words of cancer trials, to name an endpoint and to find the sentence reporting it. */
export const OUTCOME_KINDS: [string, RegExp][] = [
  ["pcr", /\b[Pp]athologic(?:al)? complete (?:response|remission)|\bpCR\b/],
  [
    "pfs",
    /progression[-‐‑ ]free[-‐‑ ](?:survival|interval)|\bPFS\b|time to (?:progression|treatment failure)|\bTTP\b|freedom from progression/i,
  ],
  [
    "dfs",
    /(?:disease|relapse|recurrence|event|metastasis|failure)[-‐‑ ]free(?: survival)?|\b(?:DFS|RFS|EFS|DMFS)\b|local control|freedom from (?:relapse|recurrence|failure)/i,
  ],
  ["os", /overall survival|\bOS\b|\bsurvival\b|mortality/i],
  // "Better activity" in a phase 2 aim is tumour response; "physical activity" is not.
  [
    "response",
    /(?<!physical |daily |sexual )\b(?:anti-?tumou?r |clinical )?activity\b(?! (?:levels?|scores?|of daily))|(?:complete|partial|clinical|tumou?r|objective) regression|response rate|objective response|overall response|\bORR\b|tumou?r response|clinical response|remission rate/i,
  ],
  [
    "qol",
    /quality of life|\b(?:HR-?)?QoL\b|fatigue|\bpain\b|anxiety|depression|distress|symptoms?\b|nausea|vomiting|mucositis/i,
  ],
  ["toxicity", /toxicit\w*|adverse events?|side[- ]effects?|complications?|neutropenia|infections?/i],
  ["uptake", /uptake|participation|adherence|attendance|screening rates?|compliance|knowledge|intention|satisfaction/i],
];

/** The outcome a text names first, and the words naming it. */
export function firstOutcome(text: string): { kind: string; at: number; words: string } | undefined {
  let best: { kind: string; at: number; words: string } | undefined;
  for (const [kind, pattern] of OUTCOME_KINDS) {
    const m = text.match(pattern);
    if (m && (!best || m.index! < best.at)) best = { kind, at: m.index!, words: m[0] };
  }
  return best;
}

export const outcomeKinds = (text: string) => new Set(OUTCOME_KINDS.filter(([, p]) => p.test(text)).map(([k]) => k));

// Words that may qualify an outcome before it ("surgical site infections") and words that complete it after ("response rate").
// Pronouns and verbs of data gathering ("We abstracted treatment toxicity") do not qualify an outcome either.
const NOT_QUALIFIER =
  /^(?:predict(?:s|ed|ing)?|comparative|relative|show(?:s|ed|n)?|had|has|have|achieved|experienced|developed|reached|high|low|good|poor|most|common|main|major|other|against|versus|vs|from|into|about|change[sd]?|affect(?:s|ed)?|influence[sd]?|alter(?:s|ed)?|shorter|longer|higher|lower|better|worse|greater|smaller|significant(?:ly)?|improved|reduced|the|a|an|of|and|or|in|on|to|for|with|by|at|as|was|were|is|are|be|been|its|their|our|this|that|these|on|than|more|less|between|both|any|all|no|not|improve[sd]?|reduce[sd]?|increase[sd]?|decrease[sd]?|prevent(?:s|ed)?|assess(?:ed)?|evaluate[sd]?|compare[sd]?|measured|reported|whether|effects?|impact|groups?|patients?|we|they|it|abstracted|extracted|collected|recorded|obtained|reviewed|examined|studied|investigated|analy[sz]ed|used)$/i;
const COMPLETES =
  /^\s(?:perception|rates?|scores?|levels?|time|intervals?|severity|magnitude|incidence|duration|intensity|frequency|prevalence)\b/i;

const SHARED_SURVIVAL = /^\s(?:or|and)\s(?:[\w-]+\s){0,2}survival(?:\stimes?)?\b/i;

const INTENDS =
  /^\sto\s[\w-]+(?:\s(?:on|about|in|for|with))?(?:\s(?!than\b|and\b|or\b|in\b|among\b|after\b)[\w-]+){0,3}/i;

/** The outcome words widened to their noun phrase: up to three qualifying words before, a completing word after. */
export function widen(text: string, from: number, to: number): { from: number; to: number } {
  let start = from;
  for (let n = 0; n < 3; n++) {
    const m = text.slice(Math.max(0, start - 30), start).match(/(?:^|[\s(])([\w][\w-]{0,25})\s$/);
    // Verbs in -ing ("improving", "explaining") and words like "particularly" do not qualify an outcome.
    if (
      !m ||
      NOT_QUALIFIER.test(m[1]!) ||
      /^\d+$|^[A-Za-z]+ing$|^(?:particularly|especially|mainly|including|such)$/i.test(m[1]!)
    )
      break;
    // The word must start where the text's word starts ("women’s" is not "s").
    const at = start - m[1]!.length - 1;
    if (at > 0 && /[\w’']/.test(text[at - 1]!)) break;
    start = at;
  }
  // "relapse-free or overall survival time": a "-free" outcome shares the survival named after it.
  const shared = /free$/i.test(text.slice(from, to)) ? text.slice(to, to + 40).match(SHARED_SURVIVAL) : null;
  if (shared) return { from: start, to: to + shared[0].length };
  // "response rates": an outcome word matched inside a longer word ends where that word ends.
  while (to < text.length && /[a-z]/i.test(text[to]!) && /[a-z]/i.test(text[to - 1]!)) to++;
  // "vomiting/nausea": words joined by a slash are one outcome.
  const slashed = text.slice(to, to + 30).match(/^(?:\/[a-z][a-z-]*)+/i);
  if (slashed) to += slashed[0].length;
  const after = text.slice(to, to + 20).match(COMPLETES);
  // "intention to act on CRC risk": an intention is named by what it intends.
  const intends = /intentions?$/i.test(text.slice(from, to)) ? text.slice(to, to + 60).match(INTENDS) : null;
  return { from: start, to: to + (after ? after[0].length : intends ? intends[0].length : 0) };
}
