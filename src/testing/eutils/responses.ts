/** Bodies in the shapes NCBI E-utilities sends (see shared/fixtures/pubmed for real ones). */

export interface EsearchAnswer {
  count: number;
  retstart: number;
  ids: string[];
  queryTranslation: string;
  phrasesNotFound: string[];
}

const ESEARCH_DOCTYPE =
  '<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd">';
const PUBMED_DOCTYPE =
  '<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">';
const ESEARCH_HEADER = { type: "esearch", version: "0.3" };

export function esearchJson(a: EsearchAnswer): string {
  const result: Record<string, unknown> = {
    count: String(a.count),
    retmax: String(a.ids.length),
    retstart: String(a.retstart),
    idlist: a.ids,
    translationset: [],
    querytranslation: a.queryTranslation,
  };
  if (a.count === 0) {
    result.errorlist = { phrasesnotfound: a.phrasesNotFound, fieldsnotfound: [] };
    result.warninglist = { phrasesignored: [], quotedphrasesnotfound: [], outputmessages: ["No items found."] };
  }
  return JSON.stringify({ header: ESEARCH_HEADER, esearchresult: result });
}

export function esearchXml(a: EsearchAnswer): string {
  const ids = a.ids.length ? `<IdList>\n${a.ids.map((id) => `<Id>${id}</Id>\n`).join("")}</IdList>` : "<IdList/>";
  const errors = a.phrasesNotFound.length
    ? `<ErrorList>${a.phrasesNotFound.map((p) => `<PhraseNotFound>${escapeXml(p)}</PhraseNotFound>`).join("")}</ErrorList>`
    : "";
  const warnings = a.count === 0 ? "<WarningList><OutputMessage>No items found.</OutputMessage></WarningList>" : "";
  return (
    `<?xml version="1.0" encoding="UTF-8" ?>\n${ESEARCH_DOCTYPE}\n<eSearchResult><Count>${a.count}</Count>` +
    `<RetMax>${a.ids.length}</RetMax><RetStart>${a.retstart}</RetStart>${ids}<TranslationSet/>` +
    `<QueryTranslation>${escapeXml(a.queryTranslation)}</QueryTranslation>${errors}${warnings}</eSearchResult>\n`
  );
}

export function esearchError(message: string, retmode: "json" | "xml"): string {
  if (retmode === "json") return JSON.stringify({ header: ESEARCH_HEADER, esearchresult: { ERROR: message } });
  return `<?xml version="1.0" encoding="UTF-8" ?>\n${ESEARCH_DOCTYPE}\n<eSearchResult>\n  <ERROR>${escapeXml(message)}</ERROR>\n</eSearchResult>\n`;
}

export function articleSet(records: string[]): string {
  const body = records.length ? `\n${records.join("\n")}\n` : "";
  return `<?xml version="1.0" ?>\n${PUBMED_DOCTYPE}\n<PubmedArticleSet>${body}</PubmedArticleSet>\n`;
}

export function efetchError(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE eEfetchResult PUBLIC "-//NLM//DTD efetch 20131226//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20131226/efetch.dtd">\n<eFetchResult>\n\t<ERROR>${escapeXml(message)}</ERROR>\n</eFetchResult>\n`;
}

export const RATE_LIMIT_BODY = '{"error":"API rate limit exceeded","count":"11"}';

export function htmlErrorPage(status: number, title: string): string {
  return `<!DOCTYPE html>\n<html><head><title>${status} ${title}</title></head><body><h1>${title}</h1><p>The server encountered an error.</p></body></html>\n`;
}

// Element text only, so quotes stay as NCBI leaves them in QueryTranslation.
export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
