import type { SourceSentence } from "../source/read-source";

const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const count = (word: string) => NUMBER[word.toLowerCase()] ?? Number(word);

// "randomised into three arms", "to one of four groups", "among the four treatment arms": how many groups were formed.
// "between the two groups" is left out: a three-arm trial compares its arms two at a time.
const INTO =
  /\b(?:into|to|among|across)\s(?:(?:one|either|each) of\s)?(?:the\s)?(two|three|four|five|six|[2-6])\s(?:(?:treatment|study|trial|randomi[sz]ed|parallel|different|separate|intervention|therapeutic|therapy)\s)?(?:arms|groups)\b/gi;
// "between the three arms", "comparing 3 strategies": three or more named as this study's own; "the two arms" of a
// three-arm trial may be two of its arms, and "the four treatment groups" may be two arms in two strata ("the three
// treatment groups" cannot be).
const THE_MANY =
  /\b(?:the|all|compar\w*)\s(three|four|five|six|[3-6])\s(?:(?:treatment|study|randomi[sz]ed)\s)?(?:arms|strategies|regimens)\b|\b(?:the|all)\s(three|3)\s(?:treatment|randomi[sz]ed)\sgroups\b/gi;
// "a three-arm trial", "3-armed", "a two-group design".
const ARMED =
  /\b(two|three|four|five|six|[2-6])[-\s](?:arm(?:ed)?|group)\s(?:trial|study|design|randomi[sz]ed|phase|parallel|controlled)\b/gi;
// "randomised 2:1:1", "in the ratio 1 : 2": one figure per arm, said where people are allocated.
const RATIO = /(?<![\d.:])[1-9](?:\s?:\s?[1-9]){1,4}(?![\d.:])/g;
// "randomly assigned to use A cream or B cream or C cream": an allocation to one of three offered with "or" twice.
// Each piece is bounded and has no comma ("A or B, for 3 years or until recurrence"); a stop only inside a decimal.
const OR_CHAIN =
  /\b(?:randomi[sz]ed|randomly\s(?:assigned|allocated)|assigned|allocated)\s(?:in)?to\s(?:(?:[^.;:(),]|\.(?=\d)){1,80}?\sor\s){2}/gi;
// "with or without", "and/or" offer no third arm; nor do doses of one drug ("10 mg or 20 mg of X or placebo").
const NOT_CHAIN =
  /\bwith\sor\swithout\b|\band\/or\b|\bor\s(?:not|none|both)\b|\sto\s(?:receive\s)?\d[\d.]*\s?(?:mg|g|µg|mcg|ml|gy|%|iu|units?)\sor\s/i;
const SEVERAL_RANDOMISATIONS = /\bfactorial\b|\balso (?:randomi[sz]|allocat|assign)|\bsecond randomi[sz]ation/i;
const ALLOCATING = /\brandomi[sz]|\ballocat|\bassign/i;

/** The numbers of arms the title or the abstract's own sentences state; empty when none says. */
export function statedArmCounts(sentences: SourceSentence[]): number[] {
  const own = sentences.filter((s) => s.field === "title" || s.role !== "background");
  const counts = new Set<number>();
  for (const s of own) {
    for (const m of [...s.text.matchAll(INTO)].slice(0, 4)) counts.add(count(m[1]!));
    for (const m of [...s.text.matchAll(ARMED)].slice(0, 4)) counts.add(count(m[1]!));
    for (const m of [...s.text.matchAll(THE_MANY)].slice(0, 4)) counts.add(count((m[1] ?? m[2])!));
    for (const m of [...s.text.matchAll(OR_CHAIN)].slice(0, 2)) if (!NOT_CHAIN.test(m[0])) counts.add(3);
    if (!ALLOCATING.test(s.text)) continue;
    for (const m of [...s.text.matchAll(RATIO)].slice(0, 2)) counts.add(m[0].split(":").length);
  }
  return [...counts];
}

/** True when the abstract states how many arms there were and none of its figures is the number read. */
export function countDisagrees(armCount: number, sentences: SourceSentence[]): boolean {
  // A factorial or second randomisation states one count per factor, not the arms read.
  if (sentences.some((s) => SEVERAL_RANDOMISATIONS.test(s.text))) return false;
  const stated = statedArmCounts(sentences);
  return stated.length > 0 && !stated.includes(armCount);
}

// "randomized to standard or longer duration (n = 651 + 648) and standard or increased intensity": two choices in one
// allocation, a 2 x 2 design whose arms no single pair names. Pieces are bounded, so the scan is linear.
const TWO_CHOICES = /\sor\s[\w-]+(?:\s[\w-]+)?(?:\s\([^()]{0,80}\))?,?\sand\s(?:to\s)?(?:[\w-]+\s){1,2}or\s[\w-]+/i;

/** True when an allocation sentence offers two separate choices ("to A or B and to C or D"). */
export function twoChoices(sentences: SourceSentence[]): boolean {
  return sentences.some((s) => {
    const at = s.role === "background" ? -1 : s.text.search(ALLOCATING);
    return at >= 0 && TWO_CHOICES.test(s.text.slice(at, at + 400));
  });
}
