import { describe, expect, test } from "bun:test";
import { escapeBibtex, toBibtex } from "./bibtex";
import type { Citation } from "./citation";
import { CITATIONS } from "../../../testing/fixtures/citations";

/** Reads entries the way BibTeX does: braces must balance, and every field is name = {value}. */
function parseBibtex(text: string) {
  const entries: { type: string; key: string; fields: Record<string, string> }[] = [];
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const braced = () => {
    if (text[i] !== "{") throw new Error(`expected { at ${i}`);
    let depth = 0;
    const start = i;
    do {
      if (text[i] === "{") depth++;
      if (text[i] === "}") depth--;
      i++;
      if (i > text.length) throw new Error("unbalanced braces");
    } while (depth > 0);
    return text.slice(start + 1, i - 1);
  };
  for (skipSpace(); i < text.length; skipSpace()) {
    const head = /^@(\w+)\{([^,\s{}]+),/.exec(text.slice(i));
    if (!head) throw new Error(`expected an entry at ${i}: ${text.slice(i, i + 40)}`);
    i += head[0].length;
    const fields: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (text[i] === "}") {
        i++;
        break;
      }
      const name = /^(\w+)\s*=\s*/.exec(text.slice(i));
      if (!name) throw new Error(`expected a field at ${i}`);
      i += name[0].length;
      fields[name[1]!] = braced();
      skipSpace();
      if (text[i] === ",") i++;
    }
    entries.push({ type: head[1]!, key: head[2]!, fields });
  }
  return entries;
}

describe("BibTeX", () => {
  const text = toBibtex(CITATIONS);
  const entries = parseBibtex(text);

  test("one @article per trial, with balanced braces even around literal braces", () => {
    expect(entries).toHaveLength(CITATIONS.length);
    expect(entries.every((e) => e.type === "article")).toBe(true);
    expect(text.split("{").length).toBe(text.split("}").length);
  });

  test("keys are unique, readable and ASCII, even for the same author, year and first word", () => {
    const keys = entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice(0, 3)).toEqual(["smith2019pembrolizumab", "smith2019pembrolizumaba", "smith2019hyperlink"]);
    expect(keys[3]).toBe("pmid30000003");
    const many: Citation[] = Array.from({ length: 60 }, () => ({ ...CITATIONS[1]! }));
    const manyKeys = parseBibtex(toBibtex(many)).map((e) => e.key);
    expect(new Set(manyKeys).size).toBe(60);
  });

  test("LaTeX specials are escaped; family names come first; group names stay whole", () => {
    const first = entries[0]!.fields;
    expect(first.title).toBe(
      "{Pembrolizumab \\textbraceleft{}plus\\textbraceright{} chemotherapy in 50\\% of \\#NSCLC\\_cases \\& more: \\$cost \\textasciitilde{} \\textasciicircum{}risk \\textbackslash{} done}",
    );
    expect(first.author).toBe(
      "Smith, JA and Müller, K and van der Berg, J and {KEYNOTE-189 Investigators} and Smith, Jr, J",
    );
    expect(first.year).toBe("2019");
    expect(first.doi).toBe("10.1056/NEJMoa1801005");
    expect(first.pmid).toBe("31234567");
    expect(first.url).toBe("https://pubmed.ncbi.nlm.nih.gov/31234567/");
    expect(entries[1]!.fields.doi).toBeUndefined();
  });

  test("escaping leaves no bare special behind", () => {
    expect(escapeBibtex("a_b & 100%")).toBe("a\\_b \\& 100\\%");
    expect(escapeBibtex("line\nbreak")).toBe("line break");
  });
});

test("a trial saved with its fact sheet carries design, N, arms, primary endpoint and result in the note", () => {
  const [first, second] = parseBibtex(toBibtex(CITATIONS));
  expect(first!.fields.note).toBe(
    "Design: Randomised trial, phase 3. Participants randomised: 616. Arms: pembrolizumab plus chemotherapy (intervention) vs placebo plus chemotherapy (control). Primary endpoint: overall survival. Primary result: Favours the intervention: HR 0.49, 95\\% CI 0.38 to 0.64, p <0.001",
  );
  expect(second!.fields.note).toBeUndefined();
});
