import { describe, expect, test } from "bun:test";
import { toCsv } from "./csv";
import { CITATIONS } from "../../../testing/fixtures/citations";

/** A strict RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let value = "";
    if (text[i] === '"') {
      for (i++; ; i++) {
        if (i >= text.length) throw new Error("unterminated quote");
        if (text[i] === '"' && text[i + 1] === '"') value += text[i++];
        else if (text[i] === '"') break;
        else value += text[i];
      }
      i++;
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r") {
        if (text[i] === '"' || text[i] === "\n") throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        value += text[i++];
      }
    }
    row.push(value);
    if (text[i] === ",") i++;
    else if (text.startsWith("\r\n", i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`expected , or CRLF at ${i}`);
  }
  return rows;
}

describe("CSV", () => {
  const text = toCsv(CITATIONS);

  test("starts with a UTF-8 byte order mark so Excel reads accents", () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  test("round-trips every field through an RFC 4180 reader", () => {
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      "PMID",
      "Title",
      "Authors",
      "Journal",
      "Publication date",
      "Cancer type",
      "DOI",
      "PubMed URL",
      "Abstract",
      "Clinician summary",
      "Patient summary",
      "Design",
      "Participants randomised",
      "Arms",
      "Primary endpoint",
      "Primary result",
      "Retraction and corrections",
    ]);
    expect(rows).toHaveLength(CITATIONS.length + 1);
    const c = CITATIONS[0]!;
    expect(rows[1]).toEqual([
      c.pmid,
      c.title,
      c.authors.join("; "),
      c.journal,
      c.publicationDate,
      "Lung Cancer",
      c.doi!,
      "https://pubmed.ncbi.nlm.nih.gov/31234567/",
      c.abstract,
      c.clinicianSummary!,
      c.patientSummary!,
      "Randomised trial, phase 3",
      "616",
      "pembrolizumab plus chemotherapy (intervention) vs placebo plus chemotherapy (control)",
      "overall survival",
      "Favours the intervention: HR 0.49, 95% CI 0.38 to 0.64, p <0.001",
      "",
    ]);
    expect(rows[2]!.slice(5, 7)).toEqual(["", ""]);
  });

  test("a cell that Excel would run as a formula is kept as text", () => {
    const rows = parseCsv(text.slice(1));
    expect(rows[3]![1]).toBe(`'${CITATIONS[2]!.title}`);
    expect(rows[3]![8]).toBe("'-2 dB");
  });

  test("a retracted paper says so in its row, with the notice", () => {
    const rows = parseCsv(
      toCsv([
        { ...CITATIONS[1]!, notices: [{ type: "retraction", pmid: "39999999", source: "Invented J. 2024;1:1" }] },
      ]).slice(1),
    );
    expect(rows[1]!.at(-1)).toBe("RETRACTED (Invented J. 2024;1:1, PMID 39999999)");
  });

  test("every field is quoted, so a reader that splits on ; or tab keeps each field whole", () => {
    const rows = parseCsv(text.slice(1));
    const allQuoted = rows.map((row) => row.map((v) => `"${v.replace(/"/g, '""')}"`).join(",")).join("\r\n");
    expect(text.slice(1)).toBe(`${allQuoted}\r\n`);
  });

  test("a formula after ; or a tab is defused too, where a ;-splitting spreadsheet would start a new cell", () => {
    const rows = parseCsv(
      toCsv([
        {
          ...CITATIONS[0]!,
          title: 'Trial A;=HYPERLINK("http://evil.example","x")',
          journal: "J\t+1+1",
          abstract: "a; @SUM(1)",
        },
      ]).slice(1),
    );
    expect(rows[1]![1]).toBe(`Trial A;'=HYPERLINK("http://evil.example","x")`);
    expect(rows[1]![3]).toBe("J\t'+1+1");
    expect(rows[1]![8]).toBe("a; '@SUM(1)");
  });
});
