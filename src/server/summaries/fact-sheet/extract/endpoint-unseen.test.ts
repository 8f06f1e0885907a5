import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// The sheet with the reader's endpoint before the gate that shows one never called primary only when read from the
// objective (endpoint-source.ts): these tests are of what the reader reads.
const readSheet = (input: { title: string; abstract: string }) => {
  const sheet = extractFactSheet(input);
  return { ...sheet, primaryEndpoint: endpointReading(sheet) ?? null };
};

// Invented abstracts, one per way an endpoint was misread on abstracts nobody had tuned on.
describe("the endpoint is what was measured, said whole", () => {
  test("'effects of treatments on resectable GC' names the people, not the endpoint", () => {
    const sheet = readSheet({
      title: "Adjuvant chemoradiotherapy improves survival in patients with gastric carcinoma after gastrectomy",
      abstract:
        "Gastric carcinoma (GC) is common. We designed a registry cohort study to determine the effects of adjuvant treatments on resectable GC. Hazard ratios of death were 0.60 (95% CI 0.50-0.72).",
    });
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/\bGC\b|carcinoma/);
  });

  test("a disease the participants do not have may be the endpoint: 'effect of drug T on breast cancer' in healthy women", () => {
    const sheet = readSheet({
      title: "Effect of drug T on breast cancer in healthy women at high risk",
      abstract:
        "METHODS: 2000 healthy women were randomised to drug T or placebo. RESULTS: Fewer women on drug T developed breast cancer (HR 0.6, 95% CI 0.4-0.8).",
    });
    expect(sheet.primaryEndpoint?.text).toContain("breast cancer");
  });

  test("'the effect of A on the appetite and weight of cancer patients' keeps appetite and weight", () => {
    const sheet = readSheet({
      title: "Drug A for poor appetite",
      abstract:
        "To assess the effect of drug A on the appetite and weight of cancer patients with lung tumors, 80 patients were given A or placebo. Appetite improved with A (p = 0.01).",
    });
    expect(sheet.primaryEndpoint?.text).toStartWith("appetite and weight");
  });

  test("an incidence is said with what it is of, past its short form", () => {
    const sheet = readSheet({
      title: "Omitting radiotherapy in older women",
      abstract:
        "METHODS: We used competing risks models to estimate the cumulative incidence (CI) of local breast recurrence (LBR) and death. RESULTS: LBR was 9% without radiotherapy and 2% with it (p = 0.01).",
    });
    expect(sheet.primaryEndpoint?.text).toBe("cumulative incidence (CI) of local breast recurrence");
  });

  // An aim of "efficacy" names no measure: the endpoint is left empty and the patient is told the abstract does not say.
  test("'efficacy and toxicity' as the aim is no endpoint, and never 'toxicity' alone", () => {
    const out = builtinSummaries({
      title: "A randomized trial of drug B with or without drug C in myeloma",
      abstract:
        "The primary goal of our study was to evaluate the efficacy and toxicity of B versus B plus C in older patients. A total of 120 patients were enrolled. Responses were more frequent with B plus C (p = 0.01).",
    });
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(out.patientSummary).not.toMatch(/(?:main thing measured was|best guess is) (?:side effects|toxicity)\b/i);
    expect(out.clinicianSummary).toContain("Not read with confidence from the abstract: the primary endpoint.");
  });

  test("'with X used as the end point' names the endpoint", () => {
    const sheet = readSheet({
      title: "Surgery versus radiotherapy for bladder cancer",
      abstract:
        "Eighty patients were assigned randomly to surgery or radiotherapy. With time to local failure used as the end point, surgery was more effective than radiotherapy.",
    });
    expect(sheet.primaryEndpoint?.text).toBe("time to local failure");
  });

  test("a pronoun and a verb of data gathering are not part of the outcome", () => {
    const sheet = readSheet({
      title: "Toxicity and survival across trials",
      abstract:
        "METHODS: We abstracted treatment toxicity and outcome data from 60 phase III trials. RESULTS: Greater toxicity went with longer survival (p = 0.01).",
    });
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/^We\b|abstracted/);
  });

  test("a test study read by ROC curves centres on its accuracy, not one cut-off's sensitivity", () => {
    const sheet = readSheet({
      title: "Marker X against marker Y in detecting bladder cancer",
      abstract:
        "Diagnostic accuracy of markers X and Y was evaluated using receiver operating characteristic analysis. Cancer was found in 60 men. X was more useful than Y (p < 0.05). A cut-off of 4 had a sensitivity of 80%.",
    });
    expect(sheet.primaryEndpoint?.text).toStartWith("Diagnostic accuracy of markers X and Y");
  });

  test("'Primary feasibility outcomes will include' a list: the whole list", () => {
    const sheet = readSheet({
      title: "Yoga after prostate cancer: study protocol for a randomised pilot trial",
      abstract:
        "METHODS: Sixty men will be randomised to yoga or usual care. Primary feasibility outcomes will include rates of recruitment, adherence, and retention.",
    });
    // The abstract's own words, whole, as one span.
    expect(sheet.primaryEndpoint?.evidence).toHaveLength(1);
    expect(sheet.primaryEndpoint?.text).toBe("rates of recruitment, adherence, and retention");
  });

  test("a qualifier that says what an outcome is of is kept when a result names it more exactly", () => {
    const sheet = readSheet({
      title: "Effect of a text-message service on smoking cessation",
      abstract:
        "METHODS: 900 smokers were randomised to messages or no messages. RESULTS: Cessation rates were 14% and 9% (p = 0.02).",
    });
    expect(sheet.primaryEndpoint?.text).toContain("smoking cessation");
  });
});

describe("a review's endpoint is the one its own aim names", () => {
  test("a review whose aim names an outcome keeps it, without the people it was measured in", () => {
    const sheet = readSheet({
      title: "Yoga and sleep after cancer: a systematic review and meta-analysis",
      abstract:
        "This review aimed to determine the pooled effects of yoga on insomnia in cancer survivors. Twelve trials were included. Yoga improved sleep quality (SMD -0.4, 95% CI -0.6 to -0.2).",
    });
    expect(sheet.studyType).toBe("review");
    expect(sheet.primaryEndpoint?.text).toBe("insomnia");
  });

  test("a review whose outcomes are read only from its results names none", () => {
    const sheet = readSheet({
      title: "Vitamin D in oncology: a review of our group's studies",
      abstract:
        "We review ten years of our studies. Survival data imply that vitamin D did not interfere with chemotherapy. Nausea was less frequent in one trial.",
    });
    expect(sheet.studyType).toBe("review");
    expect(sheet.primaryEndpoint).toBeNull();
  });
});

describe("endpoint readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    usedAs: "with a b c d e f g used as the with ",
    incidence: "to estimate the incidence (CI) of a b c d incidence (",
    pair: "to evaluate the efficacy and toxicity, efficacy and safety and ",
    disease: "To assess the effects of a on resectable b carcinoma. Patients with b carcinoma had AB (AB). ",
    shortForm: "To assess the effects of a on resectable AB. Women with gastric carcinoma (AB) were seen. ",
  };
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
