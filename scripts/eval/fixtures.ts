import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedFixturesDir } from "../../src/testing/fixtures/shared-fixtures";

/** One abstract of the development set. */
export type EvalRecord = {
  pmid: string;
  title: string;
  abstract: string;
  sections?: { label: string; text: string }[];
};

/** One careful reading of it: a line of gold.jsonl in the shared rct fixtures, matched to its record by pmid. */
export type GoldSheet = {
  pmid: string;
  studyType: string;
  randomised: boolean | null;
  phase: string | null;
  population: string | null;
  nRandomised: number | null;
  arms: { role: "intervention" | "control"; name: string; keyTerms: string[] }[];
  primaryEndpoint: { text: string; stated: boolean; keyTerms: string[] } | null;
  primaryResult: { direction: string; quote: string | null; numbers: string[] };
  harms: { reported: boolean; quote: string | null };
  conclusionPositive: boolean | null;
  spin: boolean;
  registrations: string[];
  notes: string | null;
};

/** The shared fixtures sit beside the checkout, never inside it. */
export const FIXTURE_DIR = sharedFixturesDir("rct");

const readLines = <T>(path: string): T[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** Records paired with their gold sheets, or undefined when the fixture folder is absent. */
export function loadDevelopmentSet(dir = FIXTURE_DIR): { record: EvalRecord; gold: GoldSheet }[] | undefined {
  const records = join(dir, "cancer-rct.jsonl");
  const golds = join(dir, "gold.jsonl");
  if (!existsSync(records) || !existsSync(golds)) return undefined;
  const byPmid = new Map(readLines<GoldSheet>(golds).map((g) => [g.pmid, g]));
  return readLines<EvalRecord>(records).flatMap((record) => {
    const gold = byPmid.get(record.pmid);
    return gold ? [{ record, gold }] : [];
  });
}
