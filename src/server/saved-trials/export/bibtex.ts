import { pubmedUrl, yearOf, type Citation } from "./citation";
import { factFields } from "./fact-fields";
import { noticeText } from "./notice-text";

/** Notices first (a retraction above all), then the verified facts, in one note as reference managers show it. */
function factNote(c: Citation): string | undefined {
  const notices = noticeText(c.notices);
  if (!c.facts) return notices ? escapeBibtex(notices) : undefined;
  const f = factFields(c.facts);
  const parts = [
    notices,
    `Design: ${f.design}`,
    f.participants && `Participants randomised: ${f.participants}`,
    f.arms && `Arms: ${f.arms}`,
    f.primaryEndpoint && `Primary endpoint: ${f.primaryEndpoint}`,
    `Primary result: ${f.primaryResult}`,
  ];
  return escapeBibtex(parts.filter(Boolean).join(". "));
}

/**
 * LaTeX specials become commands. Braces become \textbraceleft{}/\textbraceright{}, not \{ and \}:
 * BibTeX counts every brace, escaped or not, so a lone \{ would break the entry.
 */
const LATEX: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\textbraceleft{}",
  "}": "\\textbraceright{}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

export const escapeBibtex = (value: string) =>
  value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}&%$#_~^]/g, (ch) => LATEX[ch]!);

/** "Smith JA" → "Smith, JA" so BibTeX reads the family name; a group name is braced so it is never split. */
function bibAuthor(name: string): string {
  const personal = /^(\S+(?: \S+)*?) ([A-Z]{1,4})( (?:Jr|Sr|2nd|3rd|I{1,3}|IV))?$/.exec(name.trim());
  if (personal) return `${escapeBibtex(personal[1]!)}, ${personal[3] ? `${personal[3].trim()}, ` : ""}${personal[2]}`;
  return `{${escapeBibtex(name)}}`;
}

const ascii = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/[^A-Za-z0-9]/g, "");

/** Zotero-style keys (`smith2019pembrolizumab`), made unique with a, b, c... */
function citationKeys(citations: Citation[]): string[] {
  const used = new Set<string>();
  return citations.map((c) => {
    const family = ascii((c.authors[0] ?? "").split(" ")[0] ?? "").toLowerCase();
    const word = (
      c.title
        .split(/[^\p{L}\p{N}]+/u)
        .map(ascii)
        .find((w) => w.length > 3) ?? ""
    ).toLowerCase();
    const base = family ? `${family}${yearOf(c.publicationDate) ?? ""}${word}` : `pmid${c.pmid}`;
    let key = base;
    for (let n = 1; used.has(key); n++) key = `${base}${suffix(n)}`;
    used.add(key);
    return key;
  });
}

/** 1 → a, 26 → z, 27 → aa. */
const suffix = (n: number): string =>
  n <= 26 ? String.fromCharCode(96 + n) : suffix(Math.floor((n - 1) / 26)) + suffix(((n - 1) % 26) + 1);

function field(name: string, value: string | null | undefined): string[] {
  return value ? [`  ${name} = {${value}}`] : [];
}

/** BibTeX (LaTeX, JabRef, Zotero): one @article per trial. */
export function toBibtex(citations: Citation[]): string {
  const keys = citationKeys(citations);
  return citations
    .map((c, i) => {
      const fields = [
        ...field("title", `{${escapeBibtex(c.title)}}`),
        ...field("author", c.authors.map(bibAuthor).join(" and ")),
        ...field("journal", escapeBibtex(c.journal)),
        ...field("year", yearOf(c.publicationDate)),
        ...field("doi", c.doi && escapeBibtex(c.doi)),
        ...field("pmid", c.pmid),
        ...field("url", pubmedUrl(c.pmid)),
        ...field("keywords", c.cancerType && escapeBibtex(c.cancerType)),
        ...field("abstract", escapeBibtex(c.abstract)),
        ...field("note", factNote(c)),
      ];
      return `@article{${keys[i]},\n${fields.join(",\n")}\n}\n`;
    })
    .join("\n");
}
