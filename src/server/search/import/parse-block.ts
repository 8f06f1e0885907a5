import { PubMedBadResponse } from "../../pubmed/errors";
import { parseEfetch, type ParsedArticle } from "../../pubmed/parse";
import { isCancerTrial } from "../../trials/cancer-trial-filter";
import { mayBeCancerTrial } from "./pre-filter";
import { recordsOf } from "./record-blocks";
import { type TrialRow, trialRow } from "../../trials/trial-row";

/** What to do with the index, in file order: a DeleteCitation between records is applied between them. */
export type ImportStep = { upsert: TrialRow[] } | { delete: string[] };

export interface BlockResult {
  steps: ImportStep[];
  /** Articles read (journal and book records), whatever became of them. */
  articles: number;
  /** Records the pre-filter sent to the full parse. */
  parsed: number;
  /** Records the parser refused; the rest of the file is still imported. */
  malformed: number;
}

export interface ParseOptions {
  /** Off only to prove the pre-filter changes nothing. */
  preFilter?: boolean;
}

const asDocument = (record: string) => `<PubmedArticleSet>${record}</PubmedArticleSet>`;

/**
 * The index changes a block of whole records asks for. Each record is parsed on its own, so one malformed record
 * costs only itself; records the pre-filter rules out are never parsed.
 */
export function parseBlock(text: string, { preFilter = true }: ParseOptions = {}): BlockResult {
  const result: BlockResult = { steps: [], articles: 0, parsed: 0, malformed: 0 };
  let kept: TrialRow[] = [];
  for (const record of recordsOf(text)) {
    if (record.kind === "delete") {
      if (kept.length > 0) result.steps.push({ upsert: kept });
      kept = [];
      const pmids = parseEfetch(asDocument(record.xml)).deletedPmids;
      if (pmids.length > 0) result.steps.push({ delete: pmids });
      continue;
    }
    result.articles++;
    if (preFilter && !mayBeCancerTrial(record.xml)) continue;
    result.parsed++;
    let articles: ParsedArticle[];
    try {
      articles = parseEfetch(asDocument(record.xml)).articles;
    } catch (error) {
      if (!(error instanceof PubMedBadResponse)) throw error;
      result.malformed++;
      continue;
    }
    for (const article of articles) if (isCancerTrial(article)) kept.push(trialRow(article));
  }
  if (kept.length > 0) result.steps.push({ upsert: kept });
  return result;
}
