import type { FactSheet } from "../../src/shared/fact-sheet";
import type { EvalRecord, GoldSheet } from "./fixtures";
import { definedAbbreviations, goldArmFound } from "./arm-match";
import { spanProblems } from "./span-checks";

/** One abstract's reading next to its gold sheet. */
export type Case = { record: EvalRecord; gold: GoldSheet; sheet: FactSheet; ms: number };

/** A miss for --misses: what we read, what gold says, and the gold words that settle it. */
export type Miss = { pmid: string; ours: string; gold: string; quote: string };

/** A share: `hit` of `of`, with the misses behind it. */
export type Share = { hit: number; of: number; misses: Miss[] };

const share = (): Share => ({ hit: 0, of: 0, misses: [] });
const show = (x: unknown) => (typeof x === "string" ? x : JSON.stringify(x));

function tally(s: Share, c: Case, ok: boolean, ours: unknown, gold: unknown, quote = "") {
  s.of++;
  if (ok) s.hit++;
  else s.misses.push({ pmid: c.record.pmid, ours: show(ours), gold: show(gold), quote });
}

// "well-being" is "wellbeing", "progression‐free" (any hyphen) is "progression free": spelling, not a different outcome.
export const spelling = (text: string) => text.toLowerCase().replace(/[\s\-‐‑–]+/g, "");

/** Directions that make no claim of a winner: not judged as a direction. */
export const NOT_JUDGED = new Set(["not-reported", "not-applicable"]);
const armNames = (sheet: FactSheet) => sheet.arms.map((a) => `${a.role}: ${a.name}`).join(" | ");

/** Every fact-level measure of the issue over the cases. */
export function measureFacts(cases: Case[]) {
  const m = {
    studyType: share(),
    randomised: share(),
    phase: share(),
    nRandomised: share(),
    armsAll: share(),
    armsEach: share(),
    endpoint: share(),
    direction: share(),
    spin: share(),
    spinFalse: share(),
    registrations: share(),
    spans: share(),
    harms: share(),
    conclusion: share(),
    confusion: new Map<string, number>(),
  };
  for (const c of cases) {
    const { gold, sheet, record } = c;
    tally(m.studyType, c, sheet.studyType === gold.studyType, sheet.studyType, gold.studyType, record.title);
    tally(m.randomised, c, sheet.randomised === gold.randomised, sheet.randomised, gold.randomised, gold.notes ?? "");
    tally(m.phase, c, sheet.phase === gold.phase, sheet.phase, gold.phase, record.title);
    if (gold.nRandomised !== null)
      tally(
        m.nRandomised,
        c,
        sheet.participants.randomised === gold.nRandomised,
        sheet.participants.randomised,
        gold.nRandomised,
        gold.notes ?? "",
      );
    if (gold.arms.length > 0) {
      // A gold arm is found when one of our arms with its role names it (see goldArmFound).
      const defined = definedAbbreviations(`${record.title} ${record.abstract}`);
      const found = gold.arms.map((g) => goldArmFound(g, gold.arms, sheet.arms, defined));
      for (const [i, ok] of found.entries())
        tally(
          m.armsEach,
          c,
          ok,
          armNames(sheet),
          `${gold.arms[i]!.role}: ${gold.arms[i]!.keyTerms.join("/")}`,
          record.title,
        );
      tally(
        m.armsAll,
        c,
        found.every(Boolean),
        armNames(sheet),
        gold.arms.map((a) => `${a.role}: ${a.keyTerms.join("/")}`).join(" | "),
        record.title,
      );
    }
    if (gold.primaryEndpoint) {
      const ours = spelling(sheet.primaryEndpoint?.text ?? "");
      tally(
        m.endpoint,
        c,
        gold.primaryEndpoint.keyTerms.some((k) => ours.includes(spelling(k))),
        sheet.primaryEndpoint?.text ?? null,
        gold.primaryEndpoint.keyTerms,
        gold.primaryEndpoint.text,
      );
    }
    const gd = gold.primaryResult.direction;
    const key = `${gd} -> ${sheet.primaryResult.direction}`;
    m.confusion.set(key, (m.confusion.get(key) ?? 0) + 1);
    if (!NOT_JUDGED.has(gd))
      tally(
        m.direction,
        c,
        sheet.primaryResult.direction === gd,
        `${sheet.primaryResult.direction}: ${sheet.primaryResult.text ?? ""}`,
        gd,
        gold.primaryResult.quote ?? "",
      );
    const flagged = sheet.flags.includes("spin");
    if (gold.spin) tally(m.spin, c, flagged, flagged, gold.spin, gold.notes ?? "");
    // The false-flag rate counts hits as false flags, so its share reads "flagged when gold says no spin".
    else tally(m.spinFalse, c, !flagged, flagged, gold.spin, sheet.conclusion?.text ?? "");
    tally(
      m.harms,
      c,
      (sheet.harms !== null) === gold.harms.reported,
      sheet.harms?.text ?? null,
      gold.harms.reported,
      gold.harms.quote ?? "",
    );
    if (gold.conclusionPositive !== null)
      tally(
        m.conclusion,
        c,
        sheet.conclusion?.positive === gold.conclusionPositive,
        `${sheet.conclusion?.positive}: ${sheet.conclusion?.text ?? ""}`,
        gold.conclusionPositive,
        gold.notes ?? "",
      );
    const same = [...sheet.registrations].sort().join(",") === [...gold.registrations].sort().join(",");
    tally(m.registrations, c, same, sheet.registrations, gold.registrations);
    const problems = spanProblems(sheet, { title: record.title, abstract: record.abstract });
    tally(m.spans, c, problems.length === 0, problems.join("; "), "no problems");
  }
  return m;
}
export type FactMeasures = ReturnType<typeof measureFacts>;

/** Time per abstract in milliseconds: mean and 95th percentile. */
export function timing(cases: Case[]) {
  const ms = cases.map((c) => c.ms).sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length);
  return { mean, p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] ?? 0 };
}
