import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per way an aim or title is written (round 10, from set f's readings).
const endpoint = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).primaryEndpoint?.text ?? null;

describe("the endpoint is the outcome the aim names, not a word beside it", () => {
  test("'objective tumour responses' in the context does not outrank 'We compared overall survival'", () => {
    const text = endpoint(
      "Drug Q plus drug W versus drug W alone in kidney cancer",
      "PURPOSE: Drug Q plus drug W induces objective tumour responses in kidney cancer. We compared overall survival after drug Q plus drug W versus drug W alone. RESULTS: Median survival was 60 weeks and 40 weeks (P = .01).",
    );
    expect(text).toBe("overall survival");
  });

  test("'sensitivity analyses' names an analysis, not the outcome sensitivity", () => {
    const text = endpoint(
      "Costs of nurse-led follow-up after breast cancer",
      "METHODS: Costs per QALY were estimated for four follow-up strategies. RESULTS: Secondary and sensitivity analyses showed that results were robust.",
    );
    expect(text ?? "").not.toMatch(/^sensitivity$/i);
  });

  test("a title's 'over time at one centre' after 'outcome improvement' is no outcome", () => {
    const text = endpoint(
      "Bone sarcoma: outcome improvement over time at one centre",
      "Patients treated from 1980 to 2010 were grouped by decade. Results were better in the last decade (P < 0.001).",
    );
    expect(text ?? "").not.toMatch(/^over time/i);
  });

  test("'to determine if attendance ...' gives attendance, not the aim's verb", () => {
    const text = endpoint(
      "Letters inviting women to screening",
      "OBJECTIVES: To determine if attendance for screening differed between women sent letter A and letter B. RESULTS: Attendance was 60% and 62% (P = 0.4).",
    );
    expect(text).toBe("attendance");
  });

  test("'effect on swallowing without increased pain' is about swallowing, and the patient is not told pain was measured", () => {
    const out = builtinSummaries({
      title: "Stent plus radiotherapy or radiotherapy alone for oesophageal cancer",
      abstract:
        "OBJECTIVE: To determine whether a stent plus radiotherapy gave a faster effect on swallowing without increased pain compared to radiotherapy alone. METHODS: Patients were randomised to stent plus radiotherapy or radiotherapy alone. RESULTS: Swallowing improved more with the stent (P = 0.01). Pain did not differ.",
    });
    expect(out.facts.primaryEndpoint?.text ?? "").not.toMatch(/pain/i);
    expect(out.patientSummary).not.toMatch(/best guess is pain/i);
  });

  test("the last of a list behind 'effect on' is not given alone with the treatment's name", () => {
    const text = endpoint(
      "Drug Q for smokers with cancer",
      "This study evaluated the feasibility, safety, and effect on cessation of drug Q for smoking cessation in patients with cancer. RESULTS: 40% quit at week 12.",
    );
    expect(text ?? "").not.toMatch(/cessation of drug Q/);
  });

  test("a long 'Main outcome measures' heading is cut at a whole word, after its 'Taking a … perspective,' lead-in", () => {
    const text = endpoint(
      "Cost effectiveness of close or usual follow-up after bowel cancer surgery",
      "Main outcome measures: Taking a health service perspective, estimated incremental costs for each life year gained for six trials and three smaller trials designed for early detection of recurrences in the liver or lung (targeted follow-up). Results: Each life year gained cost £3000.",
    );
    expect(text).toMatch(/^estimated incremental costs/);
    expect(text).toMatch(/\b(?:early|detection|recurrences|liver|lung)$/);
  });

  test("'The primary objective was to detect a hazard ratio of 0.71 for X' names X as the primary endpoint", () => {
    const sheet = extractFactSheet({
      title: "Drug Q after surgery for liver metastases: a randomised trial",
      abstract:
        "METHODS: Patients were randomised to drug Q or surgery alone. The primary objective was to detect a hazard ratio of 0.71 or less for progression-free survival. RESULTS: Progression-free survival did not differ (HR 0.79, p=0.058).",
    });
    expect(sheet.primaryEndpoint?.text).toBe("progression-free survival");
    expect(sheet.primaryEndpoint?.stated).toBe(true);
  });
});

const WORST = {
  "'objective responses' repeated": "objective tumour responses objective ",
  "'without increased' repeated": "effect on swallowing without increased ",
  "'to determine if' repeated": "to determine if to determine if ",
  "'and effect on' repeated": "and effect on and the effect upon ",
  "a power statement without its outcome": "The primary objective was to detect a difference of 0.5 of 0.5 ",
  "a heading's lead-in repeated": "Main outcome measures: Taking a view, for for for for ",
};
describe("linear time", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
