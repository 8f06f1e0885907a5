import { PubMedBadResponse } from "./errors";
import { decodeEntities } from "./parse/entities";

export interface EsearchResult {
  count: number;
  ids: string[];
  retstart: number;
  queryTranslation?: string;
  /** Parts of the query PubMed did not recognise; with count 0 this is "No items found", not a failure. */
  phraseNotFound: string[];
}

/** Reads an esearch answer in either retmode (json or xml); an error answer throws PubMedBadResponse. */
export function parseEsearch(body: string): EsearchResult {
  const start = body.trimStart()[0];
  if (start === "{") return parseJson(body);
  if (start === "<") return parseXml(body);
  throw new PubMedBadResponse(body.trim() === "" ? "an empty search answer" : "a search answer in an unknown format");
}

function parseJson(body: string): EsearchResult {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    throw new PubMedBadResponse("an incomplete search answer");
  }
  if (!isObject(doc)) throw new PubMedBadResponse("a search answer in an unknown format");
  // NCBI's rate limiter and some gateways answer `{"error": "..."}` instead of an esearchresult.
  if (typeof doc.error === "string") throw new PubMedBadResponse(`search error: ${doc.error}`);
  const result = doc.esearchresult;
  if (!isObject(result)) throw new PubMedBadResponse("a search answer without results");
  if (result.ERROR !== undefined) throw new PubMedBadResponse(`search error: ${String(result.ERROR)}`);

  const idlist = result.idlist ?? [];
  if (!Array.isArray(idlist)) throw new PubMedBadResponse("a search answer with a malformed id list");
  const errorlist = isObject(result.errorlist) ? result.errorlist : {};
  const phrases = Array.isArray(errorlist.phrasesnotfound) ? errorlist.phrasesnotfound : [];
  const translation = typeof result.querytranslation === "string" ? result.querytranslation.trim() : "";

  return {
    count: toCount(result.count, "count"),
    ids: idlist.map((id) => toPmid(id)),
    retstart: result.retstart === undefined ? 0 : toCount(result.retstart, "retstart"),
    ...(translation ? { queryTranslation: translation } : {}),
    phraseNotFound: phrases.map(String),
  };
}

function parseXml(body: string): EsearchResult {
  if (!/<eSearchResult[\s>]/.test(body)) throw new PubMedBadResponse("a search answer in an unknown format");
  const error = firstText(body, "ERROR");
  if (error !== undefined) throw new PubMedBadResponse(`search error: ${decodeEntities(error).trim()}`);
  if (!/<\/eSearchResult>\s*$/.test(body)) throw new PubMedBadResponse("an incomplete search answer");

  // TranslationStack repeats <Count> per term; only the top-level one is the hit count.
  const top = elements(body, "TranslationStack").outside;
  const count = firstText(top, "Count");
  if (count === undefined) throw new PubMedBadResponse("a search answer without a count");
  const idList = firstText(top, "IdList") ?? "";
  const ids = elements(idList, "Id").texts.map((id) => toPmid(id.trim()));
  const retstart = firstText(top, "RetStart");
  const errorList = firstText(top, "ErrorList") ?? "";
  const phrases = elements(errorList, "PhraseNotFound").texts.map((text) => decodeEntities(text).trim());
  const translation = decodeEntities(firstText(top, "QueryTranslation") ?? "").trim();

  return {
    count: toCount(count.trim(), "count"),
    ids,
    retstart: retstart === undefined ? 0 : toCount(retstart.trim(), "retstart"),
    ...(translation ? { queryTranslation: translation } : {}),
    phraseNotFound: phrases,
  };
}

/**
 * The text of each <tag>...</tag> in order, and the document without them, as /<tag>([\s\S]*?)<\/tag>/g reads
 * them; found with indexOf, since that regex rescanned the rest of the text from every tag that never closes.
 */
function elements(xml: string, tag: string, max = Infinity): { texts: string[]; outside: string } {
  const [open, close] = [`<${tag}>`, `</${tag}>`];
  const texts: string[] = [];
  let outside = "";
  let from = 0;
  while (texts.length < max) {
    const start = xml.indexOf(open, from);
    const end = start < 0 ? -1 : xml.indexOf(close, start + open.length);
    // No close after this open means none after any later open either.
    if (end < 0) break;
    texts.push(xml.slice(start + open.length, end));
    outside += xml.slice(from, start);
    from = end + close.length;
  }
  return { texts, outside: outside + xml.slice(from) };
}

const firstText = (xml: string, tag: string): string | undefined => elements(xml, tag, 1).texts[0];

function toCount(value: unknown, name: string): number {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new PubMedBadResponse(`a search answer with a malformed ${name}`);
  return n;
}

function toPmid(value: unknown): string {
  const id = String(value).trim();
  if (!/^\d+$/.test(id)) throw new PubMedBadResponse("a search answer with a malformed id");
  return id;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
