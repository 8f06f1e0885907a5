import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { reportsTrend, unnamedComparison } from "./direction-scope";
import { futureOnly, hypothetical } from "./result-tense";

// Invented abstracts, one per cue: a result or a winner is stated only when a sentence reports what happened, names
// the groups it compares, and leads with a result rather than a trend.
const read = (title: string, abstract: string) => builtinSummaries({ title, abstract });

describe("a sentence that supposes or looks ahead is no result", () => {
  test("a design and baseline report: no result, no winner, nobody told anyone did better", () => {
    const s = read(
      "Home Walking Programme for Bowel Cancer Survivors: Study Design and Baseline Data from the Move-On Randomized Controlled Trial",
      "Many adults stay inactive after treatment for bowel cancer. This highlights the need for a simple, targeted walking programme. The design, method, and baseline characteristics of a randomized controlled trial assessing the efficacy of a home walking programme are presented. Adults who had recently finished treatment for bowel cancer were randomized to one of two conditions. The Usual Care (UC) group received the clinic's standard advice. The home walking programme (HWP) group received standard advice, plus 6 coaching calls over a 3 month period, and a step counter. Two hundred and ten participants were enrolled and completed a baseline survey. Primary outcomes will be self-reported weekly activity at 6 and 12 months after baseline. If found to be efficacious, this low-cost programme could be easily offered with significant potential for reducing the risk of poor health outcomes associated with inactivity.",
    );
    expect(s.facts.primaryResult.direction).toBe("not-reported");
    expect(s.facts.primaryResult.text).toBeNull();
    expect(s.clinicianSummary).not.toContain("favours");
    expect(s.clinicianSummary).not.toContain("If found to be efficacious");
    expect(s.patientSummary).not.toContain("did better than");
  });

  test("a reported result is read, not the closing supposition after it", () => {
    const s = read(
      "Drug K for nausea after chemotherapy: a randomised trial",
      "Patients receiving chemotherapy were randomized to drug K or placebo. In all, 300 patients were randomized. Complete relief of nausea was significantly more frequent with drug K than with placebo (62% vs 41%; P < 0.001). If confirmed, drug K would become the standard of care.",
    );
    expect(s.facts.primaryResult.text).toContain("62% vs 41%");
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
  });

  test('"could" of what was possible, with its own figures, is still a result', () => {
    expect(
      hypothetical("The trial could be stopped early, with significantly fewer ulcers on drug M (P < 0.01)."),
    ).toBe(false);
    expect(hypothetical("This cheap treatment could be offered to many more patients.")).toBe(true);
    expect(hypothetical("Response rates will be compared between the arms.")).toBe(true);
  });

  test("outcomes said only in the future with no comparison anywhere is a report of what is to come", () => {
    expect(futureOnly(["Patients were enrolled.", "The main outcome will be pain at 6 weeks."])).toBe(true);
    expect(futureOnly(["Pain was lower with A than B (P = 0.02).", "Costs will be reported later."])).toBe(false);
  });
});

describe("a trend names no winner", () => {
  test("a trend, significant only in some of the patients, names no group as better", () => {
    const s = read(
      "Drug T after surgery for breast cancer",
      "Women were randomized after surgery to drug T or to no further treatment. In all, 800 women were randomized. There was a trend in favour of drug T for survival, and the difference became significant for those with large tumours (P = 0.03).",
    );
    expect(s.facts.primaryResult.direction).toBe("not-reported");
    expect(s.patientSummary).not.toContain("did better than");
    expect(s.clinicianSummary).toContain("Result: reported as a trend, so no direction is drawn.");
  });

  test("a significant result that comes before a trend on another outcome keeps its direction", () => {
    expect(reportsTrend("Relapse was significantly less frequent (P < 0.01), with a trend towards longer life.")).toBe(
      false,
    );
    expect(reportsTrend("A trend towards longer life was seen, significant in women (P = 0.04).")).toBe(true);
  });
});

describe("of more than two groups, a winner only from a sentence naming two of them", () => {
  const title = "Oil A, oil B or plain vapour for pain after hip surgery: a randomised trial";
  const methods =
    "Adults after hip surgery were randomized to inhale oil A, oil B, or plain vapour (control group). In all, 120 adults were randomized.";
  test("a test among all three groups names no winner", () => {
    const s = read(title, `${methods} Pain differed significantly among the three groups (P = 0.01).`);
    expect(s.facts.primaryResult.direction).toBe("not-reported");
    expect(s.clinicianSummary).not.toContain("favours");
    expect(s.clinicianSummary).toContain("does not name the two it compares, so no direction is drawn");
    expect(s.clinicianSummary).not.toContain("no between-group test");
  });

  test("a sentence naming the two groups it compares keeps its direction", () => {
    const s = read(title, `${methods} Pain was significantly lower with oil A than with plain vapour (P = 0.01).`);
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
  });

  test("a count of groups with no arms read withholds any winner", () => {
    expect(
      unnamedComparison("Survival was significantly longer (P = 0.01).", [], "assigned to one of four regimens"),
    ).toBe(true);
    expect(unnamedComparison("Survival was significantly longer (P = 0.01).", [], "assigned to drug A or B")).toBe(
      false,
    );
  });
});

describe("with no arms named, a difference is said, never which side", () => {
  test("the clinician line says a difference was found and quotes it, naming neither intervention nor control", () => {
    const s = read(
      "Timing of radiotherapy after surgery for brain tumours",
      "After surgery for brain tumours, 300 patients were randomized between two treatment policies. Radiotherapy given early significantly improved survival in comparison with radiotherapy given at relapse (P = 0.01). Early radiotherapy is advised.",
    );
    expect(s.facts.arms).toEqual([]);
    expect(s.clinicianSummary).toContain("a difference was found");
    expect(s.clinicianSummary).not.toContain("favours the");
    expect(s.clinicianSummary).toContain(
      "significantly improved survival in comparison with radiotherapy given at relapse",
    );
  });
});

describe("linear time", () => {
  readsEachInLinearTime(
    {
      suppositions: "if found could would will be is expected to ",
      "trends and claims": "trend trended tendency significance P = ",
      "group counts": "three groups one of four 2 x 2 six-arm ",
    },
    (text) => [hypothetical(text), futureOnly([text]), reportsTrend(text), unnamedComparison(text, [], text)],
  );
});
