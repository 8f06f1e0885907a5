import { describe, expect, test } from "bun:test";
import { toRis } from "./ris";
import { CITATIONS } from "../../../testing/fixtures/citations";

/** Splits RIS as Zotero's importer does: TAG  - value lines, records closed by ER. */
function parseRis(text: string) {
  const records: [string, string][][] = [];
  let current: [string, string][] | null = null;
  for (const line of text.split("\r\n")) {
    if (line === "") continue;
    const m = /^([A-Z][A-Z0-9]) {2}- (.*)$/.exec(line);
    if (!m) throw new Error(`not an RIS line: ${JSON.stringify(line)}`);
    const [, tag, value] = m as unknown as [string, string, string];
    if (tag === "TY") current = [];
    if (!current) throw new Error(`${tag} outside a record`);
    current.push([tag, value]);
    if (tag === "ER") {
      records.push(current);
      current = null;
    }
  }
  if (current) throw new Error("unterminated record");
  return records;
}

describe("RIS", () => {
  const records = parseRis(toRis(CITATIONS));
  const values = (i: number, tag: string) => records[i]!.filter(([t]) => t === tag).map(([, v]) => v);

  test("one TY JOUR ... ER record per trial, every line a TAG  - value line", () => {
    expect(records).toHaveLength(CITATIONS.length);
    for (const r of records) {
      expect(r[0]).toEqual(["TY", "JOUR"]);
      expect(r[r.length - 1]![0]).toBe("ER");
    }
  });

  test("carries title, an AU per author, journal, year, DOI, abstract, id and the PubMed link", () => {
    expect(values(0, "TI")).toEqual([CITATIONS[0]!.title]);
    expect(values(0, "AU")).toEqual(CITATIONS[0]!.authors);
    expect(values(0, "JO")).toEqual(["N Engl J Med"]);
    expect(values(0, "PY")).toEqual(["2019"]);
    expect(values(0, "DO")).toEqual(["10.1056/NEJMoa1801005"]);
    expect(values(0, "ID")).toEqual(["31234567"]);
    expect(values(0, "UR")).toEqual(["https://pubmed.ncbi.nlm.nih.gov/31234567/"]);
    expect(values(0, "AB")[0]).toBe('BACKGROUND: Line one. RESULTS: "Quoted", with commas, and a second line.');
    expect(values(0, "N1")).toEqual([
      "Clinician summary: ORR 48%, {HR} 0.49.",
      "Patient summary: The new drug helped people live longer.",
      "Design: Randomised trial, phase 3",
      "Participants randomised: 616",
      "Arms: pembrolizumab plus chemotherapy (intervention) vs placebo plus chemotherapy (control)",
      "Primary endpoint: overall survival",
      "Primary result: Favours the intervention: HR 0.49, 95% CI 0.38 to 0.64, p <0.001",
    ]);
  });

  test("leaves out fields a trial does not have", () => {
    expect(values(1, "DO")).toEqual([]);
    expect(values(1, "KW")).toEqual([]);
    expect(values(3, "AU")).toEqual([]);
    expect(values(3, "PY")).toEqual([]);
  });

  test("an empty list is an empty file", () => {
    expect(toRis([])).toBe("");
  });
});

test("a retracted paper's record carries the notice right after its title", () => {
  const text = toRis([
    { ...CITATIONS[1]!, notices: [{ type: "retraction", source: "PubMed marks this paper as retracted" }] },
  ]);
  const lines = text.split("\r\n");
  expect(lines[lines.findIndex((l) => l.startsWith("TI  - ")) + 1]).toBe(
    "N1  - RETRACTED (PubMed marks this paper as retracted)",
  );
});
