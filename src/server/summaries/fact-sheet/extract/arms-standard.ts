import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// Words by which authors call a regimen the standard one (GOLD.md: "the regimen the authors call standard is control").
const STANDARD = /\b(?:standard|conventional|established|usual)\b/gi;
const TOKEN = /[\p{L}\p{N}]+/gu;
// "the standard three weekly regimen" names "3-weekly docetaxel": counts compare as digits.
// "radiation therapy" names "radiotherapy": one modality, two spellings.
const COUNT: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  six: "6",
  eight: "8",
  twelve: "12",
  radiation: "radiotherapy",
  irradiation: "radiotherapy",
};
const wordsOf = (text: string) =>
  (text.toLowerCase().match(TOKEN) ?? []).map((w) => COUNT[w] ?? w).filter((w) => w.length >= 2 || /^\d$/.test(w));
// "36 weeks of CMFVP", "a 12-week regimen": a duration written before the name tells the arms apart too.
const leadCount = (f: Found) =>
  f.s.text
    .slice(Math.max(0, f.at - 16), f.at)
    .match(/(\d{1,3})[\s-](?:weeks?|months?|cycles?|courses?|days?)\b[^\d]*$/i)?.[1];

/** The one arm the abstract calls standard anywhere ("the conventional 'open' approach"); -1 when none or both. */
export function calledStandard(found: Found[], sentences: SourceSentence[]): number {
  const named = found.map((f) => new Set([...wordsOf(f.name), ...[leadCount(f)].filter((n): n is string => !!n)]));
  // Only words that tell the arms apart count: "standard chemotherapy" says nothing when both arms hold chemotherapy.
  const own = named.map(
    (words, i) =>
      new Set(
        [...words].filter(
          (w) =>
            // When it is given ("adjuvant") says nothing of which regimen is standard.
            !/^(?:standard|conventional|usual|the|and|with|plus|of|adjuvant|neoadjuvant|postoperative|preoperative)$/.test(
              w,
            ) && named.every((o, j) => j === i || !o.has(w)),
        ),
      ),
  );
  const hits = new Set<number>();
  for (const s of sentences) {
    // "At relapse, patients were given standard X": what is standard after the trial's treatment is not its comparator.
    if (/\b(?:at|after|on)\s(?:relapse|progression|recurrence)\b|\bsalvage\b/i.test(s.text)) continue;
    for (const m of [...s.text.matchAll(STANDARD)].slice(0, 6)) {
      // "(gold standard)" closes a bracket about what came before it: the words after are another thing.
      if (/^\s?[);]/.test(s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 3))) continue;
      // "a trial was established to compare A with B": the verb, not a regimen called established.
      if (/^established\s(?:to|in|by|as|at|for|from|that|with)\s/i.test(s.text.slice(m.index!, m.index! + 20)))
        continue;
      // The three words after the cue, skipping quotes and articles: "the standard ‘open’ approach".
      const after = wordsOf(s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 60))
        .filter((w) => !/^(?:the|a|an)$/.test(w))
        .slice(0, 3);
      own.forEach((words, i) => {
        if (after.some((w) => words.has(w))) hits.add(i);
      });
    }
  }
  return hits.size === 1 ? [...hits][0]! : -1;
}
