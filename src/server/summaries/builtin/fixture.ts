import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuiltinInput } from "./facts";

export type FixtureRecord = BuiltinInput & { pmid: string };

/** The shared abstracts, read from outside the repo (never copied in); undefined when the file is absent. */
export const FIXTURE_PATH = join(import.meta.dir, "../../../../../shared/fixtures/rct/cancer-rct.jsonl");

export function loadFixture(path = FIXTURE_PATH): FixtureRecord[] | undefined {
  if (!existsSync(path)) return undefined;
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const r = JSON.parse(line);
      return { pmid: r.pmid, title: r.title, abstract: r.abstract, authors: r.authors ?? [], journal: r.journal ?? "", publicationDate: r.publicationDate ?? "", cancerType: r.cancerType };
    });
}
