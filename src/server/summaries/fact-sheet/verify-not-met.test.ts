import { expect, test } from "bun:test";
import { builtinSummaries } from "./builtin-summaries";

const trial = (endpointSentence: string) =>
  builtinSummaries({
    title: "Drug Q or observation after surgery for breast cancer: a randomised trial",
    abstract: `METHODS: 400 women were randomly assigned to drug Q or observation. ${endpointSentence}RESULTS: Overall survival did not differ between the groups (P = 0.40). Disease-free survival was longer with drug Q (P = 0.001). CONCLUSIONS: Drug Q is justified.`,
  });

// The badge judges the trial by its primary endpoint: only the abstract can say which that is.
test('"Primary endpoint not met" only when the abstract names the primary endpoint', () => {
  const stated = trial("The primary endpoint was overall survival. ");
  expect(stated.facts.flags).toContain("primary-not-met");
  expect(stated.clinicianSummary).toContain("Primary endpoint not met");
  const guessed = trial("");
  expect(guessed.facts.primaryEndpoint?.stated).not.toBe(true);
  expect(guessed.facts.flags).not.toContain("primary-not-met");
  expect(guessed.clinicianSummary).not.toContain("Primary endpoint not met");
});
