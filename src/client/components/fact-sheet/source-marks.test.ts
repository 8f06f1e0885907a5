import { describe, expect, test } from "bun:test";
import { evidenceText, markSegments } from "./source-marks";
import { cpuTime } from "../../../testing/timing";

const marked = (segments: { text: string; marked: boolean }[]) => segments.filter((s) => s.marked).map((s) => s.text);

describe("markSegments", () => {
  test("cuts the text into plain and marked pieces that join back to the text", () => {
    const text = "Patients were randomised to A or B. Survival improved.";
    const segments = markSegments(text, "abstract", [
      { start: text.indexOf("Survival"), end: text.indexOf(".", 40) },
      { start: text.indexOf("A "), end: text.indexOf("A ") + 1 },
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(marked(segments)).toEqual(["A", "Survival improved"]);
  });

  test("overlapping spans become one mark; spans of the other field are left out", () => {
    const segments = markSegments("abcdefghij", "abstract", [
      { start: 2, end: 5 },
      { start: 4, end: 7 },
      { field: "title", start: 0, end: 9 },
    ]);
    expect(marked(segments)).toEqual(["cdefg"]);
    expect(marked(markSegments("Title words", "title", [{ field: "title", start: 6, end: 11 }]))).toEqual(["words"]);
  });

  test("spans out of range are clamped, empty or reversed ones skipped, and nothing throws", () => {
    const text = "short text";
    const segments = markSegments(text, "abstract", [
      { start: 6, end: 900 },
      { start: 5, end: 2 },
      { start: 50, end: 60 },
      { start: Number.NaN, end: 3 },
    ]);
    expect(marked(segments)).toEqual(["text"]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(markSegments("", "abstract", [{ start: 0, end: 5 }])).toEqual([{ text: "", marked: false }]);
  });

  test("20,000 characters with 5,000 spans take under 100 ms", () => {
    const text = "12, ".repeat(5_000);
    const spans = Array.from({ length: 5_000 }, (_, i) => ({
      start: (i * 7919) % 20_000,
      end: ((i * 7919) % 20_000) + 40,
    }));
    const read = () => [markSegments(text, "abstract", spans), evidenceText({ title: "", abstract: text }, spans)];
    expect(cpuTime(read)).toBeLessThan(100);
    expect(
      markSegments(text, "abstract", spans)
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
  });

  test("a span over 20,000 characters of whitespace is announced in under 100 ms", () => {
    const source = { title: "", abstract: `${" \n\t".repeat(7_000)}end` };
    const announce = () => evidenceText(source, [{ start: 0, end: source.abstract.length }]);
    expect(announce()).toBe("end");
    expect(cpuTime(() => Array.from({ length: 20 }, announce))).toBeLessThan(100);
  });
});

describe("evidenceText", () => {
  const source = {
    title: "Drug Q versus placebo",
    abstract: "Median survival was\n  14 months with drug Q and 9 months with placebo.",
  };

  test("joins the spans' words in their order with whitespace collapsed", () => {
    expect(
      evidenceText(source, [
        { field: "title", start: 0, end: 6 },
        { start: 0, end: 31 },
      ]),
    ).toBe("Drug Q … Median survival was 14 months");
  });

  test("stops at the limit with an ellipsis", () => {
    const long = { title: "", abstract: "word ".repeat(100) };
    const text = evidenceText(long, [{ start: 0, end: 500 }], 120);
    expect(text.length).toBeLessThanOrEqual(121);
    expect(text.endsWith("…")).toBe(true);
  });
});
