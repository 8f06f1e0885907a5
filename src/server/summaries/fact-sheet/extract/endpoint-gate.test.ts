import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { readEndpoint } from "./endpoint-gate";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// The sheet with the reader's endpoint before the gate that shows one never called primary only when read from the
// objective (endpoint-source.ts): these tests are of the structural gate.
const read = (title: string, abstract: string) => {
  const sheet = extractFactSheet({ title, abstract });
  return { ...sheet, primaryEndpoint: endpointReading(sheet) ?? null };
};

// Invented abstracts, one per reading that is not structurally an outcome: the endpoint is left empty, not guessed.
describe("an endpoint is shown only when it is an outcome", () => {
  test("a measure word alone ('the level of X' read as 'level') is no endpoint", () => {
    const sheet = read(
      "Marker Z in benign and malignant disease",
      "A study was performed on 90 men to compare the level of marker Z in benign disease and in cancer. Marker Z was higher in cancer (p < 0.01).",
    );
    expect(sheet.primaryEndpoint).toBeNull();
    expect(sheet.unclear).toContain("the primary endpoint");
  });

  test("'factors affecting disease-free survival' studies the factors: the survival is not the endpoint", () => {
    const sheet = read(
      "Sentinel node biopsy after chemotherapy",
      "METHODS: 200 women had sentinel node biopsy. A Cox model was used to estimate the hazard ratio of factors affecting disease-free survival (DFS). RESULTS: Tumour size was an independent risk factor for a false-negative biopsy (OR 2.1, 95% CI 1.2-3.4).",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/disease-free survival/i);
  });

  test("'Survival end points were improved' names a family of outcomes, not the one measured", () => {
    const sheet = read(
      "Drug Q plus chemotherapy in lymphoma",
      "Survival end points were improved with drug Q: the 5-year event-free survival was 40% against 25% without it (p = 0.01).",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/^survival$/i);
  });

  test("a short form read alone from 'overall (OS) and event-free (EFS) survival' is no endpoint", () => {
    const sheet = read(
      "Two doses of drug K in leukaemia",
      "Patients were randomly assigned to a high or a standard dose of drug K. Overall (OS) and event-free (EFS) survival were higher with the high dose (OS, 47% vs 35%, P = .03).",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toBe("OS");
    // A short form the abstract itself calls the primary endpoint stands.
    const called = read(
      "Drug A versus drug B in lung cancer",
      "Patients were randomised to drug A or drug B. The primary endpoint was PFS. PFS was longer with drug A (HR 0.7, p = 0.01).",
    );
    expect(called.primaryEndpoint?.text).toBe("PFS");
  });

  test("'Pain relief was the primary endpoint of treatment benefit' names pain relief", () => {
    const sheet = read(
      "One or five fractions for painful bone metastases",
      "Patients were randomised to one or five fractions. Pain relief was the primary endpoint of treatment benefit. Pain relief did not differ between the groups.",
    );
    expect(sheet.primaryEndpoint?.text).toBe("Pain relief");
    expect(sheet.primaryEndpoint?.stated).toBe(true);
  });

  test("an aim listing outcomes gives them whole, never its last item alone", () => {
    const sheet = read(
      "Chemoradiation with or without added chemotherapy in cervical cancer",
      "AIMS: To compare chemoradiation with and without added chemotherapy in cervical cancer regarding treatment response and toxicities. RESULTS: 60 patients were treated.",
    );
    expect(sheet.primaryEndpoint?.text).toBe("treatment response and toxicities");
    const out = builtinSummaries({
      title: "Chemoradiation with or without added chemotherapy in cervical cancer",
      abstract:
        "AIMS: To compare chemoradiation with and without added chemotherapy in cervical cancer regarding treatment response and toxicities. RESULTS: 60 patients were treated.",
    });
    expect(out.patientSummary).not.toMatch(/best guess is side effects/i);
  });

  test("an outcome word inside a longer word is said whole ('response rates', not 'response rate')", () => {
    const sheet = read(
      "Oral or intravenous drug M in myeloma",
      "Patients were randomised to oral or intravenous drug M. There was no significant difference in the response rates, the response durations and survival.",
    );
    expect(sheet.primaryEndpoint?.text).toBe("response rates");
  });
  test("a time point called primary ('At week 1 (primary endpoint), 70% were responders') is not the endpoint", () => {
    const sheet = read(
      "Drug M or placebo for appetite loss",
      "Patients were randomised to drug M or placebo. At week 1 (primary endpoint), 70% in the drug M group and 50% in the placebo group were responders (p = 0.04).",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/^at week/i);
  });

  test("measures 'also assessed' are secondary: none of them is read as the main one", () => {
    const sheet = read(
      "Drug N against nausea after chemotherapy",
      "Patients were randomised to drug N or placebo. Patient adherence was also assessed in this study. Fewer patients were sick with drug N (p = 0.02).",
    );
    expect(sheet.primaryEndpoint).toBeNull();
  });

  test("a bare 'survival' in an abstract that reports disease-free survival is left empty, not guessed", () => {
    const sheet = read(
      "Drug T after surgery for breast cancer",
      "Women were randomised to drug T or placebo. No survival advantage was observed (90% vs 91%; p = 0.5). Disease-free survival was similar.",
    );
    expect(sheet.primaryEndpoint).toBeNull();
  });

  test("outcomes joined by a slash are one outcome ('vomiting/nausea')", () => {
    const sheet = read(
      "Two schedules of drug O against emesis",
      "Patients were randomised to schedule A or schedule B. Complete protection from vomiting/nausea was 90% with schedule A and 88% with schedule B.",
    );
    expect(sheet.primaryEndpoint?.text ?? "").toMatch(/vomiting\/nausea$/);
  });
  test("an outcome reported after another outcome's figures in one sentence is not taken for the main one", () => {
    const sheet = read(
      "Drug T with drug D versus drug M with drug D in myeloma",
      "Patients were randomly assigned to TD or MD. TD gave more complete remissions (26% vs 13%; P = .006) and overall responses (68% vs 50%; P = .002) than MD.",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/overall response/i);
    const worded = read(
      "Radiotherapy with chemotherapy after mastectomy",
      "Women were randomly assigned to chemotherapy with or without radiotherapy. Results: Radiotherapy gave a 30 percent reduction in the rate of relapse (relative risk, 0.70; 95 percent confidence interval, 0.5 to 0.9) and a 25 percent reduction in mortality from breast cancer.",
    );
    expect(worded.primaryEndpoint?.text ?? "").not.toMatch(/^mortality/i);
  });

  test("the outcome of a concession ('Although 30% relapsed, ...') is not the one measured", () => {
    const sheet = read(
      "Chemotherapy after surgery for sarcoma",
      "Patients were randomised to chemotherapy or observation. Although 30% of patients relapsed locally, only 54% were continuously disease free at 5 years and 80% were alive.",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/disease free/i);
  });
  test("'the 3-year survival for EFS' names event-free survival by its short form: not 'survival'", () => {
    const sheet = read(
      "Drug D versus drug P in childhood leukaemia",
      "Children were randomised to drug D or drug P. The 3-year survival for EFS was 40% with drug D and 45% with drug P (P = 0.5).",
    );
    expect(sheet.primaryEndpoint?.text ?? "").not.toBe("3-year survival");
  });
  test("a guess from one result sentence is not named when the primary result is another sentence about another outcome", () => {
    const sheet = read(
      "Drug A versus drug B in small-cell lung cancer",
      "Patients were randomised to drug A or drug B. The response rates were 70% for drug A and 75% for drug B. One-year survival rates were 34% and 38% (P = 0.5).",
    );
    expect(sheet.primaryResult.text ?? "").toMatch(/survival/);
    expect(sheet.primaryEndpoint?.text ?? "").not.toMatch(/response/);
  });
  test("who recorded an outcome is not part of it ('patients recorded the incidence of nausea')", () => {
    const abstract =
      "Women were randomised to drug O or drug D. The patients recorded the incidence of nausea in diaries.";
    const { sentences } = readSource({ title: "Drug O or drug D against sickness", abstract });
    const at = abstract.indexOf("patients recorded");
    const end = abstract.indexOf(" in diaries");
    const read = {
      text: abstract.slice(at, end),
      stated: false,
      evidence: [{ field: "abstract" as const, start: at, end }],
    };
    expect(readEndpoint(read, sentences)?.text).toBe("incidence of nausea");
  });
});

describe("the endpoint gate on adversarial text", () => {
  readsEachInLinearTime(
    {
      list: "regarding a b c and d and e, f or g of h and ",
      factors: "factors affecting factors of predictors for the ",
      family: "Survival end points outcomes measures level OS ",
      slash: "vomiting/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z",
      timePoint: "At week 1 (primary endpoint) at day at month were also assessed ",
    },
    (abstract) => read("A trial", `To compare A and B ${abstract}. Response rates were higher.`),
  );
});

describe("a clause cut at a pronoun is not an endpoint", () => {
  test("'malignancies, it' of 'one of the most preventable malignancies, it is still common' is not shown", async () => {
    const { builtinSummaries } = await import("../builtin-summaries");
    const out = builtinSummaries({
      title: "A randomized controlled trial to increase attendance at screening",
      abstract:
        "Objective: Although cervical cancer is one of the potentially most preventable malignancies, it is still fairly common.\nMethods: We conducted a randomized controlled trial including all 12,240 women invited to screening.\nResults: The modified invitation did not increase attendance.",
    });
    expect(out.facts.primaryEndpoint?.text ?? "").not.toMatch(/, it$/);
    expect(out.patientSummary).not.toContain("malignancies, it");
  });
});
