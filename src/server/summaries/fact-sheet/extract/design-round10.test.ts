import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { plainPopulation } from "../write/plain-population";

// Invented abstracts, one per way of writing the design (round 10, from set f's readings).
describe("the kind of study, read from what this study did", () => {
  test("a protocol still recruiting is a protocol though it states its design's p threshold", () => {
    const out = builtinSummaries({
      title: "Drug Q versus drug W for bone sarcoma: study protocol for a randomised phase II trial",
      abstract:
        "METHODS: A total of 60 patients will be enrolled and randomly assigned to drug Q or drug W. The trial is positive with p < 0.20. DISCUSSION: The trial is ongoing and is recruiting now.",
    });
    expect(out.facts.studyType).toBe("protocol");
    expect(out.clinicianSummary).not.toMatch(/60 (?:enrolled|randomised)/);
    expect(out.patientSummary).not.toMatch(/60 people took part/);
  });

  test("a call for a future meta-analysis does not make a randomised trial a review", () => {
    const sheet = extractFactSheet({
      title: "Drug Q maintenance in bone sarcoma",
      abstract:
        "We report 150 patients who were randomized to receive drug Q or no maintenance. Survival did not differ (P = 0.4). A meta-analysis of such trials is required to settle the question.",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.randomised).toBe(true);
    expect(sheet.participants.randomised).toBe(150);
  });

  test("'and review of literature' after a report of the centre's own patients is not a review", () => {
    const out = builtinSummaries({
      title: "Ten years of bone sarcoma at one hospital and review of literature",
      abstract:
        "We report our experience. METHODS: This cross sectional study included 80 patients treated from 2001 to 2010. RESULTS: Median survival was 40 months.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.patientSummary).not.toMatch(/brings together the results of other studies/);
  });

  test("two drugs swapped between chemotherapy cycles at random is a randomised crossover, not a paired test", () => {
    const sheet = extractFactSheet({
      title: "Drug Q versus drug W for nausea during chemotherapy",
      abstract:
        "Patients were randomly assigned to drug Q in the first cycle followed by drug W in the second cycle, or vice versa. Complete response was 80% vs. 78% (p=0.7).",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.randomised).toBe(true);
  });
});

describe("a treated group set beside a control group not formed by chance", () => {
  test("'an experimental group ... a control group' is a non-randomised trial, not a study of unknown kind", () => {
    const sheet = extractFactSheet({
      title: "Limb perfusion for recurrent sarcoma of the leg",
      abstract:
        "METHODS: An experimental group of 40 patients had limb perfusion. A control group of 90 patients had excision only. RESULTS: Recurrence was lower after perfusion (P=.03).",
    });
    expect(sheet.studyType).toBe("non-randomised-trial");
    // How the groups were formed is not said: never told as random.
    expect(sheet.randomised).not.toBe(true);
  });
});

describe("the count randomised, not the count that entered the trial", () => {
  test("'accrued to a randomized trial' then 'were randomized' gives the randomised count", () => {
    const sheet = extractFactSheet({
      title: "Drug Q or no maintenance in bone sarcoma: a randomized study",
      abstract:
        "A total of 300 patients were accrued to a multicentre randomized clinical trial and all had induction. Of these, 120 responding patients were randomized to drug Q or no maintenance. Relapse was later with drug Q (P = 0.01).",
    });
    expect(sheet.participants.randomised).toBe(120);
  });

  test("'on day 7 of induction' inside the randomised people's description is a time, not a rival count", () => {
    const sheet = extractFactSheet({
      title: "Longer or standard maintenance in childhood leukaemia",
      abstract:
        "METHODS: After induction, 800 patients with few marrow blasts on day 7 of induction were randomized to standard or longer maintenance. RESULTS: Relapse did not differ (P = 0.4).",
    });
    expect(sheet.participants.randomised).toBe(800);
  });

  test("a trial's total named only with 'randomized trial' is still read when no other count is given", () => {
    const sheet = extractFactSheet({
      title: "Drug Q or drug W in bone sarcoma",
      abstract:
        "METHODS: 240 patients were entered into a randomized trial of drug Q or drug W. RESULTS: Relapse did not differ (P = 0.5).",
    });
    expect(sheet.participants.randomised).toBe(240);
  });
});

describe("the population is a phrase a reader can take", () => {
  test("'patients who were randomized' is not given as 'patients who were'", () => {
    const sheet = extractFactSheet({
      title: "Drug Q maintenance in bone sarcoma",
      abstract:
        "We report a trial with 150 patients who were randomized to receive drug Q or no maintenance. Survival did not differ (P = 0.4).",
    });
    expect(sheet.population?.text ?? "").not.toMatch(/\bwho were$/);
  });
});

describe("the population keeps what a describing word is of", () => {
  test("'non-responding to screening invitation' is not cut to 'non-responding'", () => {
    const sheet = extractFactSheet({
      title: "Home kits or a reminder letter for cervical screening",
      abstract:
        "METHODS: Women aged 30-64 non-responding to screening invitation were eligible. RESULTS: Uptake was 20% and 10% (P < 0.001).",
    });
    expect(sheet.population?.text).toBe("Women aged 30-64 non-responding to screening invitation");
  });
});

describe("the population named by age, then disease", () => {
  test("'Patients 70 years of age or older with glioma and a performance score of 60 or more' keeps age and disease", () => {
    const sheet = extractFactSheet({
      title: "Radiotherapy or supportive care for glioma in the elderly",
      abstract:
        "METHODS: Patients 70 years of age or older with newly diagnosed glioma and a Karnofsky performance score of 60 or more were randomly assigned to radiotherapy or supportive care. RESULTS: Survival was longer with radiotherapy (P = 0.002).",
    });
    expect(sheet.population?.text).toBe("Patients 70 years of age or older with newly diagnosed glioma");
  });
});

describe("the patient's population line ends on a word that belongs to the people", () => {
  test("'with primary bone sarcoma surgically treated at our hospital' does not end on 'surgically'", () => {
    const plain = plainPopulation("Patients with primary bone sarcoma surgically treated at our hospital");
    expect(plain).toBe("people with primary bone sarcoma");
  });
});

const WORST = {
  "'and review of literature' repeated": "and review of literature ",
  "'is required' calls repeated": "meta-analysis of trials is required ",
  "'randomized trial' without a verb": "300 patients were accrued to a randomized trial ",
  "'patients who were' repeated": "patients who were who were ",
  "an age clause repeated": "patients 70 years of age or older and a performance score ",
  "'experimental group' without controls": "an experimental group of 40 patients ",
};
describe("linear time", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
