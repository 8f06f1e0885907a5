import { readFileSync } from "node:fs";

/** A record the stand-in can serve: its XML element, PMID and the lower-case text searches match against. */
export interface StandInRecord {
  pmid: string;
  xml: string;
  text: string;
}

const RECORD = /<(PubmedArticle|PubmedBookArticle)\b[^>]*>[\s\S]*?<\/\1>/g;

/** Splits efetch documents into their PubmedArticle / PubmedBookArticle elements (first copy of a PMID wins). */
export function loadRecordsFromEfetchFiles(paths: string[]): string[] {
  return dedupe(paths.flatMap((path) => splitRecords(readFileSync(path, "utf8"))));
}

export function splitRecords(document: string): string[] {
  return [...document.matchAll(RECORD)].map((m) => m[0]);
}

function dedupe(records: string[]): string[] {
  const seen = new Set<string>();
  return records.filter((xml) => {
    const pmid = recordPmid(xml);
    if (seen.has(pmid)) return false;
    seen.add(pmid);
    return true;
  });
}

/** The record's own PMID: the first one, before any in CommentsCorrections. */
export function recordPmid(xml: string): string {
  const pmid = /<PMID\b[^>]*>\s*(\d+)\s*<\/PMID>/.exec(xml)?.[1];
  if (!pmid) throw new Error(`record without a PMID: ${xml.slice(0, 80)}`);
  return pmid;
}

// Fields a PubMed search looks at; references and grant lists are left out so they don't match everything.
const SEARCHED = [
  "PMID",
  "ArticleTitle",
  "BookTitle",
  "VernacularTitle",
  "AbstractText",
  "Title",
  "ISOAbbreviation",
  "DescriptorName",
  "QualifierName",
  "NameOfSubstance",
  "Keyword",
  "PublicationType",
  "LastName",
  "ForeName",
  "Initials",
  "CollectiveName",
];
const FIELD = new RegExp(`<(${SEARCHED.join("|")})\\b[^>]*>([\\s\\S]*?)</\\1>`, "g");

export function toStandInRecord(xml: string): StandInRecord {
  const parts = [...xml.matchAll(FIELD)].map((m) => m[2]!);
  return { pmid: recordPmid(xml), xml, text: normalise(stripTags(parts.join(" "))) };
}

function stripTags(xml: string): string {
  return decodeEntities(xml.replace(/<[^>]*>/g, " "));
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = /^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const normalise = (text: string) => ` ${text.toLowerCase().replace(/\s+/g, " ").trim()} `;

/**
 * The user's words in a term built as `(user words) AND (cancer filter) AND (trial filter) NOT (...)`;
 * a term of any other shape is taken whole.
 */
export function userPart(term: string): string {
  const t = term.trim();
  if (!t.startsWith("(")) return t;
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '"') quoted = !quoted;
    if (quoted) continue;
    if (c === "(") depth++;
    if (c === ")" && --depth === 0) {
      const rest = t.slice(i + 1);
      return rest.trim() === "" || /^\s+(AND|OR|NOT)\s/.test(rest) ? t.slice(1, i) : t;
    }
  }
  return t;
}

/** Words and "quoted phrases" of a term, lower-case, without [field tags], operators or brackets. */
export function searchTokens(term: string): string[] {
  const tokens: string[] = [];
  const withoutTags = userPart(term).replace(/\[[^\]]*\]/g, " ");
  for (const m of withoutTags.matchAll(/"([^"]*)"|([^\s"()]+)/g)) {
    if (m[1] !== undefined) {
      const phrase = normalise(m[1]).trim();
      if (phrase) tokens.push(phrase);
      continue;
    }
    if (/^(AND|OR|NOT)$/.test(m[2]!)) continue;
    const word = m[2]!.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (word) tokens.push(word);
  }
  return tokens;
}

/** Records containing every token, in the records' own order. */
export function matchRecords(records: StandInRecord[], tokens: string[]): StandInRecord[] {
  return records.filter((r) => tokens.every((token) => r.text.includes(token)));
}
