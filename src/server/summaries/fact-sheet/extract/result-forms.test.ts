import { expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one quirk each, from clinicians' readings of set a (round 6).
const read = (title: string, abstract: string) => extractFactSheet({ title, abstract });

test('"were higher 12/40 (30%) vs 5/38 (13%) (χ2 4.1, p=0.04)" is the stated outcome\'s significant result', () => {
  const s = read(
    "Walking coach versus leaflet for survivors: a randomised trial",
    "METHODS: Survivors were randomised to a walking coach or a leaflet. The primary outcome was self-reported walk rate at 6 weeks. RESULTS: At 6 weeks, walk rates in the coach group were higher 12/40 (30%) vs 5/38 (13%) (χ2 4.1, p=0.04). CONCLUSION: A walking coach helps survivors walk.",
  );
  expect(s.primaryResult.text).toStartWith("At 6 weeks, walk rates");
  expect(s.primaryResult.direction).toBe("favours-intervention");
});

test("an unlabelled abstract's untested harms sentence is the harms line, not the conclusion", () => {
  const s = read(
    "Drug A versus drug A plus drug B in myeloma: a randomised trial",
    "The aim was to compare drug A with drug A plus drug B. A total of 140 patients were enrolled. Response was more frequent with drug A plus drug B (p = 0.002). Severe adverse events were observed more frequently with drug A plus drug B. In conclusion, drug A plus drug B is active at a cost of more toxicity.",
  );
  expect(s.harms?.text).toBe("Severe adverse events were observed more frequently with drug A plus drug B.");
});

test("a case-control result with its odds ratio is called not randomised, never 'no between-group comparison'", () => {
  const out = builtinSummaries({
    title: "Screening and colon cancer risk: a population-based case-control study",
    abstract:
      "We conducted a population-based case-control study of 900 cases and 1800 controls. Having had a stool test was associated with reduced colon cancer risk (OR=0.70; 95% confidence interval (CI): 0.55, 0.90). We report a lower colon cancer risk among people who were screened.",
  });
  expect(out.clinicianSummary).toContain("not a randomised comparison, so no direction is drawn");
  expect(out.clinicianSummary).not.toContain("no between-group comparison");
});

test("a factorial trial's two comparisons are both quoted, with no single direction, badge or spin", () => {
  const out = builtinSummaries({
    title: "A randomized trial of drug A and drug B after surgery for gastric cancer",
    abstract:
      "METHODS: In a two-by-two factorial design, we randomly assigned 400 patients to drug A, drug B, both, or observation. RESULTS: Three-year survival was 30 percent among patients assigned to receive drug A and 40 percent among patients who did not receive drug A (P=0.06). Three-year survival was 45 percent among patients who received drug B and 25 percent among patients who did not receive drug B (P=0.01). CONCLUSIONS: Drug B has a significant survival benefit, whereas drug A does not.",
  });
  expect(out.facts.primaryResult.direction).toBe("not-reported");
  expect(out.facts.primaryResult.evidence).toHaveLength(2);
  expect(out.facts.flags).not.toContain("spin");
  expect(out.facts.flags).not.toContain("primary-not-met");
  expect(out.clinicianSummary).toContain("more than one primary comparison");
  expect(out.clinicianSummary).not.toContain("subgroup");
});

test("a comparison stated in words without a test is quoted to patients, never called absent", () => {
  const out = builtinSummaries({
    title: "Surgery versus radiotherapy for kidney cancer",
    abstract:
      "Eighty patients with kidney cancer were assigned randomly to surgery or radiotherapy. Forty had surgery; forty had radiotherapy. With time to relapse used as the end point, surgery was more effective than radiotherapy in controlling disease.",
  });
  expect(out.facts.primaryResult.direction).toBe("not-reported");
  expect(out.facts.primaryResult.text).toStartWith("With time to relapse used as the end point");
  expect(out.clinicianSummary).not.toContain("no primary comparison");
  expect(out.patientSummary).toContain("compares the groups but reports no test of the difference");
  expect(out.patientSummary).not.toContain("which group did better");
});

test('a result that opens "For stage II patients," is that subgroup\'s: no direction, no figures by arm, patients told so', () => {
  const out = builtinSummaries({
    title: "Omitting radiotherapy in older women with breast cancer: a prospective non-randomised trial",
    abstract:
      "METHODS: 500 women were assigned non-randomly to radiotherapy or no radiotherapy. RESULTS: For stage I patients, recurrence was alike in the two groups. For stage II patients, recurrence was much higher in those not given radiotherapy (12.0% versus 1.0%, p = 0.004). CONCLUSIONS: Most older women with stage I disease do not need radiotherapy.",
  });
  expect(out.facts.primaryResult.direction).not.toMatch(/^favours/);
  expect(out.facts.primaryResult.byArm ?? []).toHaveLength(0);
  expect(out.patientSummary).toContain("only for some of the people in the study");
  expect(out.patientSummary).not.toContain("found a clear difference");
});

test('"There was non significant survival benefit for A compared to B" is no significant difference', () => {
  const s = read(
    "Drug A versus drug B for brain metastases: a randomised trial",
    "METHODS: Sixty patients were randomised to drug A or drug B. RESULTS: There was non significant survival benefit for drug A compared to drug B. CONCLUSION: Drug A is an effective tool.",
  );
  expect(s.primaryResult.direction).toBe("no-significant-difference");
});

test("ratios the reader cannot read into a direction are not taken as no result, so no spin is claimed", () => {
  const s = builtinSummaries({
    title: "Drug A with or without radiotherapy after surgery: a randomised trial",
    abstract:
      "METHODS: 400 patients were randomised to drug A plus radiotherapy or drug A alone. RESULTS: In Cox regression analyses, hazard ratios (HRs; 95% confidence interval [CI]) of death for the radiotherapy cohort compared with the drug A alone cohort are given in table 2. CONCLUSION: Adding radiotherapy improves survival to a greater extent than drug A alone.",
  }).facts;
  expect(s.flags).not.toContain("spin");
});

test('"hazard ratios (HRs; 95% CI) ... were 0.40 (0.31–0.50) and 0.30 (0.24–0.40)" is read, both values kept', () => {
  const s = read(
    "Radiotherapy added to drug A after surgery: a randomised trial",
    "METHODS: 600 patients were randomised to drug A plus radiotherapy, drug A then radiotherapy, or drug A alone. RESULTS: Hazard ratios (HRs; 95% confidence interval [CI]) of death for the two radiotherapy arms compared with drug A alone were 0.40 (0.31–0.50) and 0.30 (0.24–0.40), respectively. CONCLUSION: Radiotherapy improves survival.",
  );
  expect(s.primaryResult.effects.map((e) => `${e.measure} ${e.value} ${e.ci}`)).toEqual([
    "HR 0.40 0.31–0.50",
    "HR 0.30 0.24–0.40",
  ]);
  expect(s.primaryResult.direction).toBe("favours-intervention");
});

test('a before/after null "in any group" gives way to a tested result, and "P less than 0.01" is read as p < 0.01', () => {
  const s = read(
    "Drug M for appetite in cancer: a placebo-controlled study",
    "To assess drug M on appetite and weight, a double-blind, placebo-controlled trial was designed. One hundred patients were given drug M or placebo. No differences in body weight before and after treatment could be found in any group. However, 40% of the patients in the drug M group gained 2 or more kilograms (P less than 0.01). We conclude that drug M improves appetite.",
  );
  expect(s.primaryResult.text).toStartWith("However, 40% of the patients");
  expect(s.primaryResult.direction).toBe("favours-intervention");
});
