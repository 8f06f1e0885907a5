// Held-out sets l to r, arms: which groups the trial compared.
// One invented record (or phrase) per class of error that blind readers found; each test was written against
// the code before its rule. The abstracts that showed each class are not in the repo.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

describe("two arms are not shown for a trial that allocated three", () => {
  test("'comparable in the three treatment groups' counts three arms", async () => {
    const { countDisagrees } = await import("./arms-gate-count");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({
      title: "T",
      abstract: "Patients were randomized. Age was comparable in the three treatment groups. Survival was similar.",
    }).sentences;
    expect(countDisagrees(2, sentences)).toBe(true);
    expect(countDisagrees(3, sentences)).toBe(false);
  });
});

describe("'the experimental group performed X' defines the tested arm", () => {
  test("a title 'Outcome and X in ...' does not make the outcome part of the arm", () => {
    const out = builtinSummaries({
      title:
        "Emotional aspects and breathing exercise in breast cancer patients undergoing radiation therapy: a randomized controlled trial",
      abstract:
        "Objective: To determine the effect of a breathing exercise on emotions of breast cancer patients. Methods: Patients were allocated into two groups using block randomization. The experimental group performed the breathing exercise along with radiation therapy, whereas the control group received only routine care. Results: There was a significant difference between the two groups, with the exercise group showing lower scores for negative emotions (P < 0.01).",
    });
    const tested = out.facts.arms.find((a) => a.role === "intervention")?.name ?? "";
    expect(tested).toContain("breathing exercise");
    expect(tested.toLowerCase()).not.toContain("emotional");
  });
});

describe("entry comparisons, prognostic factors and people are not results or arms", () => {
  test("'At entry, QoL was similar in both groups' is baseline; 'PS was related to prognosis' is a factor", async () => {
    const { NOT_RESULT } = await import("./result-sentences");
    const { aboutFactors } = await import("./result-asides");
    expect(NOT_RESULT.test("At entry, QoL was similar in both treatment groups (P = 0.4).")).toBe(true);
    expect(
      aboutFactors("Performance status was significantly related to long-term prognosis (p < 0.01).", {
        intervention: ["vinblastine"],
        control: [],
      }),
    ).toBe(true);
  });

  test("an outcome or the people treated is no arm; a control group named by its people is", async () => {
    const { unsoundNames } = await import("./arms-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Patients were randomized." }).sentences;
    expect(unsoundNames(["quality of life", "early stage endometrial cancer treated"], sentences)).toBe(
      "a name that is not a treatment",
    );
    expect(unsoundNames(["vitamin D", "untreated matched control patients"], sentences)).toBeUndefined();
  });
});

describe("cut phrases, one part of a combination and disease-led names are not arms", () => {
  test("'to symptomatic treatment', 'combination of NVB', 'cancer with AC' are refused; whole names pass", async () => {
    const { unsoundNames } = await import("./arms-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Patients were randomized." }).sentences;
    const refused = "a name that is not a treatment";
    expect(unsoundNames(["embolization", "to symptomatic treatment"], sentences)).toBe(refused);
    expect(unsoundNames(["combination of NVB", "NVB alone"], sentences)).toBe(refused);
    expect(unsoundNames(["cancer with AC", "cancer without AC"], sentences)).toBe(refused);
    expect(unsoundNames(["vinorelbine plus cisplatin", "vinorelbine"], sentences)).toBeUndefined();
    expect(unsoundNames(["the combination of drug Q and drug R", "drug Q"], sentences)).toBeUndefined();
  });
});

describe("a title opening 'A and B as ...' names one regimen of two parts", () => {
  test("a single arm holding only one of them is not shown", async () => {
    const { titleRegimenMissing } = await import("./arms-gate-title");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({
      title: "Zelmoratinib and corbinine as third-line therapy for patients with bowel cancer",
      abstract: "x.",
    }).sentences;
    expect(titleRegimenMissing("zelmoratinib", sentences)).toBe(true);
    expect(titleRegimenMissing("zelmoratinib and corbinine", sentences)).toBe(false);
  });

  test("a quote comparing 'between both treatments' is never told 'no between-group comparison'", () => {
    const out = builtinSummaries({
      title: "Voice quality after laser surgery and radiotherapy for early glottic cancer",
      abstract:
        "We compared voice in 19 patients treated by laser surgery and 18 treated by radiotherapy, chosen by their doctors. Voice parameters only show differences in the maximum phonation time between both treatments.",
    });
    expect(out.clinicianSummary).not.toContain("no between-group comparison");
  });
});

describe("an arm's sequence is not who took part", () => {
  test("'patients treated by neoadjuvant chemotherapy followed by radical cystectomy' is not the population", async () => {
    const { populationBacked } = await import("./population-backed");
    const { readSource } = await import("../source/read-source");
    const abstract =
      "Methods: 80 patients treated by neoadjuvant chemotherapy followed by radical cystectomy were enrolled in arm A.";
    const sentences = readSource({ title: "T", abstract }).sentences;
    const text = "patients treated by neoadjuvant chemotherapy followed by radical cystectomy";
    const at = abstract.indexOf(text);
    expect(populationBacked({ text, evidence: [{ start: at, end: at + text.length }] }, sentences)).toBe(false);
  });
});

describe("people named by their care are no arm", () => {
  test("'solid tumors receiving cisplatin-based cancer chemotherapy' is refused as an arm", async () => {
    const { unsoundNames } = await import("./arms-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Patients were randomized." }).sentences;
    expect(
      unsoundNames(
        ["metoclopramide and prochlorperazine", "solid tumors receiving cisplatin-based cancer chemotherapy"],
        sentences,
      ),
    ).toBe("a name that is not a treatment");
  });
});

describe("every arm, the kind of arm, the disease or an aim is not one arm", () => {
  test("'both mobilisation procedures', 'Methods of X', 'haematological malignancies', 'Control Pain ...' are refused", async () => {
    const { unsoundNames } = await import("./arms-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Patients were randomized." }).sentences;
    const refused = "a name that is not a treatment";
    expect(
      unsoundNames(["both mobilisation procedures intra-individually", "haematological malignancies"], sentences),
    ).toBe(refused);
    expect(
      unsoundNames(
        ["Methods of Patient-Controlled Analgesia", "Control Pain and Complications After Surgery"],
        sentences,
      ),
    ).toBe(refused);
    // A factorial arm given both treatments and a control version are arms.
    expect(unsoundNames(["both chemoradiotherapy and chemotherapy", "observation"], sentences)).toBeUndefined();
    expect(unsoundNames(["decision aid", "control version"], sentences)).toBeUndefined();
  });
});

describe("a series in which every patient had one treatment has no comparator arm", () => {
  test("a regimen 'compared' with conventional schedules by calculation is not two groups", () => {
    const out = builtinSummaries({
      title: "Shorter radiotherapy schedules for T2 glottic cancer",
      abstract:
        "Background: The aim of this study was to report outcomes after hypofractionated radiotherapy. We also compare the biologically effective dose of hypofractionated regimes with conventional fractionation.\nMethods: One hundred patients were treated between 2000 and 2006. All patients were prescribed 52.5 Gy in 3.28 Gy fractions.\nResults: The 5-year local control was 82%.",
    });
    expect(out.facts.arms.map((a) => a.name).join(" | ")).not.toContain("conventional fractionation");
    expect(out.patientSummary).not.toContain("compared");
    // A randomised trial in which all patients first had one treatment still has its arms.
    const trial = builtinSummaries({
      title: "Drug Q or placebo after laser treatment",
      abstract: "Methods: All patients received laser treatment, and were then randomized to drug Q or placebo.",
    });
    expect(trial.facts.arms.map((a) => a.name)).toEqual(["drug Q", "placebo"]);
  });
});

describe("the disease the people had is not an arm", () => {
  test("'patients with primary or recurrent pTa and pT1 bladder tumors' gives no arm", async () => {
    const out = builtinSummaries({
      title: "A randomized study of drug Q, drug R and drug S in bladder cancer",
      abstract:
        "Results of a randomized study are reported in which drug Q, drug R and drug S were compared in 400 patients with primary or recurrent pTa and pT1 bladder tumors. Drug Q was more effective than drug R (p = 0.01).",
    });
    expect(out.facts.arms.map((a) => a.name).join(" | ")).not.toMatch(/tumors/);
    const { unsoundNames } = await import("./arms-gate");
    const { readSource } = await import("../source/read-source");
    const sentences = readSource({ title: "T", abstract: "Patients were randomized." }).sentences;
    // What was done to a tumour names a treatment.
    expect(unsoundNames(["resection of the primary tumour", "observation"], sentences)).toBeUndefined();
  });
});

describe("a describing word alone is not an arm", () => {
  test("'normal' of 'normal (0.9%) saline' cut at its bracket is refused, the arms then withheld", () => {
    const out = builtinSummaries({
      title: "Drug Q against placebo for anaemia after surgery: study protocol for a randomized controlled trial",
      abstract:
        "Methods: After randomization, 450 patients (225 per group) will be given either drug Q (treatment group) or normal (0.9%) saline (placebo group).",
    });
    expect(out.facts.arms.map((a) => a.name)).not.toContain("normal");
  });
});

describe("the people are not an arm", () => {
  test("'comparing the outcomes of men enrolled in the Programme with a pre-service cohort' names no arm 'men enrolled'", () => {
    const out = builtinSummaries({
      title: "Follow-up care after prostate cancer: protocol for an evaluation of a nurse-led programme",
      abstract:
        "Methods/design: The evaluation is taking place within a real clinical setting, comparing the outcomes of men enrolled in the Programme with the outcomes of a pre-service change cohort of men, using a repeated measures design.",
    });
    expect(out.facts.arms.map((a) => a.name).join(" | ")).not.toMatch(/^men enrolled|\| men enrolled/);
  });
});

describe("another trial's arms are not this study's", () => {
  test("'A Phase III trial is under way comparing A with B' in a single-arm report gives no arms A and B", () => {
    const out = builtinSummaries({
      title: "Misonidazole and radiotherapy to treat glioma: a Phase II trial of a cooperative group",
      abstract:
        "Sixty patients with glioma were treated with the radiosensitizer misonidazole and radiation therapy (RT) in a Phase II trial. The median survival was 40 weeks. There were no significant changes in blood counts. A Phase III trial is under way comparing standard radiation and BCNU chemotherapy (carmustine) with sensitized radiation and chemotherapy (RT + misonidazole + BCNU). Additive toxicity between misonidazole and BCNU was not seen in a pilot group.",
    });
    expect(out.facts.arms.map((a) => a.name).join(" | ")).not.toContain("standard radiation");
  });
});
