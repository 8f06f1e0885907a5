// Abbreviations written out, so "PFS" meets "progression-free survival".
const EXPAND: Record<string, string> = {
  os: "overall survival",
  pfs: "progression free survival",
  dfs: "disease free survival",
  efs: "event free survival",
  rfs: "relapse free survival",
  orr: "objective response",
  pcr: "pathological complete response",
  dlt: "dose limiting toxicity",
  qol: "quality of life",
  hrqol: "health related quality of life",
};
// Named endpoints: two different ones (disease-free against overall survival) differ even though both say "survival".
const FAMILIES: [string, string[]][] = [
  ["os", ["overall survival"]],
  ["pfs", ["progression free survival"]],
  ["dfs", ["disease free survival"]],
  ["efs", ["event free survival"]],
  ["rfs", ["relapse free survival", "recurrence free survival"]],
  ["orr", ["objective response", "overall response"]],
  ["pcr", ["pathological complete response", "pathologic complete response"]],
  ["dlt", ["dose limiting toxicit"]],
  ["qol", ["quality of life"]],
];
// Words that say nothing about what was measured.
const STOP = new Set([
  "the",
  "and",
  "with",
  "from",
  "for",
  "rate",
  "time",
  "measured",
  "assessed",
  "primary",
  "endpoint",
  "outcome",
  "patients",
  "participants",
  "number",
  "percentage",
  "proportion",
  "years",
  "months",
  "weeks",
  "days",
  "year",
  "month",
  "week",
  "survival",
  "response",
  "free",
  "disease",
  "overall",
  "complete",
  "event",
]);

/** Lower case, abbreviations written out, one space between words; one pass over the text. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => EXPAND[w] ?? w)
    .join(" ");

const familiesOf = (normal: string) =>
  new Set(FAMILIES.filter(([, phrases]) => phrases.some((p) => normal.includes(p))).map(([name]) => name));

function wordsOf(normal: string): Set<string> {
  const words = new Set<string>();
  for (const word of normal.split(" "))
    if (word.length >= 3 && !STOP.has(word) && !/^\d+$/.test(word))
      words.add(word.replace(/ies$/, "y").replace(/s$/, ""));
  return words;
}

/**
 * Whether the paper's primary endpoint differs from every registered one: different named endpoints, or no shared
 * word naming what was measured. A cue to compare them (outcome switching is a known bias), never a verdict.
 * Undefined when either side is missing.
 */
export function outcomesDiffer(paperEndpoint: string | null | undefined, registered: string[]): boolean | undefined {
  if (!paperEndpoint || registered.length === 0) return undefined;
  const paper = normalise(paperEndpoint);
  const theirs = registered.map(normalise);
  const paperFamilies = familiesOf(paper);
  const registeredFamilies = new Set(theirs.flatMap((t) => [...familiesOf(t)]));
  if (paperFamilies.size > 0 && registeredFamilies.size > 0)
    return ![...paperFamilies].some((f) => registeredFamilies.has(f));
  const words = wordsOf(paper);
  if (words.size === 0) return undefined;
  return !theirs.some((t) => [...wordsOf(t)].some((w) => words.has(w)));
}
