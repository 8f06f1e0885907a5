import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { readFromAim } from "./endpoint-source";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { testedComparison } from "./result-anchor";

// Invented abstracts, one per source an endpoint may be read from: only one called primary, or one the objective
// names, is shown; any other is said not read with confidence (measured: endpoint-source.ts).
const TITLE = "Drug R or placebo for bladder cancer: a randomised trial";

describe("an endpoint is shown only when called primary or named by the objective", () => {
  test("one the abstract calls primary is shown as the primary endpoint", () => {
    const out = builtinSummaries({
      title: TITLE,
      abstract:
        "METHODS: 200 adults were randomised to drug R or placebo. The primary endpoint was time to recurrence. RESULTS: Recurrence was later with drug R (HR 0.7, 95% CI 0.5-0.9).",
    });
    expect(out.facts.primaryEndpoint).toMatchObject({ text: "time to recurrence", stated: true });
    expect(out.clinicianSummary).toContain("Primary endpoint: time to recurrence.");
  });

  test("one the objective names is shown, worded as what the objective centres on", () => {
    const out = builtinSummaries({
      title: TITLE,
      abstract:
        "OBJECTIVE: To compare the recurrence rate with drug R or placebo. METHODS: 200 adults were randomised. RESULTS: Recurrence was 20% with drug R and 35% with placebo (p = 0.01).",
    });
    expect(out.facts.primaryEndpoint).toMatchObject({ text: "recurrence rate", stated: false });
    expect(out.clinicianSummary).toContain(
      "Primary endpoint: not named as primary in the abstract; the objective centres on recurrence rate.",
    );
    expect(out.patientSummary).toContain("Our best guess is");
  });

  test("an aim said in the first person in the methods counts as the objective; a result sentence does not", () => {
    const abstract =
      "METHODS: In 200 adults randomised to drug R or placebo, we assessed the recurrence rate at two years. RESULTS: The recurrence rate was 20% with drug R.";
    const sentences = readSource({ title: "T", abstract }).sentences;
    const at = (from: number) => {
      const start = abstract.indexOf("recurrence rate", from);
      return {
        text: "recurrence rate",
        stated: false,
        evidence: [{ field: "abstract" as const, start, end: start + 15 }],
      };
    };
    expect(readFromAim(at(0), sentences)).toBe(true);
    expect(readFromAim(at(abstract.indexOf("RESULTS")), sentences)).toBe(false);
  });

  test("one read from a result sentence is withheld: no guess for the patient, an honest gap for the clinician", () => {
    const out = builtinSummaries({
      title: "Drug R or placebo for bladder cancer",
      abstract:
        "METHODS: 200 adults were randomised to drug R or placebo. RESULTS: Complete response rates were 60% with drug R and 30% with placebo (P = 0.02).",
    });
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(out.facts.unclear).toContain("the primary endpoint");
    expect(out.clinicianSummary).toContain("Not read with confidence from the abstract: the primary endpoint.");
    expect(out.clinicianSummary).not.toContain("Primary endpoint:");
    expect(out.patientSummary).not.toContain("Our best guess");
  });

  test("one read from the title alone is withheld, though the reader read it", () => {
    const sheet = extractFactSheet({
      title: "Effect of drug R on recurrence of bladder cancer",
      abstract:
        "METHODS: 200 adults were randomised to drug R or placebo. RESULTS: Fewer recurred with drug R (p = 0.01).",
    });
    expect(endpointReading(sheet)?.text).toContain("recurrence");
    expect(sheet.primaryEndpoint).toBeNull();
  });
});

describe("with no endpoint shown, a winner only from a tested comparison", () => {
  test("an untested difference is quoted without a direction, and the patient names no winner", () => {
    const out = builtinSummaries({
      title: "Drug R or placebo for bladder cancer",
      abstract:
        "METHODS: 200 adults were randomised to drug R or placebo. RESULTS: Recurrence was lower with drug R than with placebo (20% vs 35%).",
    });
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.clinicianSummary).toContain("Recurrence was lower with drug R than with placebo");
    expect(out.patientSummary).not.toMatch(/did better/);
  });

  test("a tested comparison keeps its direction, and the patient is told who did better on one measure", () => {
    const out = builtinSummaries({
      title: "Drug R or placebo for bladder cancer",
      abstract:
        "METHODS: 200 adults were randomised to drug R or placebo. RESULTS: Recurrence was significantly lower with drug R than with placebo (20% vs 35%, p = 0.01).",
    });
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
    expect(out.patientSummary).toContain("did better than people who got placebo on one measure the study reported.");
  });

  test("a p value, an interval or a word of significance is a test; figures alone are not", () => {
    expect(testedComparison("20% vs 35% (P less than 0.05)")).toBe(true);
    expect(testedComparison("HR 0.7 (95% CI 0.5-0.9)")).toBe(true);
    expect(testedComparison("significantly more with A")).toBe(true);
    expect(testedComparison("20% with A and 35% with B")).toBe(false);
  });
});

test("a null spin flag still rests on the reader's endpoint when it is not shown", () => {
  const out = builtinSummaries({
    title: "Drug R or placebo for bladder cancer: a randomised trial",
    abstract:
      "METHODS: 300 adults were randomised to drug R or placebo. RESULTS: Overall survival did not differ between the groups (p = 0.6). CONCLUSIONS: Drug R is an effective treatment and should be offered.",
  });
  expect(out.facts.primaryEndpoint).toBeNull();
  expect(out.facts.flags).toContain("spin");
});

describe("linear time", () => {
  const aimOf = (abstract: string) => {
    const sentences = readSource({ title: "T", abstract }).sentences;
    const s = sentences[1] ?? sentences[0]!;
    return readFromAim(
      { text: "x", stated: false, evidence: [{ field: "abstract", start: s.start, end: s.end }] },
      sentences,
    );
  };
  readsEachInLinearTime(
    {
      "aim words without an aim": "to aims objective to we ",
      "p and interval words": "p p = CI interval significan vs ",
    },
    (abstract) => {
      aimOf(abstract);
      testedComparison(abstract);
    },
  );
});
