import type { FactSheet, SourceText } from "../../../shared/fact-sheet";
import { verifyFactSheet } from "../fact-sheet/verify";
import { listFacts } from "./fact-list";
import { askChecked } from "./checked-turn";
import { buildSheetPrompt, buildSheetRepairPrompt, SHEET_SYSTEM_PROMPT } from "./prompts";
import { quotedSheetJsonSchema, quotedSheetSchema, type QuotedSheet } from "./sheet-schema";
import { sheetFromQuotes } from "./sheet-from-quotes";
import type { ChatMessage } from "./model-client";
import type { Conversation, SummaryInput } from "./types";

type Checked = { sheet: FactSheet; problems: string[]; kept: number };

/** The model's quoted sheet, its quotes found in the source and the whole verified; every failure in words. */
export function checkQuotedSheet(quoted: QuotedSheet, source: SourceText): Checked {
  const located = sheetFromQuotes(quoted, source);
  const verified = verifyFactSheet(located.sheet, source);
  return {
    sheet: verified.sheet,
    problems: [...located.problems, ...verified.reasons],
    kept: listFacts(verified.sheet, source).length,
  };
}

/** Step 1: the fact sheet, read by the model with quotes, checked, repaired once, and verified. */
export async function askFactSheet(
  conversation: Conversation,
  input: SummaryInput,
  signal: AbortSignal,
  notes: string[],
): Promise<FactSheet> {
  const source = { title: input.title, abstract: input.abstract };
  const messages: ChatMessage[] = [
    { role: "system", content: SHEET_SYSTEM_PROMPT },
    { role: "user", content: buildSheetPrompt(input) },
  ];
  const { review } = await askChecked(
    conversation,
    messages,
    signal,
    {
      what: "fact sheet",
      spec: { schema: quotedSheetSchema, format: quotedSheetJsonSchema, name: "fact_sheet" },
      review: (answer: QuotedSheet) => checkQuotedSheet(answer, source),
      // Fewer failures, but not by saying less: a sheet of nulls fails nothing and is worth nothing.
      cost: (r: Checked) => 2 * r.problems.length - r.kept,
      repair: (r: Checked) => (r.problems.length > 0 ? buildSheetRepairPrompt(r.problems.slice(0, 30)) : undefined),
    },
    notes,
  );
  return review.sheet;
}
