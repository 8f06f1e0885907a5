import { describe, expect, test } from "bun:test";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { outcomeGoodness } from "./polarity";

const endpoint = (abstract: string, title = "T") => endpointReading(extractFactSheet({ title, abstract }));

describe("primary endpoint: what is measured, and of what kind", () => {
  test('"to improve patient outcomes" is no outcome; the title\'s feasibility is', () => {
    expect(
      endpoint(
        "BACKGROUND: Trials of exercise before surgery are few. The trial will establish whether exercise can be delivered.",
        "Feasibility of exercise to improve patient outcomes after surgery: protocol for a pilot randomised trial",
      )?.text,
    ).toStartWith("Feasibility");
  });

  test("a one-word outcome of the objective is named as the methods measure it, but not narrowed to one kind", () => {
    const base =
      "OBJECTIVE: This study tested the effects of mint oil on pain after surgery.\nMETHODS: Adults were randomised to mint oil or placebo. Visual analogue scales of pain magnitude were completed.";
    expect(endpoint(base)?.text).toBe("pain magnitude");
    expect(endpoint(base.replace("pain magnitude were completed", "wound pain was recorded"))?.text).toBe("pain");
  });

  test("a two-word outcome is made precise only by its own head with timing words, never by another kind", () => {
    const text = (result: string) =>
      `OBJECTIVE: To determine the efficacy of drug Z in preventing tumor recurrence after transplant.\nMETHODS: Forty adults were randomized to drug Z or placebo.\nRESULTS: ${result}`;
    expect(endpoint(text("The one-year recurrence rates were 20% and 45% (P < 0.05)."))?.text).toBe(
      "one-year recurrence rates",
    );
    expect(endpoint(text("The local recurrence rates were 20% and 45% (P < 0.05)."))?.text).toBe("tumor recurrence");
  });

  test("a test-comparison result names its measure; a value is never taken for what it is of", () => {
    expect(
      endpoint(
        "BACKGROUND: Two swab tests were used in a randomised screening trial.\nMETHODS: Women gave both swabs.\nRESULTS: Overall agreement was 95.2% (kappa 0.8).",
      )?.text,
    ).toBe("agreement");
    expect(
      endpoint("METHODS: Sera were tested.\nRESULTS: The panel had a sensitivity of 91.0% and a specificity of 80.5%.")
        ?.text,
    ).toBe("sensitivity");
  });

  test('aims that "estimate" or "quantitate" a cost, or assess "functional outcomes", name them', () => {
    expect(
      endpoint("BACKGROUND: We aimed to estimate the incremental cost-effectiveness of drug Z versus supportive care.")
        ?.text,
    ).toBe("incremental cost-effectiveness");
    expect(
      endpoint("BACKGROUND: We undertook an audit to quantitate the drug costs associated with trial entry.")?.text,
    ).toBe("drug costs");
    expect(
      endpoint(
        "PURPOSE: The aim of this study was to assess the bladder functional outcomes of patients after two operations.",
      )?.text,
    ).toBe("bladder functional outcomes");
  });

  test("a progression-free interval (with a typographic hyphen) is an endpoint, and longer is better", () => {
    expect(
      endpoint(
        "OBJECTIVES: To determine if the progression\u2010free interval of dogs given drug Z was different than that of dogs given drug W.",
      )?.text,
    ).toBe("progression\u2010free interval");
    expect(outcomeGoodness("progression\u2010free interval")).toBe(1);
  });

  test('"dose-limiting toxicities" keeps its hyphenated qualifier; an unlabelled result names satisfaction, not "high"', () => {
    expect(
      endpoint(
        "The aims of this study were to evaluate the frequency of dose-limiting toxicities of drug Z given with drug W.",
      )?.text,
    ).toBe("dose-limiting toxicities");
    const text =
      "Telephone advice may save time. This randomized study aims to evaluate the advice process. A total of 200 adults were randomized to telephone or in-person advice. Overall, a high satisfaction rate with the advice was found regardless of whether it was given by telephone or in person. Telephone advice works.";
    expect(endpoint(text)?.text).toBe("satisfaction rate");
  });

  test("the methods name what a marker study investigated, or what was recorded, when objective and title do not", () => {
    expect(
      endpoint(
        "BACKGROUND: Marker K was measured in a randomised trial.\nMETHODS: Serum K was measured at baseline. Prognostic ability of each marker was investigated using Cox regression. Sensitivity analyses were done.\nRESULTS: Marker K was prognostic for OS (HR 0.8; 95% CI 0.7 to 0.95).",
      )?.text,
    ).toBe("Prognostic ability of each marker");
    expect(
      endpoint(
        "OBJECTIVE: The benefit of feeding before surgery was investigated.\nMETHODS: Forty adults were randomized. Patients’ baseline serum albumin levels, and the levels on day 3, were recorded.\nRESULTS: Complications were fewer (p = 0.04).",
      )?.text,
    ).toBe("serum albumin levels on day 3");
  });

  test("a named endpoint keeps its short form and its measure: '(OS) rate after 9 months'", () => {
    expect(
      endpoint(
        "METHODS: Adults were randomised to A or B. Primary end point was the overall survival (OS) rate after 9 months.",
      )?.text,
    ).toBe("overall survival (OS) rate after 9 months");
    expect(endpoint("METHODS: The primary endpoint was the serum trough concentration (Cmin) of drug Z.")?.text).toBe(
      "serum trough concentration (Cmin)",
    );
    expect(endpoint("METHODS: The primary endpoint was overall survival (n = 120 events).")?.text).toBe(
      "overall survival",
    );
  });

  test("complete clinical regression is a response; verbs before it do not qualify it", () => {
    expect(
      endpoint(
        "Forty women were randomised to drug Z or drug W. After 12 weeks, 8 of 20 (40%) women given drug Z showed complete clinical regression of the tumour. There was no significant difference in survival.",
      )?.text,
    ).toBe("complete clinical regression");
  });

  test("a measured list gives its first measurable item, a lone describing word sharing the next item's noun", () => {
    expect(
      endpoint(
        "OBJECTIVE: To compare regimen A with regimen B.\nMETHODS: Engraftment, regimen-related toxicity (RRT), relapse and overall survival were compared between the two groups.",
      )?.text,
    ).toBe("regimen-related toxicity");
    expect(
      endpoint(
        "OBJECTIVE: To study marker K.\nMETHODS: Prognostic and predictive ability of marker K was investigated using Cox regression.",
      )?.text,
    ).toBe("Prognostic and predictive ability of marker K");
  });

  test('"X and analysis was based on ..." ends X before the new clause; "effect of add-on Z on Y" reads Y', () => {
    expect(
      endpoint(
        "METHODS: Patients were randomly treated with A or B. The primary endpoint was overall response rate and analysis was based on intention-to-treat.",
      )?.text,
    ).toBe("overall response rate");
    expect(
      endpoint("Adults were randomized to Z or none.", "Effect of add-on drug Z on airway inflammation in asthma")
        ?.text,
    ).toBe("airway inflammation in asthma");
  });

  test('"the superiority of A to B with regard to Y" names Y', () => {
    expect(
      endpoint(
        "METHODS: Patients were randomly assigned to A or B. The primary objective was to investigate the superiority of A to B with regard to weeks with well-controlled asthma.",
      )?.text,
    ).toBe("weeks with well-controlled asthma");
  });

  test('"the effects on QoL of weekly versus 3-weekly drug Z" stops before the first arm; "respectively" is not part of it', () => {
    expect(
      endpoint(
        "BACKGROUND: The primary aim of our study was to compare the effects on fatigue of weekly versus 3-weekly drug Z.",
      )?.text,
    ).toBe("fatigue");
    expect(
      endpoint("METHODS: The primary and secondary outcomes were walking distance and grip strength, respectively.")
        ?.text,
    ).toBe("walking distance");
  });

  test("a review has none", () => {
    expect(
      endpointReading(
        extractFactSheet({
          title: "A systematic review of drug K",
          abstract: "We reviewed 12 trials of drug K. Overall survival improved.",
        }),
      ),
    ).toBeNull();
  });
});
