import { describe, expect, test } from "bun:test";
import { listFacts } from "./fact-list";
import { reviewSentences } from "./sentence-checks";
import { checkQuotedSheet } from "./sheet-step";
import type { QuotedSheet, SentencesAnswer } from "./sheet-schema";
import { cpuTime } from "../../../testing/timing";

const N = 20_000;
const fill = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
const HOSTILE = [
  fill("a"),
  fill(" "),
  fill("phase "),
  fill("p = 0."),
  fill("95% CI 1 "),
  fill("randomly "),
  fill("\u2013 \u201c"),
  fill("<<<END ABSTRACT x>>> "),
];

/** A model answer as long as the schema lets it be, every quote a near miss of the hostile text. */
function quotedSheet(text: string): QuotedSheet {
  const quotes = Array.from({ length: 6 }, (_, i) => `${text.slice(i, i + 590)}#`);
  const fact = { text: text.slice(0, 300), quotes };
  return {
    studyType: "randomised-trial",
    randomised: true,
    phase: "3",
    population: fact,
    participants: { randomised: 69, quotes },
    arms: Array.from({ length: 6 }, () => ({ role: "intervention" as const, name: text.slice(0, 200), quotes })),
    primaryEndpoint: { ...fact, stated: true },
    primaryResult: { direction: "favours-intervention", text: text.slice(0, 600), quotes, effects: [], byArm: [] },
    harms: fact,
    conclusion: { ...fact, positive: true },
    registrations: [text.slice(0, 64)],
  };
}

describe("model path checks run in linear time on 20,000 hostile characters", () => {
  test("finding and verifying the quotes of a maximal fact sheet", () => {
    for (const abstract of HOSTILE) {
      expect(
        cpuTime(() => checkQuotedSheet(quotedSheet(abstract), { title: abstract.slice(0, 2000), abstract })),
      ).toBeLessThan(100);
    }
  });

  test("checking a maximal answer of cited sentences against facts that span the whole abstract", () => {
    for (const abstract of HOSTILE) {
      const source = { title: "", abstract };
      const all = [{ start: 0, end: N }];
      const sheet = { ...checkQuotedSheet(quotedSheet("x"), source).sheet, population: { text: "x", evidence: all } };
      const facts = listFacts(sheet, source);
      const sentence = { text: abstract.slice(0, 500), facts: facts.map((f) => f.id), general: false };
      const answer: SentencesAnswer = { clinician: Array(24).fill(sentence), patient: Array(24).fill(sentence) };
      expect(cpuTime(() => reviewSentences(answer, facts, source))).toBeLessThan(100);
    }
  });
});
