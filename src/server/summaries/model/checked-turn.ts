import { askModel, type AnswerSpec } from "./ask-model";
import { ModelTimeout, ModelUnavailable } from "./errors";
import type { ChatMessage } from "./model-client";
import type { Conversation } from "./types";

/** One step of the conversation: what to ask for, how to check it, and the one repair turn's request. */
export type CheckedTurn<T, R> = {
  /** "fact sheet", "summaries": named in a note when the revision fails. */
  what: string;
  spec: AnswerSpec<T>;
  review(answer: T): R;
  /** Lower is better. */
  cost(review: R): number;
  /** The repair request naming what failed, or undefined when nothing did. */
  repair(review: R): string | undefined;
};

/** A cautious token count (about 3 characters a token; numbers and names cost more than prose). */
const estimateTokens = (messages: ChatMessage[]) => Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 3);

/**
 * Asks, checks, and when something failed asks once more naming it; keeps the better of the two answers. A failed
 * revision leaves the first answer (with a note); only the caller leaving, or a failed first answer, ends it all.
 */
export async function askChecked<T, R>(
  conversation: Conversation,
  messages: ChatMessage[],
  signal: AbortSignal,
  turn: CheckedTurn<T, R>,
  notes: string[],
): Promise<{ answer: T; review: R }> {
  const first = await askModel(conversation, messages, signal, turn.spec);
  const best = { answer: first, review: turn.review(first) };
  const request = turn.repair(best.review);
  if (!request) return best;
  messages.push({ role: "assistant", content: JSON.stringify(first) }, { role: "user", content: request });
  // Ollama drops the start of an overflowing conversation (the system prompt first), vLLM refuses it: better no revision.
  if (estimateTokens(messages) + conversation.numPredict > conversation.numCtx) {
    notes.push(
      `The model was not asked to revise its ${turn.what}: the conversation would not fit its context of ${conversation.numCtx} tokens.`,
    );
    return best;
  }
  let second: T;
  try {
    second = await askModel(conversation, messages, signal, turn.spec);
  } catch (error) {
    if (!(error instanceof ModelUnavailable || error instanceof ModelTimeout)) throw error;
    notes.push(`The model could not revise its ${turn.what} (${error.message}); this is its earlier answer.`);
    return best;
  }
  const review = turn.review(second);
  return turn.cost(review) <= turn.cost(best.review) ? { answer: second, review } : best;
}
