import { MalformedXml } from "./xml-parse";

/** Elements never read, some of them large (references, investigators, a book's sections): cut before parsing, for speed. */
export const UNUSED_ELEMENTS = [
  "ReferenceList",
  "InvestigatorList",
  "History",
  "GrantList",
  "ChemicalList",
  "KeywordList",
  "AffiliationInfo",
  "Affiliation",
  "Identifier",
  "Sections",
  "SupplMeshList",
  "GeneSymbolList",
  "PersonalNameSubjectList",
  "OtherID",
  "GeneralNote",
  "CitationSubset",
  "DateCompleted",
  "DateRevised",
  "DateCreated",
  "Pagination",
  "CoiStatement",
  "ObjectList",
  "ContributionDate",
  "BeginningDate",
  "EndingDate",
];
/** CommentsCorrectionsList holds the notices (retractions, errata); its citation links, often hundreds, are cut. */
const CITATION_LINK = String.raw`CommentsCorrections(?=\s+RefType="(?:Cites|CommentIn|CommentOn)")`;
const UNUSED_START = new RegExp(`<(${UNUSED_ELEMENTS.join("|")}|${CITATION_LINK})[\\s/>]`, "g");
/** The only ones of those the DTD lets contain themselves. */
const NESTING = new Set(["ReferenceList"]);

function isNameEnd(ch: string | undefined): boolean {
  return ch === ">" || ch === "/" || ch === " " || ch === "\t" || ch === "\n" || ch === "\r";
}

/** Where `<name` opens another element before `limit`, or -1; the search never runs past `limit`. */
function openingBefore(xml: string, open: string, from: number, limit: number): number {
  const window = xml.slice(from, limit);
  for (let at = window.indexOf(open); at >= 0; at = window.indexOf(open, at + 1)) {
    if (isNameEnd(window[at + open.length])) return from + at;
  }
  return -1;
}

/** Index just past the element opening at `start`, counting nested elements of the same name. */
function elementEnd(xml: string, name: string, start: number): number {
  const tagEnd = xml.indexOf(">", start);
  if (tagEnd < 0) throw new MalformedXml(`<${name}> is never closed`);
  if (xml[tagEnd - 1] === "/") return tagEnd + 1;
  const open = `<${name}`;
  const close = `</${name}>`;
  let depth = 1;
  let pos = tagEnd + 1;
  while (depth > 0) {
    const nextClose = xml.indexOf(close, pos);
    if (nextClose < 0) throw new MalformedXml(`<${name}> is never closed`);
    const nextOpen = NESTING.has(name) ? openingBefore(xml, open, pos, nextClose) : -1;
    if (nextOpen >= 0) {
      depth++;
      pos = nextOpen + open.length;
    } else {
      depth--;
      pos = nextClose + close.length;
    }
  }
  return pos;
}

/** The document without the elements the parser never reads; everything else is left byte for byte. */
export function pruneUnusedElements(xml: string): string {
  const kept: string[] = [];
  let from = 0;
  UNUSED_START.lastIndex = 0;
  for (let m = UNUSED_START.exec(xml); m; m = UNUSED_START.exec(xml)) {
    const end = elementEnd(xml, m[1]!, m.index);
    kept.push(xml.slice(from, m.index));
    from = end;
    UNUSED_START.lastIndex = end;
  }
  kept.push(xml.slice(from));
  return kept.join("");
}

// Pretty-printed files put a line break and indentation between elements: thousands of text nodes to build and skip.
// PubMed's own elements are UpperCamelCase; inline markup and MathML (<i>, <sup>, <mml:mi>) are lower case.
// The lookahead settles "a line break in the white space" once; \s*\n\s* tried every split of a long run.
const LAYOUT_AFTER_PUBMED_TAG = /(<\/?[A-Z][^<>]*>)(?=[^\S\n]*\n)\s*(?=<)/g;

/** Drops line-break indentation after PubMed's own tags; whitespace beside inline markup and all text stay. */
export function dropLayoutWhitespace(xml: string): string {
  if (!xml.includes("\n")) return xml;
  return xml.replace(LAYOUT_AFTER_PUBMED_TAG, "$1");
}
