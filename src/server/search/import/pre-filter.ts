import { CANCER_ACRONYMS, CANCER_WORDS } from "../../pubmed/parse/cancer-type-rules";
import { decodeEntities } from "../../pubmed/parse/entities";
import { UNUSED_ELEMENTS } from "../../pubmed/parse/prune-xml";
import { stripEscapedInlineTags } from "../../pubmed/parse/readable-text";
import { CANCER_TERMS } from "../../trials/cancer-trial-vocabulary";

/*
 * isCancerTrial(parse(record)) reads only titles, abstracts, publication types and MeSH headings, and needs both a
 * cancer word and a trial word there. This looks for looser forms of those words in the same elements of the raw
 * record, so it may let through a record the full parse then drops, but never drops one it would keep:
 * - single words, never phrases or word boundaries: tags and layout are cut out whole, which can only join text;
 * - "phase" followed by a numeral, or at the end of a field (the numeral may open the next field);
 * - character references decoded as the parser does, abstract labels (attribute values) read where the parser puts them;
 * - anything the parser reads in its own way (MathML, comments, CDATA, elements it prunes) goes to the full parse.
 */

/** Elements whose text can reach the title, abstract, publication types or MeSH terms; `<!` and `<?` open comments, CDATA, PIs. */
const FIELD_OR_MARKUP =
  /<(?:(ArticleTitle|VernacularTitle|BookTitle|Abstract|OtherAbstract|PublicationType|MeshHeadingList)[\s/>]|[!?])/g;
const FIELD_END = "\u0001";
/** A journal record's fields all lie in its MedlineCitation; the references after it are never read. */
const CITATION_END = "</MedlineCitation>";

// Every TRIAL_TYPE and TRIAL_TEXT of isCancerTrial holds one of these.
const TRIAL = new RegExp(String.raw`randomi[sz]ed|placebo|trial|blind|phase\s*(?:[1-4iv]|${FIELD_END})`, "i");
// CANCER_WORDS gate every text rule of cancerTypeFrom, CANCER_TERMS are isCancerTrial's; the rest cover MeSH families.
const CANCER = new RegExp(
  [...CANCER_WORDS, ...CANCER_TERMS.map((t) => t.stem), "fungoides", "sezary", "pancoast"].join("|"),
  "i",
);
const CANCER_ACRONYM = new RegExp(CANCER_ACRONYMS.source.replaceAll(String.raw`\b`, ""));

// Comments and CDATA can hide or carry text; MathML and the elements the parser prunes change a field's text.
const READ_ITS_OWN_WAY = new RegExp(`<[!?]|<(?:[\\w.-]+:)?math[\\s/>]|<(?:${UNUSED_ELEMENTS.join("|")})[\\s/>]`);

/**
 * The raw content of every field element (start tag included, for its attributes), each ended by FIELD_END; undefined
 * when a comment, CDATA section or processing instruction stands where a field could be.
 */
function fieldsOf(record: string): string | undefined {
  const citationEnd = record.startsWith("<PubmedArticle") ? record.indexOf(CITATION_END) : -1;
  const scanned = citationEnd < 0 ? record : record.slice(0, citationEnd);
  const pieces: string[] = [];
  FIELD_OR_MARKUP.lastIndex = 0;
  for (let m = FIELD_OR_MARKUP.exec(scanned); m; m = FIELD_OR_MARKUP.exec(scanned)) {
    if (!m[1]) return undefined;
    const end = scanned.indexOf(`</${m[1]}>`, m.index);
    pieces.push(scanned.slice(m.index, end < 0 ? scanned.length : end), FIELD_END);
    if (end < 0) break;
    FIELD_OR_MARKUP.lastIndex = end;
  }
  return pieces.join("");
}

/** Index just past the tag opening at `lt`; a `>` inside a quoted attribute value does not end it. */
function tagEnd(xml: string, lt: number): number {
  let quote = 0;
  for (let i = lt + 1; i < xml.length; i++) {
    const ch = xml.charCodeAt(i);
    if (quote !== 0) {
      if (ch === quote) quote = 0;
    } else if (ch === 62) return i + 1;
    else if (ch === 34 || ch === 39) quote = ch;
  }
  return xml.length;
}

/** An abstract section's label: the parser puts it before the section's text ("LABEL: text"). */
const SECTION_LABEL = /\s(?:Label|NlmCategory)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function labelsOf(tag: string): string {
  let labels = "";
  for (const m of tag.matchAll(SECTION_LABEL)) labels += decodeEntities(m[1] ?? m[2]!) + FIELD_END;
  return labels;
}

/**
 * The fields' text as the parser reads it, or looser: tags cut out, each text run decoded on its own, then trimmed
 * (the parser drops layout beside some tags, and trimming only ever joins text); abstract sections start with their
 * labels, between FIELD_ENDs (the parser puts a line break before a section, ": " after its label).
 */
function textOf(fields: string): string {
  let text = "";
  for (let pos = 0; pos < fields.length; ) {
    const lt = fields.indexOf("<", pos);
    const run = fields.slice(pos, lt < 0 ? fields.length : lt);
    text += decodeEntities(run).trim();
    if (lt < 0) break;
    pos = tagEnd(fields, lt);
    if (fields.startsWith("<AbstractText", lt)) text += FIELD_END + labelsOf(fields.slice(lt, pos));
  }
  return stripEscapedInlineTags(text);
}

/** False only for records that cannot be cancer clinical trials; true sends the record to the full parse. */
export function mayBeCancerTrial(record: string): boolean {
  const fields = fieldsOf(record);
  if (fields === undefined || READ_ITS_OWN_WAY.test(fields)) return true;
  if (fields === "") return false;
  // A trial publication type and a cancer word already in the raw fields: the full parse decides anyway, so decoding
  // the text would only cost time (one plain search first, so records that are not trials pay almost nothing).
  if (fields.includes("Trial") && (CANCER.test(fields) || CANCER_ACRONYM.test(fields))) return true;
  const text = textOf(fields);
  return TRIAL.test(text) && (CANCER.test(text) || CANCER_ACRONYM.test(text));
}
