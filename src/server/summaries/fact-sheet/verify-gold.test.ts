import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { FactSheet } from "../../../shared/fact-sheet";
import { locateQuote } from "./locate-quote";
import { verifyFactSheet } from "./verify";
import { sharedFixtureSuite } from "../../../testing/fixtures/shared-fixtures";

// The shared development set, read where it lies (never copied in); absent on a bare checkout.
const shared = sharedFixtureSuite("rct", "verifyFactSheet on the gold readings");

const lines = (file: string) =>
  readFileSync(shared.path(file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

/** A careful human reading, turned into a sheet: the verifier should keep what the reader saw. */
// biome-ignore lint/suspicious/noExplicitAny: gold lines are read as written; the sheet built from them is what is typed and checked.
function sheetOf(gold: any, source: { title: string; abstract: string }): FactSheet {
  const quote = gold.primaryResult.quote ? locateQuote(gold.primaryResult.quote, source) : undefined;
  const conclusionAt = source.abstract.search(/CONCLUSION|INTERPRETATION/i);
  const conclusion = {
    start: conclusionAt >= 0 ? conclusionAt : Math.max(0, source.abstract.length - 300),
    end: source.abstract.length,
  };
  return {
    studyType: gold.studyType,
    randomised: gold.randomised,
    phase: gold.phase,
    population: null,
    participants: { randomised: null, evidence: [] },
    arms: [],
    primaryEndpoint: null,
    primaryResult: { direction: gold.primaryResult.direction, text: null, evidence: quote ? [quote] : [], effects: [] },
    harms: null,
    conclusion:
      gold.conclusionPositive === null
        ? null
        : { text: "conclusion", positive: gold.conclusionPositive, evidence: [conclusion] },
    flags: [],
    registrations: [],
  };
}

shared.describe("verifyFactSheet on the gold readings of the development set", () => {
  test("keeps the readers' study types and directions, and flags their spin without flagging much else", () => {
    const records = new Map(lines("cancer-rct.jsonl").map((r) => [r.pmid, r]));
    let total = 0,
      types = 0,
      directions = 0,
      spin = 0,
      spinFound = 0,
      falseSpin = 0;
    for (const gold of lines("gold.jsonl")) {
      const r = records.get(gold.pmid);
      if (!r) continue;
      total++;
      const { sheet } = verifyFactSheet(sheetOf(gold, r), { title: r.title, abstract: r.abstract });
      if (sheet.studyType === gold.studyType) types++;
      if (sheet.primaryResult.direction === gold.primaryResult.direction) directions++;
      if (gold.spin) spin++;
      if (gold.spin && sheet.flags.includes("spin")) spinFound++;
      if (!gold.spin && sheet.flags.includes("spin")) falseSpin++;
    }
    expect(total).toBeGreaterThan(100);
    expect(types / total).toBeGreaterThanOrEqual(0.97);
    expect(directions / total).toBeGreaterThanOrEqual(0.97);
    expect(spinFound / spin).toBeGreaterThanOrEqual(0.8);
    expect(falseSpin / (total - spin)).toBeLessThanOrEqual(0.08);
  });
});
