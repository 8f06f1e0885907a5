import { afterAll, describe, expect, test } from "bun:test";
import { gzipSync } from "bun";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, sqliteOf, type Db } from "../../db";
import { getTrials } from "../../trials/trial-store";
import { type ImportProgress, importPubmedFile } from "./import-file";
import { ParsePool } from "./parse-pool";
import { TruncatedFile } from "./record-blocks";

const dir = mkdtempSync(join(tmpdir(), "import-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixture = (name: string) => readFileSync(join(import.meta.dir, "fixtures", name));
function file(name: string, bytes: Uint8Array, gzip = false): string {
  const path = join(dir, gzip ? `${name}.gz` : name);
  writeFileSync(path, gzip ? gzipSync(new Uint8Array(bytes)) : bytes);
  return path;
}
const baselineXml = file("baseline.xml", fixture("baseline.xml"));
const baselineGz = file("baseline.xml", fixture("baseline.xml"), true);
const update = file("update.xml", fixture("update.xml"));
const pmids = (db: Db) =>
  sqliteOf(db)
    .query<{ pmid: string }, []>("SELECT pmid FROM trials ORDER BY pmid")
    .all()
    .map((r) => r.pmid);
const pools: ParsePool[] = [];
const pool = (size: number) => {
  const made = new ParsePool(size);
  pools.push(made);
  return made;
};
afterAll(() => pools.forEach((p) => p.close()));

describe("importPubmedFile", () => {
  test.each([
    ["xml", 0, baselineXml],
    ["xml.gz", 0, baselineGz],
    ["xml.gz", 2, baselineGz],
  ])(".%s on %i workers: keeps the cancer trials, skips the rest", async (_, workers, path) => {
    const db = openDatabase(":memory:");
    const stats = await importPubmedFile(db, path, { pool: pool(workers) });
    expect(stats).toMatchObject({ articles: 7, kept: 3, deleted: 0, malformed: 0 });
    // Not cancer (99100003, 99100005: tumour necrosis factor), not a trial (99100004, 99100007).
    expect(pmids(db)).toEqual(["99100001", "99100002", "99100006"]);
    expect((await getTrials(db, ["99100001"]))[0]).toMatchObject({
      cancerType: "Gastric Cancer",
      publicationTypes: ["Randomized Controlled Trial", "Journal Article"],
    });
  });

  test.each([1, 7, 100])(
    "records and DeleteCitations cut across reads of %i bytes still import whole",
    async (chunkSize) => {
      for (const [path, workers] of [
        [baselineGz, 0],
        [baselineXml, 2],
        [update, 2],
      ] as const) {
        const whole = openDatabase(":memory:");
        const cut = openDatabase(":memory:");
        const expected = await importPubmedFile(whole, path, { pool: pool(0) });
        const got = await importPubmedFile(cut, path, { pool: pool(workers), chunkSize, blockBytes: 1 });
        expect({ ...got, seconds: 0 }).toEqual({ ...expected, seconds: 0 });
        expect(pmids(cut)).toEqual(pmids(whole));
      }
    },
  );

  test("DeleteCitation removes rows, in file order with the records around it (99100008 comes back after it)", async () => {
    for (const blockBytes of [1, undefined]) {
      const db = openDatabase(":memory:");
      await importPubmedFile(db, baselineGz, { pool: pool(0) });
      const stats = await importPubmedFile(db, update, { pool: pool(2), chunkSize: 50, blockBytes });
      expect(stats).toMatchObject({ articles: 2, kept: 2, deleted: 2 });
      expect(pmids(db)).toEqual(["99100001", "99100008"]);
      expect((await getTrials(db, ["99100001"]))[0]!.title).toBe(
        "Zorblatide versus placebo after resection of gastric cancer: final analysis.",
      );
    }
  });

  test("importing the same file again changes nothing", async () => {
    const db = openDatabase(":memory:");
    await importPubmedFile(db, baselineXml, { pool: pool(0) });
    const first = sqliteOf(db).query("SELECT * FROM trials ORDER BY pmid").all() as Record<string, unknown>[];
    await importPubmedFile(db, baselineGz, { pool: pool(2) });
    const again = sqliteOf(db).query("SELECT * FROM trials ORDER BY pmid").all() as Record<string, unknown>[];
    const withoutTime = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _, ...row }) => row);
    expect(withoutTime(again)).toEqual(withoutTime(first));
    expect(
      sqliteOf(db).query("SELECT count(*) AS n FROM trials_fts WHERE trials_fts MATCH 'zorblatide'").get(),
    ).toEqual({ n: 2 });
  });

  test("reports progress after every block, ending at the whole file", async () => {
    const seen: ImportProgress[] = [];
    await importPubmedFile(openDatabase(":memory:"), baselineGz, {
      pool: pool(0),
      chunkSize: 64,
      blockBytes: 1,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBe(8);
    expect(seen.map((p) => p.articles)).toEqual([1, 2, 3, 4, 5, 6, 7, 7]);
    expect(seen.at(-1)).toMatchObject({
      kept: 3,
      bytesRead: statSync(baselineGz).size,
      totalBytes: statSync(baselineGz).size,
    });
    expect(seen.every((p, i) => i === 0 || p.bytesRead >= seen[i - 1]!.bytesRead)).toBe(true);
  });

  test("a record the parser refuses is skipped and counted; the rest is imported", async () => {
    const xml = fixture("baseline.xml")
      .toString()
      .replace("<Title>Journal of Invented Oncology</Title>", "<Title x='1>Journal of Invented Oncology</Title>");
    const db = openDatabase(":memory:");
    const stats = await importPubmedFile(db, file("one-broken.xml", Buffer.from(xml)), { pool: pool(0) });
    expect(stats).toMatchObject({ articles: 7, kept: 2, malformed: 1 });
    expect(pmids(db)).toEqual(["99100002", "99100006"]);
  });

  test("a DeleteCitation the parser refuses stops the import: deleting the wrong rows is worse than stopping", async () => {
    const xml = fixture("update.xml")
      .toString()
      .replace('<PMID Version="1">99100006</PMID>', "<PMID Version='1>99100006</PMID>");
    const path = file("broken-delete.xml", Buffer.from(xml));
    for (const workers of [0, 2]) {
      await expect(importPubmedFile(openDatabase(":memory:"), path, { pool: pool(workers) })).rejects.toThrow(
        /malformed/,
      );
    }
  });

  test("a cut-off file is an error, not a short import", async () => {
    const bytes = fixture("baseline.xml");
    const cutOff = file("cut-off.xml", bytes.subarray(0, bytes.indexOf("99100005")));
    await expect(importPubmedFile(openDatabase(":memory:"), cutOff, { pool: pool(2) })).rejects.toThrow(TruncatedFile);
    const badGzip = file("bad.xml.gz", gzipSync(new Uint8Array(bytes)).subarray(0, 500));
    await expect(importPubmedFile(openDatabase(":memory:"), badGzip, { pool: pool(0) })).rejects.toThrow();
  });
});
