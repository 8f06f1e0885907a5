import { beforeAll, describe, expect, test } from "bun:test";
import type { Db } from "../db";
import { testStores } from "../../testing/postgres-stores";
import { searchLocalIndex } from "./local-index";
import type { StoredTrial } from "./trial-row";
import { upsertTrials } from "./trial-store";

/** Invented trials, one per filter quirk. */
const trial = (pmid: string, year: number, extra: Partial<StoredTrial> = {}): StoredTrial => ({
  pmid,
  title: `Drug Q in advanced cancer, record ${pmid}`,
  abstract: "Patients were treated with drug Q.",
  authors: [],
  journal: "Journal of Invented Oncology",
  publicationDate: `${year} Jan`,
  year,
  sortDate: `${year}-01-01`,
  publicationTypes: ["Journal Article"],
  meshTerms: [],
  abstractSections: [],
  ...extra,
});

describe.each(testStores())("searchLocalIndex filters on $name", (store) => {
  let db: Db;
  beforeAll(async () => {
    db = store.open();
    await upsertTrials(db, [
      trial("1", 2012, {
        publicationTypes: ["Randomized Controlled Trial", "Clinical Trial, Phase III"],
        phase: "Phase 3",
        cancerType: "Breast Cancer",
      }),
      trial("2", 2018, { publicationTypes: ["Clinical Trial, Phase II"], phase: "Phase 2", cancerType: "Lung Cancer" }),
      // A phase read from the text only: the column counts.
      trial("3", 2021, {
        publicationTypes: ["Randomized Controlled Trial"],
        phase: "Phase 2/3",
        cancerType: "Lung Cancer",
      }),
      // A phase publication type the parser gave no phase for still counts.
      trial("4", 2024, { publicationTypes: ["Clinical Trial, Phase I"] }),
    ]);
  });
  const pmids = async (filters: Parameters<typeof searchLocalIndex>[2]["filters"]) => {
    const found = await searchLocalIndex(db, "drug Q", { limit: 10, offset: 0, filters });
    expect(found.count).toBe(found.trials.length);
    return found.trials.map((t) => t.pmid).sort();
  };

  test("no filter finds every match", async () => {
    expect(await pmids(undefined)).toEqual(["1", "2", "3", "4"]);
    expect(await pmids({ design: "any", phases: [] })).toEqual(["1", "2", "3", "4"]);
  });

  test("RCTs only: the publication type", async () => {
    expect(await pmids({ design: "rct" })).toEqual(["1", "3"]);
  });

  test("phases: the phase column (a 2/3 counts as both) or the phase publication type", async () => {
    expect(await pmids({ phases: ["3"] })).toEqual(["1", "3"]);
    expect(await pmids({ phases: ["2"] })).toEqual(["2", "3"]);
    expect(await pmids({ phases: ["1"] })).toEqual(["4"]);
    expect(await pmids({ phases: ["4"] })).toEqual([]);
  });

  test("years are inclusive at both ends, either end open", async () => {
    expect(await pmids({ yearFrom: 2018, yearTo: 2021 })).toEqual(["2", "3"]);
    expect(await pmids({ yearFrom: 2021 })).toEqual(["3", "4"]);
    expect(await pmids({ yearTo: 2012 })).toEqual(["1"]);
  });

  test("cancer types by the app's own type", async () => {
    expect(await pmids({ cancerTypes: ["lung"] })).toEqual(["2", "3"]);
    expect(await pmids({ cancerTypes: ["lung", "breast"] })).toEqual(["1", "2", "3"]);
    expect(await pmids({ cancerTypes: ["melanoma"] })).toEqual([]);
  });

  test("filters combine, and the count is of what passes them", async () => {
    expect(await pmids({ design: "rct", phases: ["3"], yearFrom: 2015, cancerTypes: ["lung"] })).toEqual(["3"]);
    expect((await searchLocalIndex(db, "drug Q", { limit: 1, offset: 0, filters: { phases: ["2", "3"] } })).count).toBe(
      3,
    );
  });
});
