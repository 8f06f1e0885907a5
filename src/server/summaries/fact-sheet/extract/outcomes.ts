/** Outcome words of cancer trials, to name an endpoint and to find the sentence reporting it. */
export const OUTCOME_KINDS: [string, RegExp][] = [
  ["pcr", /pathologic(?:al)? complete (?:response|remission)|\bpCR\b/i],
  ["pfs", /progression[- ]free[- ]survival|\bPFS\b|time to (?:progression|treatment failure)|\bTTP\b/i],
  ["dfs", /(?:disease|relapse|recurrence|event|metastasis|failure)[- ]free(?: survival)?|\b(?:DFS|RFS|EFS|DMFS)\b|local control/i],
  ["os", /overall survival|\bOS\b|\bsurvival\b|mortality/i],
  ["response", /response rate|objective response|overall response|\bORR\b|tumou?r response|clinical response|remission rate/i],
  ["qol", /quality of life|\bQoL\b|fatigue|\bpain\b|anxiety|depression|distress|symptoms?\b|nausea|vomiting|mucositis/i],
  ["toxicity", /toxicit\w*|adverse events?|side[- ]effects?|complications?|neutropenia|infections?/i],
  ["uptake", /uptake|participation|adherence|attendance|screening rates?|completion|compliance|knowledge|intention/i],
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
