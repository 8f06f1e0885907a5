import { describe, expect, test } from "bun:test";
import { attr, MalformedXml, parseXml, type XmlElement } from "./xml-parse";

const root = (xml: string) => parseXml(xml).find((n): n is XmlElement => typeof n === "object")!;

describe("parseXml", () => {
  test("keeps text and elements in document order, spaces included", () => {
    const el = root("<T>Effect of <i>drug</i> on <b>x</b> <i>y</i></T>");
    expect(el.children).toEqual([
      "Effect of ",
      { name: "i", attrs: {}, children: ["drug"] },
      " on ",
      { name: "b", attrs: {}, children: ["x"] },
      " ",
      { name: "i", attrs: {}, children: ["y"] },
    ]);
  });

  test("skips the prolog and DOCTYPE; decodes text once parsed", () => {
    const el = root(
      '<?xml version="1.0"?><!DOCTYPE S PUBLIC "-//NLM//DTD x//EN" "x.dtd"><S>&lt;c &#x2009;&amp;gt;</S>',
    );
    expect(el.children).toEqual(["<c \u2009>"]);
  });

  test("attributes in either quote, decoded on demand", () => {
    const el = root(`<A Label="P &amp;lt; 0.05" Other='single' Empty=""/>`);
    expect(attr(el, "Label")).toBe("P < 0.05");
    expect(attr(el, "Other")).toBe("single");
    expect(attr(el, "Empty")).toBe("");
    expect(attr(el, "Missing")).toBeUndefined();
  });

  test("what fast-xml-parser cannot read throws MalformedXml", () => {
    for (const xml of ["<S><!-- open", "<S><A x='1></S>", "<S></S"]) expect(() => parseXml(xml)).toThrow(MalformedXml);
  });
});
