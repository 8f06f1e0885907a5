import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEfetch } from "./index";
import { noticesOf, RETRACTED_TAG_SOURCE } from "./notices";
import { pruneUnusedElements } from "./prune-xml";
import { parseXml, type XmlElement } from "./xml-parse";
import { cpuTimeOfReading } from "../../../testing/timing";

const fixture = (name: string) =>
  parseEfetch(readFileSync(join(import.meta.dir, "fixtures", name), "utf8")).articles[0]!;
const list = (xml: string) => parseXml(`<CommentsCorrectionsList>${xml}</CommentsCorrectionsList>`)[0] as XmlElement;
const link = (type: string, source: string, pmid?: string) =>
  `<CommentsCorrections RefType="${type}"><RefSource>${source}</RefSource>${pmid ? `<PMID Version="1">${pmid}</PMID>` : ""}</CommentsCorrections>`;

describe("notices of a record (invented fixtures)", () => {
  test("a Retracted Publication tag alone is a retraction, with PubMed's wording; Cites are never notices", () => {
    expect(fixture("retracted-tag-only.xml").notices).toEqual([{ type: "retraction", source: RETRACTED_TAG_SOURCE }]);
  });

  test("errata, concerns and updates in PubMed's order, each once; comments and citations dropped", () => {
    expect(fixture("notice-links-mixed.xml").notices).toEqual([
      { type: "erratum", pmid: "99000103", source: "J Invented Oncol. 2021 Jan;5(1):10. doi: 10.1000/jio.2021.10." },
      { type: "expression-of-concern", pmid: "99000104", source: "J Invented Oncol. 2022 Mar;6(3):1" },
      { type: "update", source: "J Invented Oncol. 2024;8:2" },
    ]);
  });

  test("a retraction notice points to the paper it retracts", () => {
    expect(fixture("retraction-notice.xml").notices).toEqual([
      { type: "retraction-of", pmid: "99000101", source: "J Invented Oncol. 2020;4:1-9" },
    ]);
  });

  test("a linked retraction without a PMID keeps its citation (entities decoded) and is not doubled by the tag", () => {
    expect(fixture("retraction-without-pmid.xml").notices).toEqual([
      { type: "retraction", source: "J Invented Oncol. 2023;7:5 & notice" },
    ]);
  });

  test("a record with no links has no notices field at all", () => {
    expect(fixture("season.xml").notices).toBeUndefined();
    expect(fixture("cancer-trial.xml").notices).toBeUndefined();
  });
});

describe("noticesOf", () => {
  test("each RefType maps to its notice; unknown types and empty links are skipped", () => {
    const xml = [
      link("RetractionIn", "A", "1"),
      link("ErratumIn", "B", "2"),
      link("ExpressionOfConcernIn", "C"),
      link("UpdateIn", "D"),
      link("RetractionOf", "E"),
      link("ErratumFor", "F"),
      link("Cites", "G", "7"),
      link("ReprintOf", "H"),
      link("ErratumIn", ""),
    ].join("");
    expect(noticesOf(list(xml), []).map((n) => `${n.type}:${n.source}:${n.pmid ?? "-"}`)).toEqual([
      "retraction:A:1",
      "erratum:B:2",
      "expression-of-concern:C:-",
      "update:D:-",
      "retraction-of:E:-",
      "erratum-for:F:-",
    ]);
  });

  test("a PMID that is not a number is not made into a link", () => {
    expect(noticesOf(list(link("RetractionIn", "X", "javascript:alert(1)")), [])).toEqual([
      { type: "retraction", source: "X" },
    ]);
  });

  test("citation links are pruned before parsing; notices survive the pruning", () => {
    const xml = `<X>${link("Cites", "G", "7")}${link("CommentOn", "C")}${link("RetractionIn", "R", "9")}</X>`;
    expect(pruneUnusedElements(xml)).toBe(`<X>${link("RetractionIn", "R", "9")}</X>`);
  });

  test("20,000 hostile characters are pruned and read in linear time", () => {
    const hostile = [
      `<CommentsCorrections RefType="`.repeat(700),
      `${`<CommentsCorrections `.repeat(1000)}>`,
      link("Cites", "a".repeat(19_900)),
      `<CommentsCorrectionsList>${link("ErratumIn", "s ".repeat(400)).repeat(40)}</CommentsCorrectionsList>`,
    ];
    for (const text of hostile) {
      // A cut-off element is malformed XML and may throw; only the time matters here.
      const read = () => {
        const pruned = pruneUnusedElements(text.slice(0, 20_000));
        if (pruned.startsWith("<CommentsCorrectionsList>")) noticesOf(list(pruned.slice(25, -26)), []);
      };
      expect(cpuTimeOfReading(read)).toBeLessThan(100);
    }
  });
});
