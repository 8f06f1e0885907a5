import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented unlabelled abstracts, one quirk each.
const sheet = (abstract: string) =>
  extractFactSheet({ title: "Drug Z for fatigue: a randomised pilot study", abstract });

const CUED = [
  "Survivors of colon cancer often tire easily.",
  "Few treatments help.",
  "Sixty survivors were randomly assigned to drug Z (n = 30) or usual care (n = 30).",
  "The primary and the secondary outcomes were walking distance and grip strength, respectively.",
  "Analysis indicated that walking distance increased significantly in the drug Z group (mean between-group difference, 120 m; 95% confidence interval, 60-180; p < 0.001).",
  "Grip strength (3.1 vs. -0.5, p = 0.02) also improved significantly in the drug Z group compared to the control group.",
  "Thus, drug Z was feasible and effective for increasing walking distance in survivors.",
].join(" ");

test("a result sentence that opens with a cue word ('analysis indicated that') is a result, not the authors' conclusion", () => {
  const s = sheet(CUED);
  expect(s.primaryResult.text).toContain("walking distance increased");
  expect(s.conclusion?.text).toBe(
    "Thus, drug Z was feasible and effective for increasing walking distance in survivors.",
  );
});

test("the publisher's copyright line is not part of the authors' conclusion", () => {
  const abstract = `${CUED.replace(/ Thus, drug Z was feasible.*$/, "")} Thus, drug Z improved walking distance with acceptable toxicity. © 2001 Example Press http://www.example.org`;
  const s = extractFactSheet({ title: "Drug Z for fatigue", abstract });
  expect(s.conclusion?.text).toBe("Thus, drug Z improved walking distance with acceptable toxicity.");
  const span = s.conclusion!.evidence[0]!;
  expect(abstract.slice(span.start, span.end)).toBe("Thus, drug Z improved walking distance with acceptable toxicity.");
});

test("a conclusion that the treatment mitigates a toxicity favours it", () => {
  const s = sheet(
    "Forty patients were randomly assigned to rinse Z (n = 20) or saline (n = 20). The results indicate that rinse Z reduced mucositis (p < 0.001). The observations indicate that rinse Z mitigates radiation mucositis and does not interfere with tumour control.",
  );
  expect(s.conclusion?.positive).toBe(true);
});

test("the result on the endpoint named by its initials (SSI) beats a broader outcome with more figures", () => {
  const s = extractFactSheet({
    title: "Implant Z and surgical site infections after rectal surgery: a randomised study",
    abstract: [
      "BACKGROUND: Implant Z was evaluated to determine the risk of surgical site infections (SSI).",
      "METHODS: In total, 150 patients were randomized to implant Z or to a control group without it.",
      "RESULTS: There were no statistically significant differences in the overall rate of complications between the study and control group: 20.1 and 25.2 % respectively; p = 0.31, relative risk 0.80 [95 % CI 0.50–1.20].",
      "The total rate of SSI was 12.0 % without differences between the study and control group.",
      "CONCLUSIONS: Implant Z may reduce the risk of SSI in some patients.",
    ].join("\n"),
  });
  expect(s.primaryResult.text).toBe(
    "The total rate of SSI was 12.0 % without differences between the study and control group.",
  );
  expect(s.primaryResult.direction).toBe("no-significant-difference");
});

test("a predictive-marker analysis reports its interaction test, not the benefit inside one marker group", () => {
  const s = extractFactSheet({
    title: "Predictive value of marker Q for benefit from drug Z in colon cancer",
    abstract: [
      "METHODS: We measured marker Q in tumours from 500 patients randomized to drug Z or observation.",
      "RESULTS: Patients with low marker Q had a clear benefit from drug Z in terms of longer survival (hazard ratio = 0.40, 95% confidence interval = 0.25 to 0.65, P = 0.0002).",
      "For patients with high marker Q, drug Z did not prolong survival (hazard ratio = 0.90, 95% confidence interval = 0.50 to 1.60, P = 0.70).",
      "Interaction between marker Q and benefit from drug Z was statistically significant (P = 0.04).",
      "CONCLUSIONS: Marker Q may predict benefit from drug Z.",
    ].join("\n"),
  });
  expect(s.primaryResult.text).toBe(
    "Interaction between marker Q and benefit from drug Z was statistically significant (P = 0.04).",
  );
});

test("a labelled conclusion keeps its first sentence even when it holds figures", () => {
  const s = extractFactSheet({
    title: "Drug Z in melanoma: a randomised trial",
    abstract: [
      "METHODS: 300 patients were randomized to drug Z or drug Y.",
      "RESULTS: Response was higher with drug Z (25% versus 5%; P < 0.001).",
      "CONCLUSION: Patients with stage III disease (57% of the trial) derived greater benefit from drug Z. Drug Z was well tolerated.",
    ].join("\n"),
  });
  expect(s.conclusion?.text).toStartWith("Patients with stage III disease (57% of the trial) derived greater benefit");
});

test("a marker called prognostic and predictive keeps its prognostic result first", () => {
  const s = extractFactSheet({
    title: "Prognostic and predictive value of marker Q in a randomised trial of drug Z",
    abstract: [
      "METHODS: Serum from 100 patients randomized to drug Z or placebo was analysed.",
      "RESULTS: Baseline marker Q was prognostic for survival (HR=0.77, 95% CI=0.61–0.96, p=0.020).",
      "When interaction terms were evaluated, marker Q was not predictive of benefit from drug Z (interaction p=0.085).",
      "CONCLUSIONS: Marker Q appeared prognostic for survival.",
    ].join("\n"),
  });
  expect(s.primaryResult.text).toStartWith("Baseline marker Q was prognostic");
});
