import { definedAbbreviations, goldArmFound } from "./arm-match";
import { type Case, NOT_JUDGED, spelling } from "./measures";

/**
 * How often a field we STATE is wrong, beside how often we leave it empty. A summary that reads well and is wrong is
 * worse than an honest "unclear", so this is the figure a precision gate should drive down; accuracy alone (measures.ts)
 * rewards guessing.
 */
export type Precision = { field: string; stated: number; wrong: number; empty: number; wrongIds: string[] };

type Judge = (c: Case) => "right" | "wrong" | "empty" | "unjudged";

const armsJudge: Judge = ({ gold, sheet, record }) => {
  if (sheet.arms.length === 0) return gold.arms.length === 0 ? "unjudged" : "empty";
  // Arms named for a study that compared none (a cohort, a review) are wrong; one arm of a single-arm study is not.
  if (gold.arms.length === 0) return sheet.arms.length > 1 ? "wrong" : "unjudged";
  const defined = definedAbbreviations(`${record.title} ${record.abstract}`);
  const allFound = gold.arms.every((g) => goldArmFound(g, gold.arms, sheet.arms, defined));
  // An arm we name that no gold arm accounts for is as wrong as a gold arm we miss.
  return allFound && sheet.arms.length <= gold.arms.length ? "right" : "wrong";
};

const JUDGES: [string, Judge][] = [
  ["studyType", ({ gold, sheet }) => (sheet.studyType === gold.studyType ? "right" : "wrong")],
  [
    "randomised",
    ({ gold, sheet }) =>
      sheet.randomised === null ? "empty" : sheet.randomised === gold.randomised ? "right" : "wrong",
  ],
  [
    "nRandomised",
    ({ gold, sheet }) => {
      const ours = sheet.participants.randomised;
      if (gold.nRandomised === null) return "unjudged";
      return ours === null ? "empty" : ours === gold.nRandomised ? "right" : "wrong";
    },
  ],
  ["arms", armsJudge],
  [
    "endpoint",
    ({ gold, sheet }) => {
      if (!gold.primaryEndpoint) return "unjudged";
      if (!sheet.primaryEndpoint) return "empty";
      const ours = spelling(sheet.primaryEndpoint.text);
      return gold.primaryEndpoint.keyTerms.some((k) => ours.includes(spelling(k))) ? "right" : "wrong";
    },
  ],
  [
    "direction",
    ({ gold, sheet }) => {
      const ours = sheet.primaryResult.direction;
      if (NOT_JUDGED.has(ours)) return NOT_JUDGED.has(gold.primaryResult.direction) ? "unjudged" : "empty";
      return ours === gold.primaryResult.direction ? "right" : "wrong";
    },
  ],
  [
    "conclusion lean",
    ({ gold, sheet }) => {
      if (gold.conclusionPositive === null) return "unjudged";
      const ours = sheet.conclusion?.positive;
      return ours === null || ours === undefined ? "empty" : ours === gold.conclusionPositive ? "right" : "wrong";
    },
  ],
  ["spin flag", ({ gold, sheet }) => (sheet.flags.includes("spin") ? (gold.spin ? "right" : "wrong") : "unjudged")],
];

/** Per field: stated and wrong, stated in all, left empty where gold has a value. */
export function measurePrecision(cases: Case[]): Precision[] {
  return JUDGES.map(([field, judge]) => {
    const p: Precision = { field, stated: 0, wrong: 0, empty: 0, wrongIds: [] };
    for (const c of cases) {
      const verdict = judge(c);
      if (verdict === "empty") p.empty++;
      if (verdict === "right" || verdict === "wrong") p.stated++;
      if (verdict === "wrong") {
        p.wrong++;
        p.wrongIds.push(c.record.pmid);
      }
    }
    return p;
  });
}

/** Sheets with at least one stated-and-wrong field: the fact-level bound on summaries with an error. */
export function sheetsWithAWrongField(cases: Case[]): { wrong: number; of: number } {
  const wrong = cases.filter((c) => JUDGES.some(([, judge]) => judge(c) === "wrong")).length;
  return { wrong, of: cases.length };
}

export function precisionTable(rows: Precision[], sheets: { wrong: number; of: number }): string {
  const pct = (n: number, of: number) => (of === 0 ? "—" : `${((100 * n) / of).toFixed(1)}%`);
  return [
    "| Field | Stated | Wrong when stated | Left empty (gold has one) |",
    "|---|---:|---:|---:|",
    ...rows.map((r) => `| ${r.field} | ${r.stated} | ${pct(r.wrong, r.stated)} (${r.wrong}) | ${r.empty} |`),
    `| **Sheets with any stated field wrong** | ${sheets.of} | ${pct(sheets.wrong, sheets.of)} (${sheets.wrong}) | |`,
  ].join("\n");
}
