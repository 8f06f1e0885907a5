import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { factSheetSchema, spanText, type FactSheet, type Span } from "../../../../shared/fact-sheet";
import { readSource } from "../source/read-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { sharedFixtureSuite } from "../../../../testing/fixtures/shared-fixtures";
import { cpuTime } from "../../../../testing/timing";

// The shared abstracts, read from beside the checkout (never copied in).
const shared = sharedFixtureSuite("rct", "the real-abstract checks");
const records: { pmid: string; title: string; abstract: string }[] = shared.present
  ? readFileSync(shared.path("cancer-rct.jsonl"), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l))
  : [];

function spansOf(sheet: FactSheet): Span[] {
  return [
    ...(sheet.population?.evidence ?? []),
    ...sheet.participants.evidence,
    ...sheet.arms.flatMap((a) => a.evidence),
    ...(sheet.primaryEndpoint?.evidence ?? []),
    ...sheet.primaryResult.evidence,
    ...(sheet.primaryResult.byArm ?? []).flatMap((b) => b.evidence),
    ...(sheet.harms?.evidence ?? []),
    ...(sheet.conclusion?.evidence ?? []),
  ];
}

shared.describe("on the real abstracts", () => {
  test("every source sentence is the exact slice of its field", () => {
    for (const r of records) {
      for (const s of readSource(r).sentences)
        expect((s.field === "title" ? r.title : r.abstract).slice(s.start, s.end)).toBe(s.text);
    }
  });

  test("every sheet fits the shared schema and every span is a non-empty slice in range", () => {
    for (const r of records) {
      const sheet = extractFactSheet(r);
      expect(factSheetSchema.safeParse(sheet).success).toBe(true);
      for (const span of spansOf(sheet)) {
        const text = span.field === "title" ? r.title : r.abstract;
        expect(span.start).toBeGreaterThanOrEqual(0);
        expect(span.end).toBeLessThanOrEqual(text.length);
        expect(spanText(r, span).length).toBeGreaterThan(0);
      }
      for (const arm of sheet.arms) {
        const evidence = spanText(r, arm.evidence[0]!);
        const first = arm.name.split(" ")[0]!;
        // "self-collected" of "self- versus provider-collected swabs" is written in two halves around the other arm.
        const [head, tail, more] = first.split("-");
        const suspended =
          more === undefined && tail !== undefined && evidence.includes(`${head}- `) && evidence.includes(`-${tail}`);
        expect(suspended ? first : evidence).toContain(first);
      }
    }
  });

  test("the same input gives the same sheet", () => {
    for (const r of records.slice(0, 20)) expect(extractFactSheet(r)).toEqual(extractFactSheet(r));
  });
});

// Long runs of what the readers look for, with no sentence breaks: each must be read in linear time.
const WORST_CASES: Record<string, string> = {
  separators: "randomised to receive drug A or drug B versus C vs. D compared with E and ".repeat(300),
  counts: "120 patients with 4 and 5 and 6 were then ".repeat(500),
  numberWords: "sixty-nine two hundred and ten one ".repeat(600),
  brackets: "((((( n = 52 ) or [ ".repeat(1000),
  statistics: "HR 0.72 (95% CI 0.61 to 0.85; P = 0.001) OR 1.2 p<0.05 ".repeat(360),
  endpoints: "the primary endpoint was overall survival, the primary outcome of ".repeat(300),
  stops: ". A. vs. (. 1. ".repeat(1300),
  labels: "RESULTS: CONCLUSIONS: METHODS: ".repeat(650),
  words: "patients women men adults ".repeat(800),
  longWord: "ABC1-".repeat(4000),
  capitals: "in the ABC DEF GHI JKL ".repeat(900),
  allocation: "patients were randomised to either drug A (n = 5) and 11 to drug B or ".repeat(300),
  groups: "the intervention group received drug A and the control group received ".repeat(300),
  comments: "the study by Ab and colleagues published this month in this issue of the trial by Cd et al ".repeat(250),
  clauses: "women with cancer receiving chemotherapy while taking add-back on the prevention of ".repeat(250),
  outcomes: "progression-free survival (PFS) overall survival OS significantly improved p = 0.01 ".repeat(250),
  // The people reader's comma and list rules, and arms labelled by their length before a comparative.
  describingCommas: "patients with histologically proven, resectable, advanced, ".repeat(340),
  peopleLists: "30 cases and 30 healthy subjects as well as 30 node positive patients from 87 hospitals ".repeat(230),
  lengths:
    "a 12-week regimen of drug A or 36 weeks of drug B; greater in the 12-week than the 36-week group, P = 0.02 ".repeat(
      190,
    ),
  closing: "Thus analysis indicated that walking increased (95% CI 1 to 2; p < 0.001) © 2001 Press Copyright ".repeat(
    230,
  ),
  initials: "surgical site infections SSI SSIs without differences between the groups ".repeat(260),
  interactions: "predictive value of marker Q interaction between Q and benefit (P = 0.04) ".repeat(260),
  experiments: "dogs were randomly allocated to drug A or drug B and markedly increased weight ".repeat(250),
  // Round-4 readers: stage lists, per-arm sizes, tolerance and baseline asides, order-only randomisation, null restated.
  stages: "patients with stage I (except T1N0), II and IIIA, stage IA-IIB (PS) IV to ".repeat(260),
  perArm: "sample size of 102 patients per treatment arm in each group per ".repeat(320),
  asides: "tolerance did not differ from baseline; correlated with three variables between arms ".repeat(240),
  orderOnly: "participants were randomized to complete either test first to minimise ordering ".repeat(250),
  restated: "However, no significant changes were observed in apoptosis; subgroup of patients showed ".repeat(220),
};

describe("time on adversarial text", () => {
  for (const [name, text] of Object.entries(WORST_CASES)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.repeat(Math.ceil(20_000 / text.length)).slice(0, 20_000);
      expect(abstract.length).toBe(20_000);
      extractFactSheet({ title: abstract.slice(0, 2000), abstract });
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});
