import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one per design and endpoint misreading found on a held-out set.
describe("random allocation is found in its phrasings, and others' studies stay out", () => {
  test("'Several nonrandomized studies suggest' in the background does not deny this study's 'We randomly assigned'", () => {
    const out = builtinSummaries({
      title: "Surgery then drug Z compared with drug Z alone for metastatic kidney cancer",
      abstract:
        "BACKGROUND: Several nonrandomized studies suggest longer survival after surgery. METHODS: We randomly assigned patients with metastatic kidney cancer who were fit for surgery to undergo surgery followed by drug Z or to receive drug Z alone. RESULTS: Median survival was 11 and 8 months.",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
    expect(out.clinicianSummary).not.toContain("Not a randomised trial");
    expect(out.patientSummary).not.toContain("not put into groups by chance");
  });

  test("'were randomly treated with' is random allocation", () => {
    const sheet = extractFactSheet({
      title: "Drug A or drug B for elderly lung cancer patients",
      abstract:
        "A total of 200 patients aged over 70 years were randomly treated with drug A or drug B. Survival was 7 and 8 months.",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.randomised).toBe(true);
  });

  test("'data were missing at random' is not random allocation", () => {
    const sheet = extractFactSheet({
      title: "Quality of life after surgery for a stomach tumour",
      abstract: "We reviewed the medical records of 300 patients. Data were assumed to be missing at random.",
    });
    expect(sheet.randomised).toBe(false);
  });
});

describe("a study of records or a cohort inside a trial is watched, not a trial", () => {
  test("'The aim of the retrospective study was' in the background makes a treated series observational", () => {
    const out = builtinSummaries({
      title: "Radiotherapy with drug T for brain tumours and prognostic factors",
      abstract:
        "BACKGROUND: The aim of the retrospective study was to evaluate outcome in patients who received radiotherapy with or without drug T. METHODS: Sixty patients were treated with radiotherapy and drug T. RESULTS: Two-year survival was 20%.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.patientSummary).not.toContain("Everyone got the same treatment");
  });

  test("'Between 2005 and 2008, 500 patients with X were analyzed' is a past series, not a single-arm trial", () => {
    const out = builtinSummaries({
      title: "Is induction drug G useful in throat cancer?",
      abstract:
        "METHODS: Between 2005 and 2008, 500 patients with advanced throat cancer were analyzed, of whom 300 received drug G. RESULTS: Survival was 80% and 75%.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.patientSummary).not.toContain("Everyone got the same treatment");
  });

  test("a cohort of people 'enrolled on a randomized trial' is not itself randomised", () => {
    const out = builtinSummaries({
      title: "Body weight and recurrence in bowel cancer",
      abstract:
        "METHODS: We conducted a prospective, observational study of 900 patients who were enrolled on a randomized trial of drug F. RESULTS: Weight was not associated with recurrence (P = .5).",
    });
    expect(out.facts.studyType).not.toBe("randomised-trial");
    expect(out.patientSummary).not.toContain("People were put into groups at random");
  });
});

describe("an endpoint the abstract never calls primary is told to patients as a guess", () => {
  test("an unstated survival endpoint is not 'The main thing measured was how long people lived'", () => {
    const out = builtinSummaries({
      title: "Drug A versus drug B for leukaemia",
      abstract:
        "METHODS: 300 patients were randomly assigned to drug A or drug B. RESULTS: Overall survival at 4 years was 46% and 35% (P = .02).",
    });
    // Round 13: a guess read from a result sentence is not shown at all (measured wrong 20 times in 93); one the aim names is.
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(out.patientSummary).not.toContain("The main thing measured was");
    expect(out.patientSummary).toContain("We could not be sure from the abstract about the primary endpoint.");
    expect(out.patientSummary).not.toContain("Our best guess");
    const aimed = builtinSummaries({
      title: "Drug A versus drug B for leukaemia",
      abstract:
        "OBJECTIVE: To compare overall survival with drug A or drug B. METHODS: 300 patients were randomly assigned to drug A or drug B. RESULTS: Overall survival at 4 years was 46% and 35% (P = .02).",
    });
    expect(aimed.facts.primaryEndpoint?.stated).toBe(false);
    expect(aimed.patientSummary).toContain(
      "We could not be sure from the abstract what the main thing measured was. Our best guess is how long",
    );
  });
});

describe("the endpoint is a measure, not a result verb or a gap in knowledge", () => {
  test("'Survival end points were improved in patients treated with Z' does not make 'improved' the endpoint", () => {
    const sheet = extractFactSheet({
      title: "Ten-year results of drug Z added to chemotherapy in lymphoma",
      abstract:
        "We report ten-year outcomes of 300 patients randomised to chemotherapy with or without drug Z. Survival end points were improved in patients treated with drug Z: 10-year survival was 40% compared with 25%.",
    });
    expect(sheet.primaryEndpoint?.text ?? "").not.toContain("improved");
  });

  test("'the influence of X on the outcome of patients remains uncertain' is background, not the endpoint", () => {
    const sheet = extractFactSheet({
      title: "Impact of body weight on cancer recurrence and survival in bowel cancer",
      abstract:
        "PURPOSE: However, the influence of body weight on the outcome of patients with bowel cancer remains uncertain. METHODS: We followed 900 patients. RESULTS: Weight was not associated with recurrence (P = .5).",
    });
    // The reader's endpoint (from the title, so not shown: endpoint-source.ts).
    const read = endpointReading(sheet);
    expect(read?.text ?? "").not.toContain("remains uncertain");
    expect(read?.text.toLowerCase()).toContain("recurrence");
    expect(sheet.primaryEndpoint).toBeNull();
  });
});

test("the new design readers take linear time on 20,000 characters of hostile text", () => {
  const abstract = `METHODS: Between 2005 and 2008, 500 patients ${"with nonrandomized a b ".repeat(800)}. ${"were randomly ".repeat(1400)}`;
  const read = () => extractFactSheet({ title: "Hostile", abstract });
  read();
  expect(cpuTime(read)).toBeLessThan(100);
});
