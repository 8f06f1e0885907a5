import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dropLayoutWhitespace, pruneUnusedElements } from "./prune-xml";
import { MalformedXml, parseXml, parseXmlWithFastXmlParser } from "./xml-parse";
import { scanXml } from "./xml-scan";
import { sharedFixtureFiles, sharedFixtureSuite } from "../../../testing/fixtures/shared-fixtures";

// scanXml must give exactly the tree fast-xml-parser's path gives, or decline; errors must stay errors.
const outcome = (read: () => unknown) => {
  try {
    return read();
  } catch (error) {
    return error instanceof MalformedXml ? "MalformedXml" : error;
  }
};
const expectSameTree = (xml: string) =>
  expect(outcome(() => parseXml(xml))).toEqual(outcome(() => parseXmlWithFastXmlParser(xml)));

const ownDir = join(import.meta.dir, "fixtures");
const xmlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.(xml|html)$/.test(f))
        .map((f) => join(dir, f))
    : [];
const shared = sharedFixtureSuite("pubmed", "scanXml against the real PubMed files");
const sharedFiles = sharedFixtureFiles("pubmed", /\.(xml|html)$/);

describe("scanXml against fast-xml-parser", () => {
  test.each(xmlFiles(ownDir))("our fixture %s, raw and pruned", (file) => {
    const xml = readFileSync(file, "utf8");
    expectSameTree(xml);
    expectSameTree(dropLayoutWhitespace(xml));
  });

  shared.test("every real file, raw and pruned, read by the fast path", () => {
    for (const file of sharedFiles) {
      const xml = readFileSync(file, "utf8");
      expectSameTree(xml);
      const pruned = dropLayoutWhitespace(pruneUnusedElements(xml));
      expectSameTree(pruned);
      if (file.includes("efetch-")) expect(scanXml(pruned)).toBeDefined();
    }
  });

  test.each([
    ["comments do not split text", "<T>a<!-- c -->b</T>"],
    ["CDATA is a text node of its own, even empty", "<T>a<![CDATA[x &amp; <y>]]>b<![CDATA[]]></T>"],
    ["processing instructions split text", "<T>a<?pi x='?>'?>b</T>"],
    ["text outside the root", "lead<R>in</R>tail"],
    ["stray and mismatched closing tags", "</X><R><A>a</B>b</R>c</R>d<S/>"],
    ["self-closing forms", `<R><br/><A /><B x="1"/><C x='1' /><D/ ></D><E x="1"/ ></E></R>`],
    [
      "attributes: quotes, > inside, duplicates, no value, tabs and line breaks",
      `<R><A\tx="a>b"\ny='c"d' x="last" flag z = "s p"/></R>`,
    ],
    ["carriage returns", "<R>\r\n<A>a\rb</A>\r\n</R>"],
    ["character references in text and attributes", `<R a="&amp;lt;">&#x2009;&amp;gt; &unknown; &#0;</R>`],
    ["unclosed at the end", "<R><A>text<B>more"],
    [
      "a DOCTYPE with a quoted > and one with an internal subset",
      `<!DOCTYPE R SYSTEM "a>b"><R/>|<!DOCTYPE R [<!ENTITY e "x">]><R>&e;</R>`,
    ],
    ["names fast-xml-parser guards", "<R><constructor>x</constructor><A toString='1'/></R>"],
    ["odd markup", "<R>< A><5><!X></R>|<R><![X[y]]></R>|<R><!DOC></R>"],
  ])("%s", (_, xml) => {
    for (const part of xml.split("|")) expectSameTree(part);
  });

  test("malformed input fails as before", () => {
    for (const xml of ["<S><!-- open", "<S><A x='1></S>", "<S></S", "<S><![CDATA[open</S>", "<S><?pi", "<!DOCTYPE S"]) {
      expect(outcome(() => parseXml(xml))).toBe(outcome(() => parseXmlWithFastXmlParser(xml)));
    }
  });

  test("more than a hundred nested elements", () => {
    expectSameTree(`${"<a>".repeat(120)}x`);
  });

  test("random token soup", () => {
    const tokens = [
      "<A>",
      "</A>",
      '<B x="1">',
      "</B>",
      "<C/>",
      "<i>",
      "</i>",
      "text",
      " ",
      "\n",
      "\r\n",
      "&amp;",
      "&lt;i&gt;",
      "<!-- c -->",
      "<![CDATA[d]]>",
      "<?p q?>",
      '<D y=">"/>',
      "<E z='a' w>",
      "</>",
      "<",
      ">",
      "</A >",
      "<br />",
      "\t",
      '<F a = "x" b=\'y\'c="z"/>',
      "<G a=b c>",
      '<H ==a="1" a="2">',
      '<J\u00a0k="1">',
      '<K l\u2003=\u2003"2"\u3000/>',
      "<Abc-1.x:y>",
      "</ toString>",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 3000; run++) {
      const length = 1 + Math.floor(next() * 30);
      expectSameTree(Array.from({ length }, () => tokens[Math.floor(next() * tokens.length)]).join(""));
    }
  });
});
