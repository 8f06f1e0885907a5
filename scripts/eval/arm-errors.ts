/**
 * Why stated arms are wrong, so a gate on roles or on names is chosen by counts rather than by one record:
 * `bun scripts/eval/arm-errors.ts [--dir FOLDER]`. A wrong reading is a role error when some other assignment of
 * roles to the same names would be right; else the names or the set of arms are wrong.
 */
import type { ArmFact } from "../../src/shared/fact-sheet";
import { extractFactSheet } from "../../src/server/summaries/fact-sheet/extract/extract-fact-sheet";
import { verifyFactSheet } from "../../src/server/summaries/fact-sheet/verify";
import { FIXTURE_DIR, loadDevelopmentSet } from "./fixtures";
import type { Case } from "./measures";
import { measurePrecision } from "./precision";

export const ARM_ERRORS = {
  claimed: "role: a control we name, none in gold",
  missed: "role: a control in gold, we name none",
  swapped: "role: the control on another arm",
  names: "names or set of arms",
} as const;
export type ArmError = keyof typeof ARM_ERRORS;

const wrongWith = (c: Case, arms: ArmFact[]) =>
  measurePrecision([{ ...c, sheet: { ...c.sheet, arms } }]).find((p) => p.field === "arms")!.wrong > 0;

/** The kind of error of a stated reading of the arms; undefined when it is right, empty or not judged. */
export function armError(c: Case): ArmError | undefined {
  const arms = c.sheet.arms;
  if (!wrongWith(c, arms)) return undefined;
  // Up to 6 arms: at most 64 role assignments, each judged as the eval judges.
  for (let mask = 0; arms.length <= 6 && mask < 1 << arms.length; mask++) {
    const tried = arms.map((a, i) => ({
      ...a,
      role: mask & (1 << i) ? ("control" as const) : ("intervention" as const),
    }));
    if (wrongWith(c, tried)) continue;
    if (!tried.some((a) => a.role === "control")) return "claimed";
    return arms.some((a) => a.role === "control") ? "swapped" : "missed";
  }
  return "names";
}

/** Each kind with the records that have it. */
export function armErrors(cases: Case[]): Map<ArmError, string[]> {
  const out = new Map<ArmError, string[]>();
  for (const c of cases) {
    const kind = armError(c);
    if (kind) out.set(kind, [...(out.get(kind) ?? []), c.record.pmid]);
  }
  return out;
}

if (import.meta.main) {
  const at = process.argv.indexOf("--dir");
  const dir = at >= 0 ? process.argv[at + 1]! : FIXTURE_DIR;
  const set = loadDevelopmentSet(dir);
  if (!set) {
    console.log(`No set at ${dir}: skipped.`);
    process.exit(0);
  }
  const cases = set.map(({ record, gold }) => {
    const sheet = verifyFactSheet(extractFactSheet(record), { title: record.title, abstract: record.abstract }).sheet;
    return { record, gold, sheet, ms: 0 };
  });
  const stated = measurePrecision(cases).find((p) => p.field === "arms")!;
  console.log(`Arms stated ${stated.stated}, wrong ${stated.wrong}`);
  for (const [kind, ids] of armErrors(cases)) console.log(`${ARM_ERRORS[kind]}: ${ids.length}  ${ids.join(" ")}`);
}
