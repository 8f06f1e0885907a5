// Held-out sets l to r, endpoints, harms, conclusions and spin.
// One invented record (or phrase) per class of error that blind readers found; each test was written against
// the code before its rule. The abstracts that showed each class are not in the repo.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

describe('"It is concluded that ..." opens the authors\' conclusion', () => {
  test("an unlabelled abstract's closing 'It is concluded that X is detrimental' is the conclusion line", () => {
    const out = builtinSummaries({
      title: "Intrapleural zelmoratinib after lung cancer surgery",
      abstract:
        "Intrapleural zelmoratinib or placebo was given after surgery to 400 patients with lung cancer in a randomized trial. Fever was more common with zelmoratinib. Survival was shorter with zelmoratinib (p = 0.02). Life-threatening complications were not seen. It is concluded that intrapleural zelmoratinib is detrimental to survival.",
    });
    expect(out.facts.conclusion?.text).toBe(
      "It is concluded that intrapleural zelmoratinib is detrimental to survival.",
    );
    expect(out.facts.conclusion?.positive).not.toBe(true);
  });
});

describe("an endpoint opening on a means names how, not what, was measured", () => {
  test("'by prophylactic administration of drug G' is no endpoint", async () => {
    const { gateReason } = await import("./endpoint-gate");
    const { readSource } = await import("../source/read-source");
    const abstract =
      "PURPOSE: To investigate whether the dose intensity of chemotherapy could be improved by prophylactic administration of drug G in older patients.";
    const sentences = readSource({ title: "T", abstract }).sentences;
    const at = abstract.indexOf("by prophylactic");
    const text = "by prophylactic administration of drug G";
    const found = { text, stated: false, evidence: [{ start: at, end: at + text.length }] };
    expect(gateReason(found, sentences)).toBe("preposition lead");
  });
});

describe("an endpoint's qualifying words do not tie a result sentence to it", () => {
  test("'breast cancer–related arm swelling' is not mentioned by a sentence on 'health-related quality of life'", async () => {
    const { endpointMention } = await import("./endpoint-mentions");
    const mentions = endpointMention("incidence of early postoperative swelling and of breast cancer–related arm LE");
    expect(mentions("No significant difference between groups in health-related quality of life was observed.")).toBe(
      false,
    );
    expect(mentions("Arm swelling was less frequent with sleeves (P < 0.001).")).toBe(true);
  });

  test("the swelling result, not the quality-of-life null, answers a swelling trial", () => {
    const out = builtinSummaries({
      title:
        "Preventing arm swelling by compression sleeves after breast cancer surgery: a randomized controlled trial",
      abstract:
        "Objectives: The aim was to evaluate sleeves for reducing the incidence of early postoperative swelling and of breast cancer–related arm LE. Methods: Sixty women were randomly assigned to sleeves or to a control group without sleeves. Results: After 12 months, excess arm volume was −60 mL with sleeves vs. +110 mL without (P < 0.001). No significant difference between groups in health-related quality of life was observed. Conclusion: Sleeves may prevent arm swelling.",
    });
    expect(out.facts.primaryResult.direction).not.toBe("no-significant-difference");
    expect(out.facts.flags).not.toContain("spin");
  });
});

describe("a graded event that is the trial's own endpoint is not its harms", () => {
  test("'developed grade III oral mucositis' in a trial of honey for oral mucositis is the result, not a side effect", () => {
    const out = builtinSummaries({
      title: "Honey on oral mucositis: a randomized controlled trial",
      abstract:
        "Objective: This study was intended to assess the effects of applying honey on oral mucositis during radiation therapy. Methods: In a randomized controlled trial, 28 patients were given honey or plain water. Results: There was a significant difference in degree of oral mucositis between the groups (p<0.01). During the study, 9 participants in the control group developed grade III oral mucositis while only one participant in the honey group did. Conclusion: Honey was effective.",
    });
    expect(out.facts.harms).toBeNull();
    expect(out.patientSummary).not.toContain("The abstract reports side effects");
  });
});

describe("the authors weighing their protocol against others' is no harms report", () => {
  test("'Our protocol ... yielded a lower rate of toxicity than other common protocols' is not the harms line", async () => {
    const { harmsBacked } = await import("./harms-backed");
    const { readSource } = await import("../source/read-source");
    const abstract =
      "In a prospective study we gave drug Q to 150 patients. Drug Q was given monthly. Relapse occurred in 30%. Our protocol, using a lower dose of drug Q, yielded similar results with a lower rate of toxicity than other common protocols.";
    const sentences = readSource({ title: "T", abstract }).sentences;
    const last = sentences.at(-1)!;
    const fact = { text: last.text, evidence: [{ start: last.start, end: last.end }] };
    expect(harmsBacked(fact, sentences)).toBe(false);
  });
});

describe("a likeness conclusion that names a practical gain is no spin", () => {
  test("'no differences ... in view of the reduced treatment time, the short regimen may be recommended'", async () => {
    const { likenessOnly } = await import("./conclusion-likeness");
    expect(
      likenessOnly(
        "There were no differences in overall survival between the two regimens. In view of the reduced treatment time, the short regimen may be recommended as a treatment option.",
      ),
    ).toBe(true);
    expect(likenessOnly("There were no differences in survival, but the short regimen reduced relapse.")).toBe(false);
  });
});

describe("a conclusion section opening on others' findings", () => {
  test("'Studies have shown ...' is not the authors' verdict; 'The results of our study have shown ...' is", () => {
    const out = builtinSummaries({
      title: "Is stenting the answer? A report from one hospital",
      abstract:
        "Methods: We reviewed 60 patients given a stent. Results: Median survival was 3 months. Conclusions: Studies have shown the superiority of brachytherapy over stenting. In our setting, however, access is delayed. Stenting may be a reasonable option given the short survival.",
    });
    expect(out.facts.conclusion?.text ?? "").not.toContain("Studies have shown");
    const own = builtinSummaries({
      title: "Honey for mucositis",
      abstract:
        "Methods: Sixty patients were randomized to honey or saline. Results: Mucositis was less frequent with honey (p < 0.01). Conclusions: The results of our study have shown that honey is a simple treatment to prevent mucositis. Larger trials are needed.",
    });
    expect(own.facts.conclusion?.text ?? "").toContain("The results of our study have shown");
  });
});

describe("a verdict on both arms alike", () => {
  test("'both methods were safe, but the stapled technique resulted in more stricture formation' ranks no arm up", async () => {
    const { likenessOnly } = await import("./conclusion-likeness");
    expect(
      likenessOnly(
        "The authors conclude that both methods were safe, but the stapled technique resulted in more stricture formation.",
      ),
    ).toBe(true);
  });
});
