// Held-out sets l to r, design, counts and who took part.
// One invented record (or phrase) per class of error that blind readers found; each test was written against
// the code before its rule. The abstracts that showed each class are not in the repo.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

describe("'will be accrued' marks a protocol as 'will be enrolled' does", () => {
  test("a trial that 'commenced' and whose patients 'will be accrued' reports a plan, not a sample", () => {
    const out = builtinSummaries({
      title: "A randomized phase III trial of lobe-specific vs. systematic nodal dissection for lung cancer (XYZ-1)",
      abstract:
        "In 2017, a study group commenced a randomized phase III trial to confirm the benefit of lobe-specific nodal dissection. The primary endpoint is overall survival. A total of 1700 patients will be accrued from 44 institutions within 5 years. This trial has been registered as UMIN000025530.",
    });
    expect(out.facts.studyType).toBe("protocol");
    expect(out.patientSummary).not.toContain("1700 people took part");
  });
});

describe("a trial that 'has begun' with an expected hazard ratio is a protocol", () => {
  test("its sample-size reckoning is not a result", () => {
    const out = builtinSummaries({
      title: "Randomized phase III trial of drug Q versus drug R after resection of pancreatic cancer",
      abstract:
        "A randomized controlled trial has begun in Japan to compare oral drug Q with intravenous drug R as adjuvant chemotherapy. Patients are enrolled within 10 weeks after surgery. The primary endpoint is overall survival. Each arm includes 180 patients, providing an expected hazard ratio of 0.87 (two-sided alpha, 0.05; power, 0.8).",
    });
    expect(out.facts.studyType).toBe("protocol");
    expect(out.facts.flags).toContain("protocol");
  });
});

describe("two trials reported in one abstract", () => {
  test("the second trial's count is not said to be everyone who took part", () => {
    const out = builtinSummaries({
      title: "Phase III evaluation of drug Q gel to prevent radiation skin reactions",
      abstract:
        "Methods: Two Phase III randomized trials were conducted. The first one was double blinded, used a placebo gel, and involved 190 women receiving breast irradiation. The second trial randomized 110 such patients to drug Q gel vs. no treatment.\nResults: Skin scores were virtually identical on both arms during both of the trials.",
    });
    expect(out.facts.participants.randomised).toBeNull();
    expect(out.patientSummary).not.toMatch(/In all, 1[19]0 people/);
    expect(out.clinicianSummary).toContain("the number of people randomised");
  });
});

describe("a sentence of background under an aim heading", () => {
  test("names no endpoint when the next sentence under that heading states the aim", () => {
    const out = builtinSummaries({
      title: "Drug Q or placebo after laser treatment for radiation proctitis: a randomized double blind trial",
      abstract:
        "Aim: Radiation proctitis is a long-term complication of pelvic radiotherapy. The aim of this study was to compare the efficacy and safety of drug Q or placebo after laser treatment.\nMethod: Eighty patients were randomized to drug Q or placebo.\nResults: Bleeding scores fell in both groups.",
    });
    expect(out.facts.primaryEndpoint?.text ?? "").not.toContain("complication");
    expect(out.patientSummary).not.toContain("long-term complication");
  });
});

describe("a cost-utility model from 'a patient's perspective' is not a perspective piece", () => {
  test("it is read as a decision model, and the title's dash ends who it is about", () => {
    const out = builtinSummaries({
      title:
        "Cost-Utility Analysis of Drug Q Versus Drug R in Patients with Painful Bone Metastases- A Patient's Perspective Study",
      abstract:
        "Objectives: To evaluate two treatment strategies, drug Q and drug R.\nMethods: A Markov decision model was applied to assess the incremental costs per quality-adjusted life-year gained with 1000 hypothetical cohort samples.\nResults: The incremental cost-utility ratio was US $428 per QALY.",
    });
    expect(out.facts.studyType).not.toBe("review");
    expect(out.patientSummary).not.toContain("brings together the results of other studies");
    expect(out.facts.population?.text ?? "").not.toContain("Perspective");
  });
});

describe("a series read back from the records of a past period is observational", () => {
  test("matched controls in a review of 1971-1984 do not make it a controlled trial", () => {
    const out = builtinSummaries({
      title: "Adjuvant drug Q in soft tissue sarcoma",
      abstract:
        "The clinical course of 120 patients who were treated for sarcoma by radiation and surgery at one hospital during the period 1971-1984 have been analyzed for an effect of adjuvant drug Q. Thirty patients received drug Q and 90 were treated by local methods alone. The patients without drug Q were controls matched for tumor grade and size. There was no significant difference in survival.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.clinicianSummary).not.toContain("Controlled trial");
  });
});

describe("'N women were recruited in the randomized trial' is this trial, not a parent one", () => {
  test("its own people entering it make it a randomised trial, not a second look", () => {
    const out = builtinSummaries({
      title: "Effectiveness of a mailed reminder to increase cervical screening",
      abstract:
        "This study assessed a direct mail campaign encouraging women to obtain a Pap test. A total of 424 women were recruited in the randomized intervention trial. Three months later, women in the intervention group reported a higher rate of screening than women in the comparison group (50% versus 32%) (p = 0.002).",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
    expect(out.patientSummary).not.toContain("second look");
  });
});

describe("a cluster trial's count of schools is not a count of people", () => {
  test("'40 schools' are said as schools, and 40 schools is not a small trial", () => {
    const out = builtinSummaries({
      title: "Effect of a call-recall program on Pap smear uptake: a cluster randomized trial",
      abstract:
        "METHODS: A cluster randomized controlled trial was conducted in 40 public secondary schools among 403 female teachers. An intervention group received an invitation and reminder (20 schools with 201 participants), while the control group received usual care (20 schools with 202 participants).\nRESULTS: At 24 weeks, the intervention group showed more Pap smear uptake than the control group (adjusted odds ratio 2.44, 95% CI 1.29-4.62).",
    });
    if (out.facts.participants.randomised === 40) {
      expect(out.clinicianSummary).toContain("40 schools randomised");
      expect(out.patientSummary).toContain("40 schools took part");
    }
    expect(out.patientSummary).not.toContain("40 people");
    expect(out.facts.flags).not.toContain("small");
  });
});

describe("a treatment's own purpose is not the study's endpoint", () => {
  test("'X was introduced with the aim to reduce pelvic dysfunctions' names no endpoint", () => {
    const out = builtinSummaries({
      title: "Oncologic effectiveness of nerve-sparing surgery in cervical cancer",
      abstract:
        "Objective: Nerve-sparing surgery was introduced with the aim to reduce pelvic dysfunctions related to conventional surgery. Here, we sought to assess the effectiveness and safety of nerve-sparing surgery.\nMethods: Outcomes of consecutive patients were retrospectively reviewed.\nResults: Recurrence did not differ (p=0.47).",
    });
    expect(out.facts.primaryEndpoint?.text ?? "").not.toContain("pelvic dysfunction");
  });
});

describe("'relaxation training' is a treatment, not a training set; 'N females and M males' are parts", () => {
  test("people assigned randomly to a training condition were randomised, and neither part is the total", () => {
    const out = builtinSummaries({
      title: "Relaxation therapy as an adjunct in radiation oncology",
      abstract:
        "The impact of relaxation training was studied in 82 out-patients undergoing radiotherapy. Fifty-two females and 30 males were assigned randomly to a relaxation training condition (34 patients) or a control condition (29 patients). Using pre- and posttests, significant (p less than .01) reductions were noted in the treatment group in tension and fatigue.",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
    expect(out.facts.participants.randomised).not.toBe(30);
    expect(out.facts.participants.randomised).not.toBe(52);
    // "p less than .01" compares no groups: a change within the treatment group is not a between-group result.
    expect(out.facts.primaryResult.direction).not.toBe("favours-intervention");
  });
});

describe("a bracketed count said randomised comes before a count entered into the study", () => {
  test("'(total 266) were randomised' after 'A total of 544 patients was entered into a study'", () => {
    const out = builtinSummaries({
      title: "Controlled trial of maintenance versus no maintenance chemotherapy in small-cell lung cancer",
      abstract:
        "A total of 544 patients was entered into a study in which 505 were assessable. They were all prescribed six courses of drug Q. At the end of the initial courses, patients in complete or partial response (total 266) were randomised to maintenance or no maintenance chemotherapy. There was no survival advantage to either series.",
    });
    expect(out.facts.participants.randomised).toBe(266);
  });
});

describe("a title reporting 'results of a prospective randomized study' is the trial's own report", () => {
  test("'patients were included in a prospective randomized study on A with or without B' is this trial, not a parent", () => {
    const out = builtinSummaries({
      title: "Radiotherapy with or without drug M: results of a prospective randomized study in head and neck cancer",
      abstract:
        "From 1979 to 1980, 52 patients with head and neck cancer were included in a prospective randomized study on radiotherapy with or without drug M. Local control and survival did not statistically differ between the two groups. Drug M has no beneficial effect with radiotherapy.",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
    expect(out.patientSummary).not.toContain("second look");
  });
});

describe("number words joined by any hyphen", () => {
  test("'Twenty‐six' (U+2010) and 'Twenty‑six' (U+2011) count 26, not 6", async () => {
    const { extractFactSheet } = await import("./extract-fact-sheet");
    for (const hyphen of ["\u2010", "\u2011", "-"]) {
      const sheet = extractFactSheet({
        title: "T",
        abstract: `METHODS: Twenty${hyphen}six patients were randomized to drug Q or placebo. RESULTS: Pain was lower with drug Q (p = 0.01).`,
      });
      expect(sheet.participants.randomised).toBe(26);
    }
  });
});

describe("a count given per group is not the total", () => {
  test("'95 were randomized to each group' and '60 randomized, 30 to each arm' never give 95 or 90", async () => {
    const { extractFactSheet } = await import("./extract-fact-sheet");
    const read = (abstract: string) =>
      extractFactSheet({ title: "Drug Q versus drug R in lung cancer: a randomized trial", abstract }).participants
        .randomised;
    expect(
      read(
        "METHODS: Of 190 registered patients, 95 were randomized to each group. RESULTS: Survival was longer with drug Q (p = 0.01).",
      ),
    ).not.toBe(95);
    expect(
      read(
        "METHODS: A total of 60 patients were randomized, 30 to each arm. RESULTS: Pain was lower with drug Q (p = 0.01).",
      ),
    ).toBe(60);
    // A named group is one group: "143 to group A and 142 to group B" still sums.
    expect(
      read("METHODS: 143 were randomized to group A and 142 to group B. RESULTS: Response did not differ (p = 0.81)."),
    ).toBe(285);
  });
});

describe("'This is a prospective randomized trial to compare ...' is the study itself", () => {
  test("it is a randomised trial, not a secondary analysis of a parent trial", () => {
    const out = builtinSummaries({
      title: "Long-term results after treatment of thyroid cancers in a combined setting of surgery and ablation",
      abstract:
        "Introduction: The outcome of this approach was investigated. Methods: This is a prospective randomized trial to compare surgery and ablation within a few days versus surgery and ablation separated by four weeks. Results: Recurrence was not higher with the combined setting (p = 0.6). Conclusion: The combined setting is safe.",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
    expect(out.patientSummary).not.toContain("second look");
  });
});

describe("an endpoint reading made of statistical methods is withheld", () => {
  test("'proportions and Kaplan–Meier followed' and 'Cox regression' name how data were analysed", async () => {
    const { gateReason } = await import("./endpoint-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Objective: x." }).sentences;
    const reading = (text: string) => ({ text, stated: false, evidence: [] });
    expect(gateReason(reading("proportions and Kaplan–Meier followed"), sentences)).toBe("statistical method");
    expect(gateReason(reading("Cox regression of survival"), sentences)).toBe("statistical method");
    expect(gateReason(reading("proportion of patients with a response"), sentences)).toBeNull();
  });
});

describe("people counted by an outcome are not who took part", () => {
  test("'... the proportion of patients with R0 resection' in a list of endpoints is not the population", async () => {
    const { populationBacked } = await import("./population-backed");
    const { readSource } = await import("../source/read-source");
    const abstract =
      "A total of 300 patients will be accrued. The secondary endpoints are progression-free survival, the proportion of patients with R0 resection and adverse events.";
    const sentences = readSource({ title: "T", abstract }).sentences;
    const at = abstract.indexOf("patients with R0 resection");
    const fact = { text: "patients with R0 resection", evidence: [{ start: at, end: at + 26 }] };
    expect(populationBacked(fact, sentences)).toBe(false);
  });
});

describe("a study 'based on a randomized trial' draws on that trial", () => {
  test("an economic evaluation whose survival is 'based on a randomized phase III trial' is not itself that trial", () => {
    const out = builtinSummaries({
      title: "Economic evaluation of drug Q plus chemotherapy for advanced lymphoma",
      abstract:
        "A societal cost-effectiveness of drug Q plus chemotherapy versus chemotherapy is estimated for a representative 50-year-old patient. Progression-free survival and overall survival are based on a randomized phase III trial. Costs are estimated from reimbursement rates.",
    });
    expect(out.facts.studyType).not.toBe("randomised-trial");
  });
});
