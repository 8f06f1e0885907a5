import { designLine } from "./design";
import type { Facts } from "./facts";

const MISSING = "not reported in the abstract";
const MAX_WORDS = 190;

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A sentence cut to its first clauses when long; only ever removes words, so no number changes. */
export function trimSentence(sentence: string, maxWords: number): string {
  if (wordCount(sentence) <= maxWords) return sentence;
  const clauses = sentence.split(/(?<=;)\s+/);
  let out = "";
  for (const clause of clauses) {
    if (out && wordCount(out + clause) > maxWords) break;
    out = out ? `${out} ${clause}` : clause;
  }
  if (wordCount(out) <= maxWords) return out.replace(/[;,]$/, ".");
  // No clause break early enough: cut at a word and mark it.
  return `${out.split(/\s+/).slice(0, maxWords).join(" ").replace(/[,;:(]$/, "")}…`;
}

function armsLine(f: Facts): string {
  if (f.arms.length >= 2) return `Arms: ${f.arms.map((a) => a.name).join(" vs ")}`;
  if (f.singleTreatment) return `Intervention: ${f.singleTreatment}${f.design.randomised ? "; comparator not named in the abstract" : " (no comparison arm named)"}`;
  return `Arms: ${MISSING}`;
}

/** CONSORT-for-abstracts skeleton, one labelled line per item; missing items are said to be missing. */
export function clinicianLines(f: Facts): string[] {
  const participants = f.enrolment
    ? `${f.enrolment.count} ${f.enrolment.noun} ${f.enrolment.verb}`
    : f.groupSizes.length === 2
      ? `n=${f.groupSizes[0]} and n=${f.groupSizes[1]} per arm (total not stated)`
      : `number randomised ${MISSING}`;
  const lines: [priority: number, line: string][] = [
    [0, `Design: ${designLine(f.design)}.`],
    [0, `Participants: ${participants}.`],
    [2, f.population ? `Population: ${trimSentence(f.population, 40)}` : ""],
    [0, armsLine(f)],
    [0, `Primary endpoint: ${f.primaryEndpoint ?? MISSING}.`.replace(/\.\.$/, ".")],
    [0, f.design.protocol ? "Results: none yet (protocol)." : `Primary result: ${f.primaryResult ? trimSentence(f.primaryResult, 60) : MISSING}`],
    [3, f.secondaryResult ? `Secondary: ${trimSentence(f.secondaryResult, 40)}` : ""],
    [1, f.design.protocol ? "" : `Harms: ${f.harms && f.harms !== f.primaryResult ? trimSentence(f.harms, 40) : f.harms ? "see primary result" : MISSING}`],
    [0, `Authors' conclusion: ${f.conclusion.length ? trimSentence(f.conclusion.join(" "), 45) : MISSING}`],
    [2, f.registration ? `Registration: ${f.registration}` : ""],
  ];
  let kept = lines.filter(([, line]) => line);
  // Drop the least needed lines until the summary fits.
  for (const drop of [3, 2, 1]) {
    if (wordCount(kept.map(([, l]) => l).join(" ")) <= MAX_WORDS) break;
    kept = kept.filter(([p]) => p !== drop);
  }
  return kept.map(([, line]) => line);
}
