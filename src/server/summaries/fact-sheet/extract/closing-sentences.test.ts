import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented unlabelled abstracts, one quirk each.
const sheet = (abstract: string) => extractFactSheet({ title: "Drug Z for fatigue: a randomised pilot study", abstract });

const CUED = [
  "Survivors of colon cancer often tire easily.",
  "Few treatments help.",
  "Sixty survivors were randomly assigned to drug Z (n = 30) or usual care (n = 30).",
  "The primary and the secondary outcomes were walking distance and grip strength, respectively.",
  "Analysis indicated that walking distance increased significantly in the drug Z group (mean between-group difference, 120 m; 95% confidence interval, 60-180; p < 0.001).",
  "Grip strength (3.1 vs. -0.5, p = 0.02) also improved significantly in the drug Z group compared to the control group.",
  "Drug Z was feasible and effective for increasing walking distance in survivors.",
].join(" ");

test("a result sentence that opens with a cue word ('analysis indicated that') is a result, not the authors' conclusion", () => {
  const s = sheet(CUED);
  expect(s.primaryResult.text).toContain("walking distance increased");
  expect(s.conclusion?.text).toBe("Drug Z was feasible and effective for increasing walking distance in survivors.");
});

test("the publisher's copyright line is not part of the authors' conclusion", () => {
  const abstract = `${CUED.replace(/ Drug Z was feasible.*$/, "")} Thus, drug Z improved walking distance with acceptable toxicity. © 2001 Example Press http://www.example.org`;
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
