import { extractNumbers } from "../number-check";
import { WORD_VALUE as VALUE } from "../number-words";

/** Values of every run of number words ("Sixty-nine", "two hundred and ten", "one thousand two hundred"). */
function wordCounts(text: string): number[] {
  const out: number[] = [];
  let total = 0;
  let current = 0;
  let inRun = false;
  const close = () => {
    if (inRun) out.push(total + current);
    total = current = 0;
    inRun = false;
  };
  for (const m of text.toLowerCase().matchAll(/[a-z]+/g)) {
    const w = m[0];
    const gap = inRun ? text.slice(m.index! - 1, m.index!) : " ";
    if (!/[\s-]/.test(gap)) close();
    if (VALUE.has(w)) (current += VALUE.get(w)!), (inRun = true);
    else if (w === "hundred" && inRun) current *= 100;
    else if (w === "thousand" && inRun) (total += current * 1000), (current = 0);
    else if (w === "and" && inRun) continue;
    else close();
  }
  close();
  return out;
}

/** Whole numbers of the evidence that may count people: digits not followed by "%", and numbers in words. */
function counts(evidence: string): number[] {
  const digits = extractNumbers(evidence).flatMap((found) => {
    const after = evidence.slice(found.index + found.raw.length, found.index + found.raw.length + 2);
    const value = found.readings[0]!;
    return value.length === 1 && Number.isInteger(value[0]) && !/^\s?%/.test(after) ? [value[0]!] : [];
  });
  return [...digits, ...wordCounts(evidence)];
}

const MAX_PAIRED = 40;

/**
 * The count is written in the evidence, in digits ("1,204") or words ("sixty-nine"), or is the sum of the group
 * counts it gives ("(n=387) or placebo (n=387)" makes 774): all of them, or two of them.
 */
export function countIsStated(count: number, evidence: string): boolean {
  const found = counts(evidence);
  if (found.includes(count)) return true;
  if (found.length > 1 && found.reduce((a, b) => a + b, 0) === count) return true;
  // "102 patients per treatment arm": a planned total of two to four such arms.
  const perArm = evidence.match(/(\d{1,6}) [^.;\d]{0,50}?\b(?:per|each) (?:treatment |study |trial )?(?:arm|group)/i);
  if (perArm && [2, 3, 4].some((k) => k * Number(perArm[1]) === count)) return true;
  const pairs = found.slice(0, MAX_PAIRED);
  return pairs.some((a, i) => pairs.some((b, j) => j > i && a + b === count));
}
