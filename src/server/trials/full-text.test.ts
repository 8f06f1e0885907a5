import { beforeAll, describe, expect, test } from "bun:test";
import { testStores } from "../../testing/postgres-stores";
import type { Db } from "../db";
import { COUNT_CAP, searchLocalIndex } from "./local-index";
import { type StoredTrial, trialRow } from "./trial-row";
import { rowWriter, upsertTrials } from "./trial-store";

/** Invented trials, one per full-text quirk; the same contract for SQLite's FTS5 and PostgreSQL's tsvector. */
const trial = (pmid: string, title: string, abstract: string, extra: Partial<StoredTrial> = {}): StoredTrial => ({
  pmid,
  title,
  abstract,
  authors: ["Invented A"],
  journal: "Journal of Invented Oncology",
  publicationDate: "2020 Jan",
  year: 2020,
  sortDate: "2020-01-01",
  publicationTypes: ["Clinical Trial"],
  meshTerms: [],
  abstractSections: [],
  ...extra,
});

const QUIRKS = [
  trial("101", "Survival after surgery", "Patients survived longer with the treatments given."),
  trial("102", "Nivolumab in advanced melanoma", "Melanoma patients were treated."),
  trial("103", "Melanoma follow-up", "Skin cancer registry only; no checkpoint drug."),
  trial("104", "Dry eye in Sjögren syndrome", "Quality of life was measured."),
  trial(
    "105",
    "Pembrolizumab dosing",
    "Pembrolizumab was compared with chemotherapy for zorvatinib-resistant disease.",
  ),
  trial("106", "Chemotherapy schedules", "An adjuvant schedule, then pembrolizumab in some."),
  trial("107", "Adjuvant therapy", "Chemotherapy alone.", { meshTerms: ["Pembrolizumab"] }),
];

const pmids = async (db: Db, query: string, limit = 10, offset = 0) =>
  (await searchLocalIndex(db, query, { limit, offset })).trials.map((t) => t.pmid);

describe.each(testStores())("the local full-text index on $name", (store) => {
  let db: Db;
  beforeAll(async () => {
    db = store.open();
    await upsertTrials(db, QUIRKS);
  });

  test("stemming: other forms of a word find it", async () => {
    expect(await pmids(db, "surviving")).toEqual(["101"]);
    expect(await pmids(db, "treatment")).toEqual(["101"]);
    // Both stemmers keep "treated" apart from "treatment".
    expect(await pmids(db, "treat")).toEqual(["102"]);
    expect(await pmids(db, "melanomas")).toEqual(expect.arrayContaining(["102", "103"]));
  });

  test("several words: every one is required, in any order and apart", async () => {
    expect(await pmids(db, "melanoma nivolumab")).toEqual(["102"]);
    expect(await pmids(db, "treated melanoma")).toEqual(["102"]);
    expect(await pmids(db, "melanoma zorvatinib")).toEqual([]);
  });

  test("case, accents, hyphens and small words match as written or not", async () => {
    expect(await pmids(db, "SJOGREN")).toEqual(["104"]);
    expect(await pmids(db, "sjögren")).toEqual(["104"]);
    expect(await pmids(db, "quality of life")).toEqual(["104"]);
    expect(await pmids(db, "zorvatinib resistant")).toEqual(["105"]);
    expect(await pmids(db, "follow up melanoma")).toEqual(["103"]);
  });

  test("query syntax in the reader's words is only words", async () => {
    expect(await pmids(db, 'NOT "melanoma" OR (nivolumab* NEAR')).toEqual(["102"]);
    expect(await pmids(db, "AND OR")).toEqual([]);
    expect(await pmids(db, "!!! ???")).toEqual([]);
  });

  test("ranking: a title match before a MeSH term before an abstract mention", async () => {
    expect(await pmids(db, "pembrolizumab")).toEqual(["105", "107", "106"]);
    expect(await pmids(db, "pembrolizumab", 1, 1)).toEqual(["107"]);
  });
});

describe.each(testStores())("rare and common terms on $name", (store) => {
  let db: Db;
  const total = COUNT_CAP + 200;
  beforeAll(async () => {
    db = store.open();
    const rows = Array.from({ length: total }, (_, i) =>
      trialRow(
        trial(
          String(200_000 + i),
          `Study ${i} of carcinoma`,
          i % 2_000 === 7 ? "A zolbetuximab arm." : "Carcinoma patients.",
          {
            sortDate: `2000-01-01+${String(i).padStart(6, "0")}`,
          },
        ),
      ),
    );
    await rowWriter(db)(rows);
    // The newest record mentions the term only in its abstract; an older one has it twice in the title.
    await upsertTrials(db, [
      trial("999999", "Carcinoma, carcinoma: a title about it", "Nothing else.", { sortDate: "2001-01-01" }),
    ]);
  }, 60_000);

  test("a rare term finds exactly its records", async () => {
    const found = await searchLocalIndex(db, "zolbetuximab", { limit: 20, offset: 0 });
    expect(found.count).toBe(Math.ceil(total / 2_000));
    expect(found.countCapped).toBe(false);
    expect(found.trials.map((t) => t.pmid).sort()).toEqual([
      "200007",
      "202007",
      "204007",
      "206007",
      "208007",
      "210007",
    ]);
  });

  test("a common term is counted up to the cap, and the best of the newest matches comes first", async () => {
    const found = await searchLocalIndex(db, "carcinoma", { limit: 3, offset: 0 });
    expect(found.count).toBe(COUNT_CAP);
    expect(found.countCapped).toBe(true);
    expect(found.trials).toHaveLength(3);
    expect(found.trials[0]!.pmid).toBe("999999");
  });
});
