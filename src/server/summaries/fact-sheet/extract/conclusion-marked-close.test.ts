import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented unlabelled abstracts. The authors' verdict is the sentence saying what the study shows, not a closing call
// for more research; its caveat just after it is part of it.
const conclusionOf = (abstract: string) =>
  extractFactSheet({ title: "Maintenance drug E in lymphoma", abstract }).conclusion?.text ?? "";

describe('"The study shows that ..." is the verdict of an unlabelled abstract', () => {
  const abstract =
    "We tested whether drug E prolonged remission. 120 adults in remission were randomized to drug E or no maintenance. Remission was longer with drug E (median 14 v 6 months; P < 0.001). Survival was alike in both groups (30 v 31 months). The study shows that drug E prolongs remission with mild toxicity. Its value is uncertain, since survival was not longer. More trials are required to define the place of drug E.";

  test("the verdict and its caveat are kept, not only the call for more trials", () => {
    const text = conclusionOf(abstract);
    expect(text).toStartWith("The study shows that drug E prolongs remission");
    expect(text).toContain("since survival was not longer");
    expect(text).not.toContain("More trials are required");
  });

  test("a marked verdict followed by more findings keeps no side finding", () => {
    const text = conclusionOf(
      "120 adults were randomized to drug E or no maintenance. Remission was alike (P = 0.6). Thus, drug E does not prolong remission. Several other findings, unrelated to treatment, were of interest. Older age predicted relapse (P = 0.01).",
    );
    expect(text).toBe("Thus, drug E does not prolong remission.");
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "study shows": "The study shows that. This study suggested. " }, (text) =>
    conclusionOf(text),
  );
});
