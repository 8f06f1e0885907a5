import type { FactSheet, SourceText, SummarySentences } from "../../../shared/fact-sheet";
import { writeSummaries } from "../fact-sheet/write/write-summaries";
import { askChecked } from "./checked-turn";
import { factsForPrompt, listFacts, type ListedFact } from "./fact-list";
import {
  failsGrade,
  failures,
  reviewCost,
  reviewSentences,
  SUMMARIES,
  summaryFails,
  toSummarySentences,
  type SentenceReview,
} from "./sentence-checks";
import { sentencesAnswerJsonSchema, sentencesAnswerSchema, type SentencesAnswer } from "./sheet-schema";
import { buildSummaryPrompt, buildSummaryRepairPrompt, SUMMARY_SYSTEM_PROMPT } from "./summary-prompts";
import type { ChatMessage } from "./model-client";
import type { Conversation } from "./types";

const REPAIR_LIMIT = 20;

function repairRequest(r: SentenceReview): string | undefined {
  if (r.issues.length === 0 && !failsGrade(r)) return undefined;
  return buildSummaryRepairPrompt(r.issues.slice(0, REPAIR_LIMIT), failsGrade(r) ? r.grade : undefined);
}

const LABEL = { clinician: "clinician", patient: "patient" } as const;

/**
 * Step 2: both summaries written by the model from the verified sheet alone, each sentence citing fact ids; the
 * server maps citations to spans and checks numbers, citations and the patient grade, asks once for a repair, and
 * replaces a summary that still fails with the built-in writer's, from the same verified sheet.
 */
export async function askSummaries(
  conversation: Conversation,
  sheet: FactSheet,
  source: SourceText,
  signal: AbortSignal,
  notes: string[],
): Promise<{ sentences: SummarySentences; warnings: string[] }> {
  const facts: ListedFact[] = listFacts(sheet, source);
  const payload = {
    facts: factsForPrompt(facts, source),
    unclear: sheet.unclear ?? [],
    flags: sheet.flags,
    abstractPublished: source.abstract.trim() !== "",
  };
  const messages: ChatMessage[] = [
    { role: "system", content: SUMMARY_SYSTEM_PROMPT },
    { role: "user", content: buildSummaryPrompt(payload) },
  ];
  const { answer, review } = await askChecked(
    conversation,
    messages,
    signal,
    {
      what: "summaries",
      spec: { schema: sentencesAnswerSchema, format: sentencesAnswerJsonSchema, name: "summaries" },
      review: (a: SentencesAnswer) => reviewSentences(a, facts, source),
      cost: reviewCost,
      repair: repairRequest,
    },
    notes,
  );
  const warnings: string[] = [];
  let builtin: SummarySentences | undefined;
  const sentences = {} as SummarySentences;
  for (const summary of SUMMARIES) {
    if (!summaryFails(review, summary)) {
      sentences[summary] = toSummarySentences(answer[summary], facts);
      continue;
    }
    builtin ??= writeSummaries(sheet, source);
    sentences[summary] = builtin[summary];
    warnings.push(
      `The model's ${LABEL[summary]} summary failed its checks after one revision (${failures(review, summary).join("; ")}); the built-in writer wrote this one from the same checked facts.`,
    );
  }
  return { sentences, warnings };
}
