import { builtinSummaries } from "../../src/server/summaries/fact-sheet/builtin-summaries";
import { findUnsupportedNumbers, readSourceNumbers } from "../../src/server/summaries/number-check";
import { fleschKincaidGrade } from "../../src/server/summaries/readability";
import type { EvalRecord } from "../eval/fixtures";

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Speed, patient reading grade and unsupported numbers of the built-in summaries over real abstracts. */
export function measureBuiltin(records: EvalRecord[]) {
  const grades: number[] = [];
  const times: number[] = [];
  let offenders = 0;
  for (const r of records) {
    const start = performance.now();
    const out = builtinSummaries({
      title: r.title,
      abstract: r.abstract,
      ...(r.sections ? { abstractSections: r.sections } : {}),
    });
    times.push(performance.now() - start);
    grades.push(fleschKincaidGrade(out.patientSummary));
    const source = readSourceNumbers(`${r.title}\n${r.abstract}`);
    offenders +=
      findUnsupportedNumbers(out.clinicianSummary, source).length +
      findUnsupportedNumbers(out.patientSummary, source).length;
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
