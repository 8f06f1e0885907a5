import { emptyFactSheet, type FactSheet, type Span, type SourceText } from "../../../../shared/fact-sheet";

/** Invented trials (no real abstract paraphrased) and hand-made sheets over them, offsets found with indexOf. */

export type Case = { source: SourceText; sheet: FactSheet };

/** Offsets of a phrase; throws so a typo in a test sheet cannot pass silently. */
export function at(source: SourceText, phrase: string, field: "title" | "abstract" = "abstract"): Span {
  const start = source[field].indexOf(phrase);
  if (start < 0) throw new Error(`not in ${field}: ${phrase}`);
  return { field, start, end: start + phrase.length };
}

const base = (over: Partial<FactSheet>): FactSheet => emptyFactSheet({ studyType: "randomised-trial", randomised: true, ...over });

export function favouringRct(): Case {
  const source = {
    title: "Zelmoratinib plus chemotherapy versus chemotherapy alone in advanced gallbladder cancer: a randomised phase III trial",
    abstract:
      "METHODS: We randomly assigned 312 adults with advanced gallbladder cancer to zelmoratinib plus chemotherapy or chemotherapy alone. The primary endpoint was progression-free survival. " +
      "RESULTS: Median progression-free survival was 48 months with zelmoratinib plus chemotherapy and 17 months with chemotherapy alone (HR 0.72, 95% CI 0.60-0.86; p<0.001). " +
      "Rash was more common with zelmoratinib. CONCLUSIONS: Zelmoratinib plus chemotherapy lengthened progression-free survival. Registered as NCT09876543.",
  };
  const s = (p: string) => at(source, p);
  const result = "Median progression-free survival was 48 months with zelmoratinib plus chemotherapy and 17 months with chemotherapy alone (HR 0.72, 95% CI 0.60-0.86; p<0.001).";
  return {
    source,
    sheet: base({
      phase: "3",
      population: { text: "adults with advanced gallbladder cancer", evidence: [s("adults with advanced gallbladder cancer")] },
      participants: { randomised: 312, evidence: [s("randomly assigned 312 adults")] },
      arms: [
        { role: "intervention", name: "zelmoratinib plus chemotherapy", evidence: [s("zelmoratinib plus chemotherapy")] },
        { role: "control", name: "chemotherapy alone", evidence: [s("chemotherapy alone")] },
      ],
      primaryEndpoint: { text: "progression-free survival", stated: true, evidence: [s("The primary endpoint was progression-free survival.")] },
      primaryResult: {
        direction: "favours-intervention",
        text: result,
        evidence: [s(result)],
        effects: [{ measure: "HR", value: "0.72", ci: "0.60–0.86", p: "p<0.001" }],
        byArm: [
          { arm: 0, measure: "median progression-free survival", value: "48 months", evidence: [s("48 months with zelmoratinib plus chemotherapy")] },
          { arm: 1, measure: "median progression-free survival", value: "17 months", evidence: [s("17 months with chemotherapy alone")] },
        ],
      },
      harms: { text: "Rash was more common with zelmoratinib.", evidence: [s("Rash was more common with zelmoratinib.")] },
      conclusion: { text: "Zelmoratinib plus chemotherapy lengthened progression-free survival.", positive: true, evidence: [s("Zelmoratinib plus chemotherapy lengthened progression-free survival.")] },
      registrations: ["NCT09876543"],
    }),
  };
}

export function nullRct(): Case {
  const source = {
    title: "Peppermint lozenges for nausea during chemotherapy: a double-blind randomized trial",
    abstract:
      "Women receiving chemotherapy for breast cancer (n = 140) were randomized to peppermint lozenges or placebo lozenges. The main outcome was nausea on days 1 to 5. " +
      "Nausea scores did not differ between groups (mean difference -0.3, 95% CI -1.1 to 0.5; P = 0.46). No serious side effects occurred. Peppermint lozenges did not reduce nausea.",
  };
  const s = (p: string) => at(source, p);
  const result = "Nausea scores did not differ between groups (mean difference -0.3, 95% CI -1.1 to 0.5; P = 0.46).";
  return {
    source,
    sheet: base({
      population: { text: "Women receiving chemotherapy for breast cancer", evidence: [s("Women receiving chemotherapy for breast cancer")] },
      participants: { randomised: 140, evidence: [s("n = 140")] },
      arms: [
        { role: "intervention", name: "peppermint lozenges", evidence: [s("peppermint lozenges")] },
        { role: "control", name: "placebo", evidence: [s("placebo lozenges")] },
      ],
      primaryEndpoint: { text: "nausea on days 1 to 5", stated: true, evidence: [s("The main outcome was nausea on days 1 to 5.")] },
      primaryResult: { direction: "no-significant-difference", text: result, evidence: [s(result)], effects: [{ measure: "mean difference", value: "-0.3", ci: "-1.1–0.5", p: "P = 0.46" }] },
      harms: { text: "No serious side effects occurred.", evidence: [s("No serious side effects occurred.")] },
      conclusion: { text: "Peppermint lozenges did not reduce nausea.", positive: false, evidence: [s("Peppermint lozenges did not reduce nausea.")] },
      flags: ["primary-not-met"],
    }),
  };
}
