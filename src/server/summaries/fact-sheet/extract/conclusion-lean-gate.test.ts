import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { leanOf } from "./conclusion-lean";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts. The lean is said only on clear words about the tested treatment; otherwise it is left unsaid,
// so no spin badge rests on a guess.
const trialLean = (conclusion: string) =>
  extractFactSheet({
    title: "Drug K versus placebo after surgery: a randomised trial",
    abstract: `METHODS: 120 adults were randomly assigned to drug K or placebo. RESULTS: Relapse did not differ (P = 0.4). CONCLUSIONS: ${conclusion}`,
  }).conclusion?.positive;

describe("the conclusion's lean is said only when its words are clear", () => {
  test("a conclusion with no word for or against the treatment leans nowhere", () => {
    expect(trialLean("This trial shows how hard it is to explain relapse to patients.")).toBeNull();
  });

  test('"too early to recommend" is against the treatment, and raises no spin badge', () => {
    const facts = builtinSummaries({
      title: "Drug K versus placebo after surgery: a randomised trial",
      abstract:
        "METHODS: 120 adults were randomly assigned to drug K or placebo. The primary endpoint was relapse. RESULTS: Relapse did not differ (P = 0.4). CONCLUSIONS: However, these results are too early to recommend drug K in routine care.",
    }).facts;
    expect(facts.conclusion?.positive).toBe(false);
    expect(facts.flags).not.toContain("spin");
  });

  test("a verdict against the treatment for most patients and a recommendation for some is split: unsaid", () => {
    expect(
      trialLean("Most patients did not benefit from drug K. Drug K should be given to patients with large tumours."),
    ).toBeNull();
  });

  test('"those who do not respond" describes people, not a verdict against the treatment', () => {
    expect(
      trialLean("Drug K could be offered to older adults. Those who do not respond by week four should stop it."),
    ).toBe(true);
  });

  test('"is not inferior to" is no word against the treatment', () => {
    expect(trialLean("Drug K is not inferior to placebo and is easier to take.")).not.toBe(false);
  });
});

describe("a verdict for a treatment other than the tested one leans nowhere", () => {
  const lean = (title: string, methods: string, conclusion: string) =>
    extractFactSheet({
      title,
      abstract: `METHODS: ${methods} RESULTS: Response did not differ (P = 0.3). CONCLUSIONS: ${conclusion}`,
    }).conclusion?.positive;

  test("praise that opens on the control's name is for the control", () => {
    expect(
      lean(
        "Drug K versus placebo for cancer fatigue: a randomised trial",
        "90 adults were randomly assigned to drug K or placebo.",
        "Placebo tablets are an effective and safe choice for fatigue.",
      ),
    ).toBeNull();
  });

  test('"the authors continue to recommend" the schedule already in use', () => {
    expect(
      lean(
        "Short or long ice chips for mouth sores: a randomised trial",
        "200 adults were randomly assigned to 20 or 40 minutes of ice chips.",
        "We continue to recommend 20 minutes of ice chips during chemotherapy.",
      ),
    ).toBeNull();
  });

  test("two tested treatments and no control: a verdict naming both weighs them up, for neither", () => {
    const facts = extractFactSheet({
      title: "Two ways of inviting people to bowel screening: a randomised comparison",
      abstract:
        "METHODS: 800 adults were randomly assigned to an invitation by letter (letter arm) or to an invitation by telephone (telephone arm). RESULTS: Uptake did not differ (P = 0.4). CONCLUSIONS: Letter and telephone invitations give similar uptake, with letters offering greater ease.",
    });
    expect(facts.arms.some((a) => a.role === "control")).toBe(false);
    expect(facts.conclusion?.positive).toBeNull();
    expect(facts.flags).not.toContain("spin");
  });
});

describe("a verdict on a marker or on longer intervals is not one for the treatment", () => {
  test('"X may be used as a predictive marker for drug K" leans nowhere', () => {
    expect(trialLean("High marker Z may be used as a predictive marker for drug K in relapse.")).toBeNull();
  });

  test('"could allow longer intervals between tests" is no benefit word; "longer survival" is', () => {
    expect(trialLean("The test could allow longer intervals between visits.")).toBeNull();
    expect(trialLean("Drug K gives longer survival than placebo.")).toBe(true);
  });
});

describe("clear words still lean", () => {
  test('"had no additional efficacy" is against the treatment', () => {
    expect(trialLean("As an add-on to standard care, drug K had no additional efficacy in relieving nausea.")).toBe(
      false,
    );
  });

  test('"As compared with placebo, drug K ..." opens on the comparator, not on praise of it', () => {
    expect(trialLean("As compared with placebo, drug K conferred a significant benefit in relapse.")).toBe(true);
  });
});

describe("praise with no tested treatment to tie it to leans nowhere", () => {
  test("a series of treated patients whose conclusion praises the drug: unsaid, not against it", () => {
    const facts = extractFactSheet({
      title: "Drug K for advanced sarcoma: experience at one centre",
      abstract:
        "We reviewed the records of 40 patients given drug K at our centre. Responses were seen in 12 patients. Thus, drug K showed effective activity with acceptable toxicity in these patients.",
    });
    expect(facts.conclusion?.positive).toBeNull();
    expect(facts.flags).not.toContain("spin");
  });
});

describe("reading the lean stays linear", () => {
  const about = {
    armWords: ["drug"],
    controlWords: ["placebo"],
    sharedWords: [],
    headToHead: [["drug"], ["other"]],
    ownComparison: true,
    unmarked: false,
  };
  readsEachInLinearTime(
    {
      "denied benefits": "no clear better not improved without any benefit ",
      "denials with no verdict word": "too early to too late to premature to ",
      "relative clauses": "those who do not those that are not ",
    },
    (text) => leanOf([text, text], about),
  );
});
