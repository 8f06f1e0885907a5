// Held-out sets r and s, results: which sentence is the result, and which way a harm word points.
// One invented record (or phrase) per class of error that blind readers found; each test was written against
// the code before its rule. The abstracts that showed each class are not in the repo.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { judgeDirection } from "./direction";

describe("people set against people by age is not the comparison of the arms", () => {
  test("'the elderly group ... compared with the non-elderly group' is passed over for the sentence naming the arms", () => {
    const out = builtinSummaries({
      title: "Survival of elderly patients treated with drug Q or drug R: a cohort study",
      abstract:
        "Purpose: The objective of this retrospective cohort study was to compare drug Q and drug R in patients aged 70 years or more.\nResults: Of the 900 patients, 250 were elderly. This group had a similar RFS (P=0.10) but significantly poorer OS (p=0.003) compared with the non-elderly group. Subgroup analysis of the elderly group revealed significantly better survival in the drug Q group than in the drug R group (P<0.001).",
    });
    expect(out.facts.primaryResult.text ?? "").not.toContain("non-elderly");
  });
});

describe("less of a common side effect is better", () => {
  test("'good pain relief and less constipation when compared to drug R' favours the arm with less constipation", () => {
    const sentence =
      "Drug Q provided good pain relief and it was also associated with less constipation when compared to drug R (p<0.05).";
    const sides = { intervention: ["drug Q"], control: ["drug R"] };
    expect(judgeDirection({ sentence, effects: [], nonInferiorityAim: false, endpoint: "", arms: sides })).toBe(
      "favours-intervention",
    );
    for (const harm of [
      "diarrhoea",
      "dyspnea",
      "bleeding",
      "strictures",
      "hospital admissions",
      "febrile neutropenia",
    ]) {
      const said = `Drug Q was associated with less ${harm} when compared to drug R (p<0.05).`;
      expect(
        judgeDirection({ sentence: said, effects: [], nonInferiorityAim: false, endpoint: "pain relief", arms: sides }),
      ).toBe("favours-intervention");
    }
  });
});

describe("a null said with 'could be demonstrated' is what was found, not a supposition", () => {
  test("it is the result, not passed over for a later 'However, ... fewer episodes of pain'", () => {
    const out = builtinSummaries({
      title: "Failure of drug Q to reduce skeletal morbidity in myeloma: a placebo-controlled trial",
      abstract:
        "To study whether drug Q might reduce skeletal morbidity in patients with myeloma who required chemotherapy, 300 patients were included in a randomized trial. Patients were given drug Q 300 mg daily, or placebo. With a median treatment duration of 550 d, no statistically significant reduction in skeletal morbidity could be demonstrated. However, in patients treated with drug Q there were fewer episodes of severe pain (P = 0.02).",
    });
    expect(out.facts.primaryResult.text ?? "").toContain("no statistically significant reduction");
    expect(out.facts.primaryResult.direction).not.toBe("favours-intervention");
  });
});

describe("the groups at entry are not the result", () => {
  test("'Baseline demographics ... were similar' and 'Before treatment, ... were comparable' are passed over", () => {
    const out = builtinSummaries({
      title:
        "One compared with two cycles of drug Q in chemoradiotherapy for anal cancer: analysis of outcomes and toxicity",
      abstract:
        "Methods: Our retrospective study evaluated 169 patients treated with radical chemoradiotherapy between 2000 and 2010. All patients were treated with 1 cycle (q1) or 2 cycles (q2) of drug Q. Acute toxicities, disease-free (dfs) and overall survival (os) were analyzed.\nResults: Baseline demographics, performance status, and stage were similar in the groups of patients who received q1 (52%) and q2 (48%). Before treatment, median hematologic parameters were comparable. The 5-year os and dfs were similar (75.1% and 54.2% for q1 vs. 70.7% and 44.2% for q2, p = 0.98 and p = 0.63 respectively).",
    });
    expect(out.facts.primaryResult.text ?? "").toContain("5-year os and dfs");
  });
});

describe("a lone null shown with no endpoint read is not the whole story", () => {
  const abstract = (other: string) =>
    `In a randomized trial, 300 women with breast cancer were assigned to drug Q or placebo. No survival advantage was observed (92 percent for placebo vs. 93 percent for drug Q; P = 0.3). ${other}`;
  test("a significant comparison of the groups elsewhere in the results is shown beside it, in both summaries", () => {
    const out = builtinSummaries({
      title: "A randomized trial of drug Q in breast cancer",
      abstract: abstract(
        "There was a significant prolongation of disease-free survival in the drug Q group relative to the placebo group (83 percent vs. 77 percent; P = 0.001).",
      ),
    });
    expect(out.facts.primaryResult.direction).toBe("no-significant-difference");
    expect(out.clinicianSummary).toContain("The abstract also reports a significant difference");
    expect(out.patientSummary).toContain("a clear difference between the groups in another measure");
  });

  test("a responders' comparison or a factor's association is not offered as that difference", () => {
    for (const other of [
      "Responders survived significantly longer than nonresponders (median 73 vs. 33 weeks, P = 0.001).",
      "Failure to achieve leucopenia was associated with worse survival than its achievement (P = 0.001).",
      "Among the 195 cases with strict adherence to the protocol there were 59 recurrences, whereas in the 274 with no or incomplete drug Q there were 120 recurrences than expected (p less than 0.05).",
    ]) {
      const out = builtinSummaries({
        title: "A randomized trial of drug Q in breast cancer",
        abstract: abstract(other),
      });
      expect(out.clinicianSummary).not.toContain("also reports a significant difference");
    }
  });
});

describe("an arm named by its modifier alone shares the other arm's noun", () => {
  test("'intermittent' against 'continuous chemotherapy': 'patients on intermittent chemotherapy had fewer ...' is the intermittent arm", async () => {
    const { armWords } = await import("./arm-word-sides");
    const arms = [
      { role: "intervention" as const, name: "intermittent", evidence: [] },
      { role: "control" as const, name: "continuous chemotherapy", evidence: [] },
    ];
    const sides = armWords(arms);
    expect(sides.control).not.toContain("chemotherapy");
    const sentence =
      "Patients on intermittent chemotherapy had significantly fewer serious adverse events than those in the continuous group.";
    expect(
      judgeDirection({
        sentence,
        effects: [],
        nonInferiorityAim: false,
        endpoint: "serious adverse events",
        arms: sides,
      }),
    ).toBe("favours-intervention");
  });
});
