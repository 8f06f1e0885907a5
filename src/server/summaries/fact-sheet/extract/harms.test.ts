import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts: the Harms line holds what happened, never who was assessed.
const harms = (abstract: string) =>
  extractFactSheet({ title: "Regimen A or regimen B after surgery: a randomised trial", abstract }).harms?.text ?? null;

describe("harms report what happened", () => {
  test("treatment-related mortality is a harms report", () => {
    expect(
      harms(
        "METHODS: 300 adults were randomized to regimen A or regimen B. RESULTS: Remission was 76% in both arms. Treatment-related mortality was not significantly higher with regimen A than with regimen B. Relapse-free interval did not differ (P = 0.39). CONCLUSIONS: Both regimens remain options.",
      ),
    ).toBe("Treatment-related mortality was not significantly higher with regimen A than with regimen B.");
  });

  test("a count of patients evaluable for toxicity is not a harms report", () => {
    expect(
      harms(
        "METHODS: 300 women were randomized to regimen A or regimen B. RESULTS: 290 patients (97%) were evaluable for toxicity (grade 2 and higher). Survival did not differ (P = 0.4). CONCLUSIONS: Both regimens remain options.",
      ),
    ).toBeNull();
  });

  test("harms named by the abstract's own short forms are reported", () => {
    expect(
      harms(
        "METHODS: 300 women were randomized to regimen A or regimen B; the most frequent toxicities: anemia (AN) and peripheral neuropathy (PNP) were recorded. RESULTS: 290 patients (97%) were evaluable for toxicity. AN was more frequent after regimen A (P < 0.001). CONCLUSIONS: Both regimens remain options.",
      ),
    ).toBe("AN was more frequent after regimen A (P < 0.001).");
  });

  test("stopping treatment because of intolerance is a harms report", () => {
    expect(
      harms(
        "METHODS: 120 women were randomized to regimen A or regimen B. RESULTS: Twelve patients stopped regimen A early, mostly because of subjective intolerance. CONCLUSIONS: Regimen B is preferred.",
      ),
    ).toBe("Twelve patients stopped regimen A early, mostly because of subjective intolerance.");
  });

  test("what predicts toxicity (a genotype) is not a harms report", () => {
    expect(
      harms(
        "METHODS: 300 women were randomized to regimen A or regimen B and genotyped. RESULTS: Two polymorphisms were associated with toxicity (P = 0.01). CONCLUSIONS: Genotypes may guide treatment.",
      ),
    ).toBeNull();
  });
});

describe("harms reader on adversarial text", () => {
  const WORST: Record<string, string> = {
    lists: "toxicities: (AB) (CD) (EF) side effects including (GH) ",
    names: "AB more frequent with AB CD 5% (AB) toxicity: (CD) ",
    sentences: "Toxicities: (AB). AB more frequent in 5%. Side effects including (CD). ",
  };
  readsEachInLinearTime(WORST, (abstract) => harms(abstract), "RESULTS: ");
});
