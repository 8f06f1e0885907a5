import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { writeSummaries } from "../write/write-summaries";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("a backbone shared by both arms", () => {
  test('"A plus placebo or B" in the allocation: B is given with A too', () => {
    expect(
      arms("T", "METHODS: 100 patients were randomly assigned to docetaxel plus placebo or zelmoratinib."),
    ).toEqual([
      ["intervention", "docetaxel plus zelmoratinib"],
      ["control", "docetaxel plus placebo"],
    ]);
  });

  test('"A Plus Placebo or B" in a Title Case title: both arms carry A (the sheet quotes the title)', () => {
    expect(
      arms(
        "Randomized Phase II Study of Docetaxel Plus Placebo or Zelmoratinib, a Kinase Inhibitor, in Patients With Lung Cancer",
        "METHODS: 100 patients took part.\nRESULTS: Progression-free survival was longer with zelmoratinib.",
      ),
    ).toEqual([
      ["intervention", "Docetaxel Plus Zelmoratinib"],
      ["control", "Docetaxel Plus Placebo"],
    ]);
  });

  test('"A plus B or placebo" and "A with or without B" keep A in both arms', () => {
    expect(
      arms("T", "METHODS: 100 patients were randomly assigned to docetaxel plus zelmoratinib or placebo."),
    ).toEqual([
      ["intervention", "docetaxel plus zelmoratinib"],
      ["control", "docetaxel plus placebo"],
    ]);
    expect(
      arms("T", "METHODS: 100 patients were randomly assigned to docetaxel with or without zelmoratinib."),
    ).toEqual([
      ["intervention", "docetaxel with zelmoratinib"],
      ["control", "docetaxel without zelmoratinib"],
    ]);
  });
});

const summaries = (title: string, abstract: string) => {
  const input = { title, abstract };
  const { clinician, patient } = writeSummaries(extractFactSheet(input), input);
  return { clinician: clinician.map((s) => s.text).join(" "), patient: patient.map((s) => s.text).join(" ") };
};

describe("arm names from a Title Case title", () => {
  test("read as ordinary words in both summaries; acronyms stay", () => {
    const { clinician, patient } = summaries(
      "Randomized Phase II Study of Docetaxel Plus Placebo or Zelmoratinib, a Kinase Inhibitor, in Patients With Lung Cancer",
      "METHODS: Ninety patients were enrolled.\nRESULTS: Survival did not differ.",
    );
    expect(clinician).toContain("Arms: docetaxel plus zelmoratinib vs docetaxel plus placebo.");
    expect(patient).toContain("compared docetaxel plus zelmoratinib with docetaxel plus placebo");
    const acronym = summaries(
      "Zelmoratinib Plus FOLFOX Versus FOLFOX Alone in Patients With Advanced Gastric Cancer: A Randomized Trial",
      "METHODS: Ninety patients were enrolled.\nRESULTS: Survival did not differ.",
    );
    expect(acronym.clinician).toContain("Arms: zelmoratinib plus FOLFOX vs FOLFOX alone.");
  });

  test("a name the abstract capitalises mid-sentence stays capitalised", () => {
    const { clinician } = summaries(
      "Milan Protocol Versus Standard Chemotherapy in Women With Breast Cancer: A Randomized Trial",
      "METHODS: Ninety women took part. The Milan protocol was compared with standard chemotherapy.",
    );
    expect(clinician).toContain("Milan");
    expect(clinician).toContain("standard chemotherapy");
  });

  test("20,000 characters of a capitalised title and abstract take under 100 ms", () => {
    const title = "Drug Plus Placebo or Other Drug With Or Without Third ".repeat(380).slice(0, 20_000);
    const abstract = "Drug Plus Placebo Other Drug mid Sentence Names Here. ".repeat(370).slice(0, 20_000);
    expect(cpuTime(() => summaries(title, abstract))).toBeLessThan(100);
  });
});
