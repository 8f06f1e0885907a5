import { extractNumbers } from "../number-check";

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const VALUE = new Map<string, number>([...UNITS.map((w, i) => [w, i] as const), ...TENS.flatMap((w, i) => (w ? [[w, i * 10] as const] : []))]);

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

/** The count is written in the evidence, in digits ("1,204") or in words ("sixty-nine"). */
export function countIsStated(count: number, evidence: string): boolean {
  for (const found of extractNumbers(evidence)) if (found.readings.some((r) => r.length === 1 && r[0] === count)) return true;
  return wordCounts(evidence).includes(count);
}
