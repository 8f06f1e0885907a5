import { emptyFactSheet, type FactSheet } from "../../../../shared/fact-sheet";
import { at, type Case } from "./test-sheets";

/** More invented trials: a protocol, a single-arm phase 2, a cohort, a spun conclusion, a sheet with dropped facts. */

const empty = (over: Partial<FactSheet>): FactSheet => emptyFactSheet({ studyType: "randomised-trial", ...over });

export function protocol(): Case {
  const source = {
    title: "Walking programme or usual care after bowel cancer surgery (STRIDE): study protocol for a randomised controlled trial",
    abstract: "This trial will randomly allocate 400 people recovering from bowel cancer surgery to a home walking programme or usual care. The primary outcome is quality of life at 6 months. Recruitment is ongoing.",
  };
  const s = (p: string) => at(source, p);
  return {
    source,
    sheet: empty({
      studyType: "protocol",
      randomised: true,
      population: { text: "people recovering from bowel cancer surgery", evidence: [s("people recovering from bowel cancer surgery")] },
      participants: { randomised: 400, evidence: [s("randomly allocate 400 people")] },
      arms: [
        { role: "intervention", name: "a home walking programme", evidence: [s("a home walking programme")] },
        { role: "control", name: "usual care", evidence: [s("usual care")] },
      ],
      primaryEndpoint: { text: "quality of life at 6 months", stated: true, evidence: [s("The primary outcome is quality of life at 6 months.")] },
      flags: ["protocol"],
    }),
  };
}

export function singleArm(): Case {
  const source = {
    title: "Fexatrelin in relapsed mantle cell lymphoma: a single-arm phase 2 study",
    abstract:
      "Forty-two patients with relapsed mantle cell lymphoma received fexatrelin daily. The primary endpoint was overall response rate. The overall response rate was 57% (24 of 42). " +
      "Grade 3 or 4 neutropenia occurred in 19% of patients. Fexatrelin showed activity in relapsed mantle cell lymphoma.",
  };
  const s = (p: string) => at(source, p);
  return {
    source,
    sheet: empty({
      studyType: "non-randomised-trial",
      randomised: false,
      phase: "2",
      population: { text: "patients with relapsed mantle cell lymphoma", evidence: [s("patients with relapsed mantle cell lymphoma")] },
      participants: { randomised: null, evidence: [] },
      arms: [{ role: "intervention", name: "fexatrelin", evidence: [s("fexatrelin daily")] }],
      primaryEndpoint: { text: "overall response rate", stated: true, evidence: [s("The primary endpoint was overall response rate.")] },
      primaryResult: { direction: "not-applicable", text: "The overall response rate was 57% (24 of 42).", evidence: [s("The overall response rate was 57% (24 of 42).")], effects: [] },
      harms: { text: "Grade 3 or 4 neutropenia occurred in 19% of patients.", evidence: [s("Grade 3 or 4 neutropenia occurred in 19% of patients.")] },
      conclusion: { text: "Fexatrelin showed activity in relapsed mantle cell lymphoma.", positive: true, evidence: [s("Fexatrelin showed activity in relapsed mantle cell lymphoma.")] },
      flags: ["not-randomised", "small"],
    }),
  };
}

export function cohort(): Case {
  const source = {
    title: "Night-shift work and later thyroid cancer: a registry cohort",
    abstract: "We used a national registry to follow women with an abnormal screening mammogram for ten years. Thyroid cancer was more frequent among night-shift workers. Night-shift work may be linked to thyroid cancer.",
  };
  const s = (p: string) => at(source, p);
  return {
    source,
    sheet: empty({
      studyType: "observational",
      randomised: false,
      population: { text: "women with an abnormal screening mammogram", evidence: [s("women with an abnormal screening mammogram")] },
      primaryResult: { direction: "not-applicable", text: null, evidence: [], effects: [] },
      conclusion: { text: "Night-shift work may be linked to thyroid cancer.", positive: null, evidence: [s("Night-shift work may be linked to thyroid cancer.")] },
      flags: ["not-randomised"],
    }),
  };
}

export function spun(): Case {
  const source = {
    title: "Oral varnesib versus observation after surgery for kidney cancer",
    abstract:
      "Eighty-six patients with resected kidney cancer were randomised to oral varnesib or observation. Disease-free survival, the primary endpoint, did not differ significantly (HR 0.91, 95% CI 0.55-1.49; P = 0.70). " +
      "In the subgroup aged over 70 years, fewer relapses occurred with varnesib. Varnesib is a promising adjuvant option.",
  };
  const s = (p: string) => at(source, p);
  const result = "Disease-free survival, the primary endpoint, did not differ significantly (HR 0.91, 95% CI 0.55-1.49; P = 0.70).";
  return {
    source,
    sheet: empty({
      randomised: true,
      population: { text: "patients with resected kidney cancer", evidence: [s("patients with resected kidney cancer")] },
      participants: { randomised: 86, evidence: [s("Eighty-six patients")] },
      arms: [
        { role: "intervention", name: "oral varnesib", evidence: [s("oral varnesib")] },
        { role: "control", name: "observation", evidence: [s("observation.")] },
      ],
      primaryEndpoint: { text: "Disease-free survival", stated: true, evidence: [s("Disease-free survival, the primary endpoint")] },
      primaryResult: { direction: "no-significant-difference", text: result, evidence: [s(result)], effects: [{ measure: "HR", value: "0.91", ci: "0.55–1.49", p: "P = 0.70" }] },
      conclusion: { text: "Varnesib is a promising adjuvant option.", positive: true, evidence: [s("Varnesib is a promising adjuvant option.")] },
      flags: ["spin", "small", "primary-not-met"],
    }),
  };
}

/** A sheet the verifier has pruned: the count and the endpoint were dropped, and it says so. */
export function withUnclear(): Case {
  const source = {
    title: "Acupressure bands for hot flushes in men on hormone therapy for prostate cancer: a randomised trial",
    abstract: "Men on hormone therapy for prostate cancer were randomised to acupressure bands or sham bands. Hot flushes eased in both groups. Acupressure bands may help.",
  };
  const s = (p: string) => at(source, p);
  return {
    source,
    sheet: empty({
      randomised: true,
      population: { text: "Men on hormone therapy for prostate cancer", evidence: [s("Men on hormone therapy for prostate cancer")] },
      arms: [
        { role: "intervention", name: "acupressure bands", evidence: [s("acupressure bands")] },
        { role: "control", name: "sham bands", evidence: [s("sham bands")] },
      ],
      conclusion: { text: "Acupressure bands may help.", positive: true, evidence: [s("Acupressure bands may help.")] },
      unclear: ["the number randomised", "the primary endpoint"],
    }),
  };
}
