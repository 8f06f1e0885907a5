import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RecordBlocks, recordsOf, TruncatedFile } from "./record-blocks";

const baseline = readFileSync(join(import.meta.dir, "fixtures/baseline.xml"));
const decode = (blocks: Uint8Array[]) => blocks.map((b) => new TextDecoder().decode(b));

/** Feeds `bytes` in pieces of `size` and returns the blocks as text. */
function cut(bytes: Uint8Array, size: number, blockBytes: number): string[] {
  const blocks = new RecordBlocks(blockBytes);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...blocks.push(bytes.subarray(i, i + size)));
  const last = blocks.end();
  if (last) out.push(last);
  return decode(out);
}

describe("RecordBlocks", () => {
  test.each([1, 7, 64, 4096])("read %i bytes at a time, every block ends a record and nothing is lost", (size) => {
    for (const blockBytes of [1, 300, 1 << 20]) {
      const blocks = cut(baseline, size, blockBytes);
      expect(blocks.join("")).toBe(baseline.toString("utf8").slice(0, blocks.join("").length));
      for (const block of blocks) expect(block).toMatch(/<\/(?:PubmedArticle|PubmedBookArticle|DeleteCitation)>$/);
      // Only the closing root tag and its line break are left out.
      expect(baseline.toString("utf8").slice(blocks.join("").length).trim()).toBe("</PubmedArticleSet>");
    }
  });

  test("a tiny block size gives one record per block, the DeleteCitation whole in its own", () => {
    const records = cut(baseline, 5, 1).map((b) => recordsOf(b));
    expect(records.every((r) => r.length === 1)).toBe(true);
    expect(records.map((r) => r[0]!.kind)).toEqual([...Array(7).fill("article"), "delete"]);
    expect(records.at(-1)![0]!.xml).toBe(
      '<DeleteCitation>\n<PMID Version="1">99100004</PMID>\n<PMID Version="1">99100999</PMID>\n</DeleteCitation>',
    );
  });

  test("a character of several bytes split between reads stays whole", () => {
    const xml = Buffer.from(
      "<PubmedArticleSet><PubmedArticle><ArticleTitle>Étude ×2 — 腫瘍</ArticleTitle></PubmedArticle></PubmedArticleSet>",
    );
    expect(cut(xml, 1, 1).join("")).toBe(
      "<PubmedArticleSet><PubmedArticle><ArticleTitle>Étude ×2 — 腫瘍</ArticleTitle></PubmedArticle>",
    );
  });

  test("a record longer than a block waits for its end", () => {
    const long = `<PubmedArticleSet><PubmedArticle>${"x".repeat(5000)}</PubmedArticle><PubmedArticle>y</PubmedArticle></PubmedArticleSet>`;
    const blocks = cut(Buffer.from(long), 100, 1000);
    expect(recordsOf(blocks[0]!)[0]!.xml.length).toBe(5000 + 31);
    expect(blocks.join("")).toBe(long.slice(0, -"</PubmedArticleSet>".length));
  });

  test("a file that ends inside a record is reported, not quietly shortened", () => {
    const xml = baseline.subarray(0, baseline.indexOf("99100003"));
    expect(() => cut(xml, 64, 1)).toThrow(TruncatedFile);
    const inDeleteCitation = baseline.subarray(0, baseline.indexOf("99100999"));
    expect(() => cut(inDeleteCitation, 64, 1)).toThrow(TruncatedFile);
  });
});

describe("recordsOf", () => {
  test("journal and book records and DeleteCitation in document order, prolog and root skipped", () => {
    const records = recordsOf(baseline.toString("utf8"));
    expect(records.map((r) => r.kind)).toEqual([...Array(7).fill("article"), "delete"]);
    expect(records[5]!.xml).toStartWith("<PubmedBookArticle><BookDocument>");
    expect(records.every((r) => r.xml.endsWith(">"))).toBe(true);
  });

  test("the root element is not a record", () => {
    expect(recordsOf("<PubmedArticleSet></PubmedArticleSet>")).toEqual([]);
  });
});
