import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts in common CONSORT phrasings that no development abstract uses: they check that the arm rules generalise.
const arms = (abstract: string, title = "T") =>
  extractFactSheet({ title, abstract: `METHODS: ${abstract}` }).arms.map((a) => [a.role, a.name]);

describe("arms in invented CONSORT phrasings", () => {
  test.each([
    [
      "Patients were randomly assigned (2:1) to receive zanotumab plus capecitabine or placebo plus capecitabine.",
      [
        ["intervention", "zanotumab plus capecitabine"],
        ["control", "placebo plus capecitabine"],
      ],
    ],
    [
      "Eligible patients were randomised to either hypofractionated radiotherapy or conventional radiotherapy.",
      [
        ["intervention", "hypofractionated radiotherapy"],
        ["control", "conventional radiotherapy"],
      ],
    ],
    [
      "Patients were randomised 1:1. The experimental arm received brenatinib 40 mg daily; the control arm received docetaxel 75 mg/m2 every 3 weeks.",
      [
        ["intervention", "brenatinib"],
        ["control", "docetaxel"],
      ],
    ],
    [
      "In a 2×2 factorial design, 2400 women were randomly assigned to aspirin or placebo and to vitamin D or placebo.",
      [
        ["intervention", "aspirin"],
        ["intervention", "vitamin D"],
        ["control", "placebo"],
      ],
    ],
    [
      "In this crossover trial, patients were randomised to receive oral morphine followed by transdermal fentanyl, or the reverse sequence.",
      [
        ["intervention", "oral morphine followed by transdermal fentanyl"],
        ["intervention", "transdermal fentanyl followed by oral morphine"],
      ],
    ],
    [
      "Forty general practices were randomised to a nurse-led recall programme or usual care.",
      [
        ["intervention", "nurse-led recall programme"],
        ["control", "usual care"],
      ],
    ],
    [
      "We conducted a cluster-randomised trial in which 24 hospitals were allocated to the checklist intervention or to continue usual practice.",
      [
        ["intervention", "checklist intervention"],
        ["control", "usual practice"],
      ],
    ],
    [
      "Patients were randomly allocated in a 1:1 ratio to laparoscopic or open distal gastrectomy.",
      [
        ["intervention", "laparoscopic distal gastrectomy"],
        ["intervention", "open distal gastrectomy"],
      ],
    ],
    [
      "A total of 312 patients were randomized to receive either 6 cycles of FOLFOX (n = 156) or 12 cycles of FOLFOX (n = 156).",
      [
        ["intervention", "6 cycles of FOLFOX"],
        ["intervention", "12 cycles of FOLFOX"],
      ],
    ],
    [
      "In this non-inferiority trial, 500 patients were randomised to 3 months or 6 months of adjuvant chemotherapy.",
      [
        ["intervention", "3 months of adjuvant chemotherapy"],
        ["intervention", "6 months of adjuvant chemotherapy"],
      ],
    ],
    [
      "We randomly assigned 220 men to radical prostatectomy or active surveillance.",
      [
        ["intervention", "radical prostatectomy"],
        ["control", "active surveillance"],
      ],
    ],
    [
      "Women were randomised to receive the decision aid (intervention group, n = 120) or a standard information leaflet (control group, n = 118).",
      [
        ["intervention", "decision aid"],
        ["control", "standard information leaflet"],
      ],
    ],
    [
      "Patients were randomly assigned to receive velitamab 1 mg/kg, velitamab 3 mg/kg, or placebo.",
      [
        ["intervention", "velitamab 1 mg/kg"],
        ["intervention", "velitamab 3 mg/kg"],
        ["control", "placebo"],
      ],
    ],
    [
      "Patients were randomised to intratumoral injection of 1 x 10^12 vp of adenovirus KX plus chemotherapy or chemotherapy alone.",
      [
        ["intervention", "intratumoral injection of adenovirus KX plus chemotherapy"],
        ["control", "chemotherapy alone"],
      ],
    ],
    [
      "Participants were randomly assigned to an exercise programme (n = 45) or a wait-list control (n = 44).",
      [
        ["intervention", "exercise programme"],
        ["control", "wait-list control"],
      ],
    ],
    [
      "Subjects were randomized 1:1 to receive the vaccine or saline placebo.",
      [
        ["intervention", "vaccine"],
        ["control", "saline placebo"],
      ],
    ],
    [
      "Patients were assigned by computer-generated randomisation to stereotactic body radiotherapy versus conventional fractionated radiotherapy.",
      [
        ["intervention", "stereotactic body radiotherapy"],
        ["control", "conventional fractionated radiotherapy"],
      ],
    ],
    [
      "Patients were randomised to short- or long-course preoperative radiotherapy.",
      [
        ["intervention", "short-course preoperative radiotherapy"],
        ["intervention", "long-course preoperative radiotherapy"],
      ],
    ],
    [
      "Patients were randomly assigned to three groups: group A received drug Q, group B received drug R, and group C received placebo.",
      [
        ["intervention", "drug Q"],
        ["intervention", "drug R"],
        ["control", "placebo"],
      ],
    ],
    [
      "Patients with resected melanoma were randomised to receive pembrozumab 200 mg every 3 weeks for 1 year or observation.",
      [
        ["intervention", "pembrozumab"],
        ["control", "observation"],
      ],
    ],
    [
      "180 patients were enrolled and randomly divided into the acupuncture group and the sham acupuncture group.",
      [
        ["intervention", "acupuncture group"],
        ["control", "sham acupuncture group"],
      ],
    ],
    [
      "Patients received either gemcitabine plus nab-paclitaxel or gemcitabine alone, assigned at random.",
      [
        ["intervention", "gemcitabine plus nab-paclitaxel"],
        ["control", "gemcitabine alone"],
      ],
    ],
    [
      "Patients were randomised in a 1:1:1 ratio to nivatumab monotherapy, nivatumab plus relatlimab, or investigator's choice of chemotherapy.",
      [
        ["intervention", "nivatumab monotherapy"],
        ["intervention", "nivatumab plus relatlimab"],
        ["control", "investigator's choice of chemotherapy"],
      ],
    ],
    [
      "Eligible women were randomly allocated to receive letrozole 2.5 mg daily for 5 years (n=402) or tamoxifen 20 mg daily for 5 years (n=398).",
      [
        ["intervention", "letrozole"],
        ["intervention", "tamoxifen"],
      ],
    ],
    [
      "Participants were randomised to one of two arms: arm A, weekly paclitaxel; arm B, three-weekly docetaxel.",
      [
        ["intervention", "weekly paclitaxel"],
        ["intervention", "three-weekly docetaxel"],
      ],
    ],
    [
      "Using a 2 x 2 factorial design, patients were randomised to celecoxib or placebo, and to zoledronic acid or no zoledronic acid.",
      [
        ["intervention", "celecoxib"],
        ["intervention", "zoledronic acid"],
        ["control", "placebo"],
        ["control", "no zoledronic acid"],
      ],
    ],
    [
      "Patients were randomly assigned to the intervention group, which received a smartphone symptom-monitoring app, or the control group, which received usual follow-up.",
      [
        ["intervention", "smartphone symptom-monitoring app"],
        ["control", "usual follow-up"],
      ],
    ],
    [
      "A total of 64 patients were randomised to high-dose or standard-dose influenza vaccine.",
      [
        ["intervention", "high-dose influenza vaccine"],
        ["control", "standard-dose influenza vaccine"],
      ],
    ],
    [
      "Thirty-two clinics were cluster randomised to implement the navigation programme (intervention) or to continue usual care (control).",
      [
        ["intervention", "navigation programme"],
        ["control", "usual care"],
      ],
    ],
    [
      "In a double-blind crossover design, participants received cannabis extract and matching placebo in random order, each for 2 weeks.",
      [
        ["intervention", "cannabis extract"],
        ["control", "placebo"],
      ],
    ],
    [
      "Patients were assigned at random to undergo either sentinel node biopsy alone or sentinel node biopsy followed by axillary dissection.",
      [
        ["intervention", "sentinel node biopsy followed by axillary dissection"],
        ["control", "sentinel node biopsy alone"],
      ],
    ],
  ] as [string, string[][]][])("%s", (abstract, expected) => {
    expect(arms(abstract)).toEqual(expected);
  });
});
