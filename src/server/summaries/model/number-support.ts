import { extractNumbers, findUnsupportedNumbers } from "../number-check";

const key = (n: number) => String(Number(n.toPrecision(12)));

/**
 * Which numbers of a sentence its evidence lacks, in time linear in the text: each evidence text is read once
 * (values cached), each sentence once; only numbers the plain value match rejects ("6 in 10", "phase III") go to the
 * full number check, at most `maxSlowChecks` times per answer, after which they count as unsupported.
 */
export function createNumberSupport(maxSlowChecks = 12) {
  const values = new Map<string, Set<string>>();
  let slowChecks = 0;
  const valuesOf = (text: string) => {
    let set = values.get(text);
    if (!set) {
      set = new Set(extractNumbers(text).flatMap((n) => n.readings.flat().map(key)));
      values.set(text, set);
    }
    return set;
  };
  return function unsupported(sentence: string, evidence: string[]): string[] {
    const sets = evidence.map(valuesOf);
    const out = new Set<string>();
    for (const found of extractNumbers(sentence)) {
      if (found.readings.some((reading) => reading.every((v) => sets.some((s) => s.has(key(v)))))) continue;
      const slow = slowChecks++ < maxSlowChecks && findUnsupportedNumbers(found.raw, evidence.join("\n")).length === 0;
      if (!slow) out.add(found.raw.trim());
    }
    return [...out];
  };
}
