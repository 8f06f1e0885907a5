import { describe, expect, test } from "bun:test";
import { findUnsupportedNumbers } from "../number-check";
import { fleschKincaidGrade } from "../readability";
import { loadFixture, type FixtureRecord } from "./fixture";
import { builtinSummarize } from "./index";

// The shared abstracts live outside the repo; without them these tests have nothing to read.
const records = loadFixture();
if (!records) console.log("builtin corpus tests skipped: ../shared/fixtures/rct/cancer-rct.jsonl is not there");
const suite = records ? describe : describe.skip;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const byPmid = (pmid: string) => records!.find((r) => r.pmid === pmid)!;

suite("built-in summaries of the shared cancer trial abstracts", () => {
  const all = (records ?? []).map((r: FixtureRecord) => ({ r, out: builtinSummarize(r) }));

  test("every number in every summary is in the title or abstract", () => {
    const offenders = all.flatMap(({ r, out }) => {
      const source = `${r.title}\n${r.abstract}`;
      return [...findUnsupportedNumbers(out.clinicianSummary, source), ...findUnsupportedNumbers(out.patientSummary, source)].map((n) => `${r.pmid}: ${n}`);
    });
    expect(offenders).toEqual([]);
  });

  test("both summaries are plain text of a sensible length", () => {
    const outOfBounds = all.filter(({ out }) => {
      const c = words(out.clinicianSummary);
      const p = words(out.patientSummary);
      return c < 30 || c > 200 || p < 50 || p > 210 || /<\/?[a-z][^>]*>/i.test(out.clinicianSummary + out.patientSummary);
    });
    expect(outOfBounds.map(({ r }) => r.pmid)).toEqual([]);
  });

  test("the patient summary reads at grade 8 or below", () => {
    const grades = all.map(({ out }) => fleschKincaidGrade(out.patientSummary)).sort((a, b) => a - b);
    const share = grades.filter((g) => g <= 8).length / grades.length;
    // Measured 100% at or below 8 and a median of 3.5; a regression below these fails.
    expect(share).toBeGreaterThanOrEqual(0.97);
    expect(grades[Math.floor(grades.length / 2)]!).toBeLessThanOrEqual(5);
  });

  test("every patient summary closes by pointing to the care team", () => {
    expect(all.filter(({ out }) => !out.patientSummary.endsWith("talk with your care team.")).map(({ r }) => r.pmid)).toEqual([]);
  });

  test("the clinician summary carries N randomised and the primary result as reported", () => {
    const leukaemia = builtinSummarize(byPmid("21131038")).clinicianSummary;
    expect(leukaemia).toContain("Participants: 216 patients randomised.");
    expect(leukaemia).toContain("35·9%");
    expect(leukaemia).toContain("Arms: idarubicin vs mitoxantrone");
    const gastric = builtinSummarize(byPmid("18665164")).clinicianSummary;
    expect(gastric).toContain("Participants: 91 patients randomised.");
    expect(gastric).toContain("27.2%");
    const erlotinib = builtinSummarize(byPmid("23078958")).clinicianSummary;
    expect(erlotinib).toContain("Primary endpoint: overall survival.");
    expect(erlotinib).toContain("0·94");
    expect(erlotinib).toContain("n=350 and n=320 per arm");
    expect(builtinSummarize(byPmid("29285233")).clinicianSummary).toContain("88 patients");
  });

  test("the patient summary gives results in easy numbers, matched to the right arm", () => {
    const leukaemia = builtinSummarize(byPmid("21131038")).patientSummary;
    expect(leukaemia).toContain("With idarubicin, 35.9% were alive without their cancer growing after 3 years. That is about 4 in 10 people.");
    expect(leukaemia).toContain("With mitoxantrone, it was 64.6%. That is about 6 in 10 people.");
    const erlotinib = builtinSummarize(byPmid("23078958")).patientSummary;
    expect(erlotinib).toContain("With erlotinib, the median time people lived was 3.7 months.");
    expect(erlotinib).toContain("It compared erlotinib with a placebo.");
  });

  test("a protocol says it has no results yet", () => {
    const protocol = builtinSummarize(byPmid("27114074"));
    expect(protocol.patientSummary).toContain("It does not give any results yet.");
    expect(protocol.clinicianSummary).toContain("Results: none yet (protocol).");
  });

  test("it takes a few milliseconds per abstract", () => {
    const start = performance.now();
    for (const r of records ?? []) builtinSummarize(r);
    expect((performance.now() - start) / Math.max(1, all.length)).toBeLessThan(25);
  });
});
