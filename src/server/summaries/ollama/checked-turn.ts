import type { Message } from "ollama";
import { askModel, type AnswerSpec } from "./ask-model";
import type { ChatSettings } from "./chat-call";
import { ModelTimeout, ModelUnavailable } from "./errors";

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

/**
 * Asks, checks, and when something failed asks once more naming it; keeps the better of the two answers. A failed
 * revision leaves the first answer (with a note); only the caller leaving, or a failed first answer, ends it all.
 */
export async function askChecked<T, R>(
  settings: ChatSettings & { retryDelayMs: number },
  messages: Message[],
  signal: AbortSignal,
  turn: CheckedTurn<T, R>,
  notes: string[],
): Promise<{ answer: T; review: R }> {
  const first = await askModel(settings, messages, signal, turn.spec);
  const best = { answer: first, review: turn.review(first) };
  const request = turn.repair(best.review);
  if (!request) return best;
  messages.push({ role: "assistant", content: JSON.stringify(first) }, { role: "user", content: request });
  let second: T;
  try {
    second = await askModel(settings, messages, signal, turn.spec);
  } catch (error) {
    if (!(error instanceof ModelUnavailable || error instanceof ModelTimeout)) throw error;
    notes.push(`The model could not revise its ${turn.what} (${error.message}); this is its earlier answer.`);
    return best;
  }
  const review = turn.review(second);
  return turn.cost(review) <= turn.cost(best.review) ? { answer: second, review } : best;
}
