import type { SearchFilters } from "../../shared/api/search";
import { AppError } from "../errors";
import {
  CANCER_HEADING,
  CANCER_TERMS,
  PHASE_NUMERALS,
  TRIAL_PUBLICATION_TYPES,
  TRIAL_WORDS,
} from "../trials/cancer-trial-vocabulary";
import { filterClauses } from "./filter-term";

/** Nothing searchable was left of the user's text. */
export class EmptyQuery extends AppError {
  constructor() {
    super(400, "Enter at least one word to search for.");
  }
}

const tiab = (words: string[]) => words.map((w) => (w.includes(" ") ? `"${w}"[tiab]` : `${w}[tiab]`));

const pt = (type: string) => (type.includes(",") ? `"${type.toLowerCase()}"[pt]` : `${type.toLowerCase()}[pt]`);

// MeSH finds indexed records, text words the ones indexing has not reached yet (new records wait weeks for MeSH terms).
const CANCER = [`${CANCER_HEADING}[mesh]`, ...tiab(CANCER_TERMS.flatMap((w) => (w.word ? [w.word] : [])))].join(" OR ");

// Cochrane's highly sensitive RCT filter, plus publication types and phase words for single-arm cancer trials.
const TRIAL = [
  ...TRIAL_PUBLICATION_TYPES.map(pt),
  "clinical trials as topic[mesh:noexp]",
  ...tiab([...TRIAL_WORDS, "randomly"]),
  "trial[ti]",
  ...tiab(PHASE_NUMERALS.flatMap((numerals) => numerals.map((n) => `phase ${n}`))),
].join(" OR ");

const NOT_ANIMAL_ONLY = "animals[mh] NOT humans[mh]";

/** Letters and digits, with hyphens, apostrophes or points only between them ("non-Hodgkin", "Crohn's", "0.5"). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['.-][\p{L}\p{N}\p{M}]+)*/gu;
const BOOLEAN = /^(?:and|or|not)$/i;
/** More terms than anyone types; keeps the URL well inside what E-utilities accepts. */
const MAX_TERMS = 32;

function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Field tags ("breast[au]") would change what PubMed searches: each [...] becomes a space. Only text up to the last
 * "]" can hold one; /\[[^\]]*\]/g alone rescanned the rest of the text from every unclosed "[".
 */
function withoutFieldTags(text: string): string {
  const lastClose = text.lastIndexOf("]");
  return text.slice(0, lastClose + 1).replace(/\[[^\]]*\]/g, " ") + text.slice(lastClose + 1);
}

/** The user's text as PubMed terms: quoted phrases (balanced quotes only) and single words, nothing else. */
export function userTerms(userQuery: string): string[] {
  // History references ("#3") would change what PubMed searches too.
  const text = withoutFieldTags(
    userQuery
      .normalize("NFC")
      .replace(/[“”„‟«»]/g, '"')
      .replace(/[‘’‛`´]/g, "'")
      .replace(/[\u2010\u2011]/g, "-"),
  ).replace(/#\d*/g, " ");
  const parts = text.split('"');
  // An odd count of quotes leaves the last one unpaired: its text is read as plain words.
  if (parts.length % 2 === 0) parts.splice(-2, 2, `${parts.at(-2)} ${parts.at(-1)}`);
  const terms: string[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    const key = term.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      terms.push(term);
    }
  };
  parts.forEach((part, i) => {
    const words = wordsOf(part);
    // Inside a phrase PubMed reads "not" as a word; on its own it would be an operator.
    if (i % 2 === 1 && words.length > 1) add(`"${words.join(" ")}"`);
    else words.filter((w) => !BOOLEAN.test(w)).forEach(add);
  });
  return terms.slice(0, MAX_TERMS);
}

/**
 * A PubMed term for the user's text, limited to cancer clinical trials in humans. The user's part is rebuilt from
 * words and balanced phrases only, all ANDed: boolean words (any case) are dropped, and brackets, field tags,
 * wildcards, history references and colons cannot reach PubMed, so the filters around it always apply. The
 * reader's filters (design, phase, years, cancer type) follow as fielded clauses of their own.
 */
export function buildSearchTerm(userQuery: string, filters?: SearchFilters): string {
  const terms = userTerms(userQuery);
  if (terms.length === 0) throw new EmptyQuery();
  const narrowed = filterClauses(filters)
    .map((clause) => ` AND ${clause}`)
    .join("");
  return `(${terms.join(" AND ")}) AND (${CANCER}) AND (${TRIAL})${narrowed} NOT (${NOT_ANIMAL_ONLY})`;
}

/** The cache key of a query: the same words in any case or spacing are the same search. */
export function normaliseQuery(userQuery: string): string {
  return userQuery.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}
