import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstracts. A direction and a spin badge stand only on readings that are sound.
const trial = (methods: string, results: string, conclusion: string) =>
  builtinSummaries({
    title: "Drug K or observation after surgery for breast cancer: a randomised trial",
    abstract: `METHODS: 300 women were randomly assigned to drug K or observation. ${methods}RESULTS: ${results} CONCLUSIONS: ${conclusion}`,
  }).facts;

describe("direction words that do not say which group", () => {
  test('"regardless of the number of nodes" is about patients, not a null result between the arms', () => {
    const facts = trial(
      "",
      "Disease-free interval increased in women given drug K regardless of the number of nodes involved.",
      "Drug K deserves further study.",
    );
    expect(facts.primaryResult.direction).not.toBe("no-significant-difference");
  });

  test('"regardless of whether" they got drug K or not is a null result', () => {
    const facts = trial(
      "",
      "Satisfaction was high regardless of whether women received drug K or observation.",
      "Drug K deserves further study.",
    );
    expect(facts.primaryResult.direction).toBe("no-significant-difference");
  });

  test('"survival was inferior" naming no group favours no one: no direction, no spin', () => {
    const facts = trial(
      "",
      "Recurrence-free survival was inferior, 48.2% versus 57.9%, P=0.002.",
      "Drug K lowers recurrence and should be offered.",
    );
    expect(facts.primaryResult.direction).toBe("not-reported");
    expect(facts.flags).not.toContain("spin");
  });
});

describe("spin only on a sound lean and a sound comparison", () => {
  test("a trial whose endpoint is quality of life does not rest on a secondary outcome when it concludes on it", () => {
    const facts = trial(
      "The primary endpoint was quality of life. ",
      "Quality of life improved more with drug K than with observation (P = 0.002).",
      "Drug K improved quality of life.",
    );
    expect(facts.primaryResult.direction).toBe("favours-intervention");
    expect(facts.flags).not.toContain("spin");
  });

  test("quality of life in the conclusion of a survival trial is still a secondary outcome", () => {
    const facts = trial(
      "The primary endpoint was overall survival. ",
      "Overall survival was longer with drug K than with observation (P = 0.01).",
      "Drug K improved quality of life.",
    );
    expect(facts.flags).toContain("spin");
  });

  test('"a trend towards an improvement" is no claim of benefit', () => {
    const facts = trial(
      "The primary endpoint was overall survival. ",
      "Overall survival did not differ between the groups (P = 0.40).",
      "There was a trend towards an improvement in survival with drug K.",
    );
    expect(facts.conclusion?.positive).not.toBe(true);
    expect(facts.flags).not.toContain("spin");
  });
});

describe("an unlabelled abstract's closing sentence that is a result is not the authors' conclusion", () => {
  const closing = (last: string) =>
    builtinSummaries({
      title: "Drug K for nausea during chemotherapy: a crossover study",
      abstract: `Forty adults took drug K in one cycle and drug M in the next. Complete protection was 80% with drug K and 78% with drug M. ${last}`,
    });

  test("a closing report of adverse events is shown as harms, never as the conclusion", () => {
    const out = closing("Adverse events tended to be mild, with headache the most common.");
    expect(out.facts.conclusion).toBeNull();
    expect(out.clinicianSummary).not.toContain("Authors' conclusion: Adverse events");
  });

  test('a closing "there was a trend ..." finding is not the verdict', () => {
    expect(closing("However, there was a trend towards less nausea in older patients.").facts.conclusion).toBeNull();
  });

  test("a closing caveat gives way to the verdict just before it", () => {
    const out = closing(
      "Thus, drug K is an effective antiemetic. While drug K was tested only in adults, its cost is a concern.",
    );
    expect(out.facts.conclusion?.text).toBe("Thus, drug K is an effective antiemetic.");
  });
});
