/** Prints the built-in summarizer's figures on the shared fixture: bun src/server/summaries/builtin/measure.ts */
import { findUnsupportedNumbers } from "../number-check";
import { fleschKincaidGrade } from "../readability";
import { builtinSummarize } from "./index";
import { loadFixture } from "./fixture";

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export function measureBuiltin(records = loadFixture() ?? []) {
  const grades: number[] = [];
  const times: number[] = [];
  let offenders = 0;
  for (const r of records) {
    const start = performance.now();
    const out = builtinSummarize(r);
    times.push(performance.now() - start);
    grades.push(fleschKincaidGrade(out.patientSummary));
    const source = `${r.title}\n${r.abstract}`;
    offenders += findUnsupportedNumbers(out.clinicianSummary, source).length + findUnsupportedNumbers(out.patientSummary, source).length;
  }
  grades.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return {
    count: records.length,
    gradeMedian: quantile(grades, 0.5),
    gradeP90: quantile(grades, 0.9),
    shareAtOrBelow8: grades.filter((g) => g <= 8).length / Math.max(1, grades.length),
    msMean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    msP95: quantile(times, 0.95),
    unsupportedNumbers: offenders,
  };
}

if (import.meta.main) {
  const records = loadFixture();
  if (!records) console.log("The shared fixture ../shared/fixtures/rct/cancer-rct.jsonl is not there; nothing to measure.");
  else {
    const m = measureBuiltin(records);
    console.log(`abstracts: ${m.count}`);
    console.log(`patient grade: median ${m.gradeMedian.toFixed(1)}, p90 ${m.gradeP90.toFixed(1)}, at or below 8: ${(m.shareAtOrBelow8 * 100).toFixed(1)}%`);
    console.log(`ms per abstract: mean ${m.msMean.toFixed(2)}, p95 ${m.msP95.toFixed(2)}`);
    console.log(`numbers not in the abstract: ${m.unsupportedNumbers}`);
  }
}
