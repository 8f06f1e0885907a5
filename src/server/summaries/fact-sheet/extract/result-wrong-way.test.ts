import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { emptyFactSheet } from "../../../../shared/fact-sheet";
import { builtinSummaries } from "../builtin-summaries";
import { partlyReported } from "../write/partly-reported";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials whose result was told the wrong way round: a reading against the abstract is worse than none.

describe('"improved X" is good for the group that had it, whatever X is', () => {
  const out = builtinSummaries({
    title: "Stent then radiotherapy or radiotherapy alone for bile duct cancer: a randomised trial",
    abstract:
      "PURPOSE: To test whether a stent before radiotherapy relieved jaundice and itching without more nausea compared to radiotherapy alone. METHODS: 60 adults were randomised to stent then radiotherapy or radiotherapy alone. RESULTS: Patients given stent then radiotherapy had significantly improved jaundice at four weeks compared to patients given radiotherapy alone. CONCLUSION: A stent first is worth offering.",
  });

  test("the direction favours the arm that improved, though the aim names a bad outcome (nausea)", () => {
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
    expect(out.clinicianSummary).not.toContain("favours the control");
  });

  test("no spin flag is raised from a reversed direction", () => {
    expect(out.facts.flags).not.toContain("spin");
    expect(out.patientSummary).not.toContain("radiotherapy alone did better");
  });
});

describe("overall survival reported as the hazard of death", () => {
  const abstract =
    "METHODS: 90 adults aged 75 or older were randomly assigned to drug Q plus best care or best care alone. The primary end point was overall survival. RESULTS: The hazard ratio for death with drug Q was 0.55 (95% confidence interval, 0.35 to 0.80; P=0.003). Scores of mood did not differ significantly between the treatment groups. CONCLUSIONS: Drug Q prolongs life in older adults.";
  const sheet = extractFactSheet({ title: "Drug Q for older adults with brain tumours", abstract });

  test("the death sentence is the primary result, not a null sentence on another outcome", () => {
    expect(sheet.primaryResult.text).toStartWith("The hazard ratio for death");
    expect(sheet.primaryResult.direction).toBe("favours-intervention");
  });

  test('no false "Primary endpoint not met" and no spin flag', () => {
    expect(sheet.flags).not.toContain("primary-not-met");
    expect(sheet.flags).not.toContain("spin");
  });

  test("a progression-free survival endpoint is not named by deaths", () => {
    const pfs = extractFactSheet({
      title: "Drug Q for older adults with brain tumours",
      abstract: abstract
        .replace("overall survival", "progression-free survival")
        .replace("Scores of mood", "Progression-free survival"),
    });
    expect(pfs.primaryResult.text).toStartWith("Progression-free survival did not differ");
  });
});

describe("how long a response lasted is not how many responded", () => {
  const sheet = extractFactSheet({
    title: "A randomized comparison of drug R with radiotherapy in advanced kidney cancer",
    abstract:
      "We randomized 100 adults to drug R or radiotherapy. Of 48 adults given drug R, 30% had an objective response, as compared with 28% of 47 given radiotherapy. The median duration of response with drug R (18 months) was longer than with radiotherapy (6 months), but this did not reach statistical significance (P = .07). Drug R is a fair alternative.",
  });

  test("the response figures are the result, quoted with no direction, not the duration sentence", () => {
    expect(sheet.primaryResult.text).toStartWith("Of 48 adults given drug R, 30% had an objective response");
    expect(sheet.primaryResult.direction).toBe("not-reported");
  });

  test("the months of the duration are never shown as the response result", () => {
    expect(JSON.stringify(sheet.primaryResult.byArm ?? [])).not.toContain("months");
  });
});

describe("the patient line names the measure the result is about", () => {
  test('a result on one of two joined measures is not said of the other ("did better on pain")', () => {
    const out = builtinSummaries({
      title: "Stent then radiotherapy or radiotherapy alone for bile duct cancer: a randomised trial",
      abstract:
        "PURPOSE: To test whether a stent before radiotherapy eased jaundice without increased pain compared to radiotherapy alone. METHODS: 60 adults were randomised to stent then radiotherapy or radiotherapy alone. RESULTS: Patients given stent then radiotherapy had significantly improved jaundice at four weeks compared to patients given radiotherapy alone.",
    });
    expect(out.patientSummary).not.toContain("alone on pain");
  });

  test("an endpoint of joined measures whose plain words the result never names is partly reported", () => {
    const sheet = (result: string) =>
      emptyFactSheet({
        primaryEndpoint: { text: "swallowing without more pain", stated: false, evidence: [] },
        primaryResult: { direction: "favours-intervention", text: result, evidence: [], effects: [] },
      });
    expect(partlyReported(sheet("Swallowing was better with the stent (P = 0.01)."), "pain")).toBe(true);
    expect(partlyReported(sheet("Pain was less with the stent (P = 0.01)."), "pain")).toBe(false);
  });
});

describe("which arm a comparative describes", () => {
  const direction = (endpoint: string, result: string) =>
    extractFactSheet({
      title: "Drug K in cancer: a randomised trial",
      abstract: `METHODS: 200 adults were randomised to drug K or placebo. The primary endpoint was ${endpoint}. RESULTS: ${result} CONCLUSIONS: Drug K matters.`,
    }).primaryResult.direction;

  test('"A improved X compared with B": B is the comparator, not the subject', () => {
    expect(direction("nausea", "Drug K significantly improved nausea compared with placebo (P=0.01).")).toBe(
      "favours-intervention",
    );
  });

  test('relief of a bad outcome is good: "greater pain relief with A than B" favours A', () => {
    expect(direction("pain relief", "Pain relief was significantly greater with drug K than placebo (P=0.01).")).toBe(
      "favours-intervention",
    );
  });

  test('a higher threshold is good: "higher threshold dose in A compared with B" favours A', () => {
    expect(
      direction(
        "threshold dose of liver injury",
        "The threshold dose of liver injury was significantly higher in the drug K group compared with the placebo group (P=0.01).",
      ),
    ).toBe("favours-intervention");
  });

  test("the comparator after 'with' is still the subject when nothing compares: improved with placebo favours placebo", () => {
    expect(
      direction("dysphagia", "Dysphagia was significantly improved with placebo compared to drug K (P=0.01)."),
    ).toBe("favours-control");
  });
});

describe("a significant result with no comparative word is read from each arm's figures", () => {
  const out = (endpoint: string, result: string) =>
    builtinSummaries({
      title: "Drug K in cancer: a randomised trial",
      abstract: `METHODS: 200 adults were randomised to drug K or placebo. The primary endpoint was ${endpoint}. RESULTS: ${result} CONCLUSIONS: Drug K matters.`,
    });

  test("a higher response with placebo favours placebo, never drug K by default", () => {
    const o = out("response", "The response rate was 20% with drug K and 38% with placebo (P = 0.003).");
    expect(o.facts.primaryResult.direction).toBe("favours-control");
    expect(o.clinicianSummary).not.toContain("favours drug K");
  });

  test('"grade 3 or worse" is a threshold, not the comparison: more mucositis with drug K favours placebo', () => {
    const o = out(
      "severe mucositis",
      "Grade 3 or worse mucositis occurred in 38% with drug K and 20% with placebo (P = 0.003).",
    );
    expect(o.facts.primaryResult.direction).toBe("favours-control");
  });

  test("less mucositis with drug K favours drug K", () => {
    const o = out(
      "severe mucositis",
      "Grade 3 or worse mucositis occurred in 20% with drug K and 38% with placebo (P = 0.003).",
    );
    expect(o.facts.primaryResult.direction).toBe("favours-intervention");
  });
});

describe("a survival endpoint named by its events", () => {
  const result = (endpoint: string, results: string) =>
    extractFactSheet({
      title: "Drug K in cancer: a randomised trial",
      abstract: `METHODS: 200 adults were randomised to drug K or placebo. The primary endpoint was ${endpoint}. RESULTS: ${results} CONCLUSIONS: Drug K matters.`,
    }).primaryResult;

  test("deaths counted per arm report overall survival, not a response result beside them", () => {
    const r = result(
      "overall survival",
      "Drug K improved response rate (P = 0.01). Deaths occurred in 40 patients on drug K and 42 on placebo (P = 0.8).",
    );
    expect(r.text).toStartWith("Deaths occurred");
    expect(r.direction).toBe("no-significant-difference");
  });

  test('"hazard ratio for recurrence or death" reports disease-free survival, not an overall survival sentence', () => {
    const r = result(
      "disease-free survival",
      "The hazard ratio for recurrence or death was 0.75 with drug K (95% CI 0.62-0.91; P = 0.003). Overall survival was similar (P = 0.4).",
    );
    expect(r.text).toStartWith("The hazard ratio for recurrence or death");
    expect(r.direction).toBe("favours-intervention");
  });
});

describe("linear time", () => {
  readsEachInLinearTime(
    {
      "deaths and improvements": "improved death dying compared to improved ",
      "durations of responses": "duration of the response length of time to remission as compared with ",
      "events of survival": "recurrence or death deaths died progression, and death ",
      "thresholds and figures": "grade 3 or worse 70 years or older 20% with 38% or more ",
    },
    (text) =>
      extractFactSheet({
        title: "Drug Q for brain tumours",
        abstract: `The primary end point was overall survival. RESULTS: ${text}`,
      }),
  );
});
