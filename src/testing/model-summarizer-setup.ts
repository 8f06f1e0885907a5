/** Setup shared by the model summarizer's tests on either API; each API keeps its own tests and assertions. */
import { createModelSummarizer } from "../server/summaries/model";
import { OPENAI_STAND_IN_MODEL } from "./openai-stand-in";

export type SummarizerOptions = Partial<Parameters<typeof createModelSummarizer>[0]>;

/** A summarizer on a stand-in Ollama, retrying fast so failure paths take milliseconds. */
export const ollamaSummarizer = (standIn: { url: string }, extra: SummarizerOptions = {}) =>
  createModelSummarizer({ host: standIn.url, model: "llama3.1:8b", retryDelayMs: 5, ...extra });

/** A summarizer on the OpenAI-compatible stand-in, with the key it was started with. */
export const openAiSummarizer = (standIn: { url: string }, apiKey: string, extra: SummarizerOptions = {}) =>
  createModelSummarizer({
    api: "openai",
    host: standIn.url,
    model: OPENAI_STAND_IN_MODEL,
    apiKey,
    retryDelayMs: 5,
    ...extra,
  });

/** The last user turn the model was sent in a chat call: where a repair turn names what was wrong. */
export const lastUserText = (call: { messages?: { role?: string; content?: string }[] } | undefined) =>
  call?.messages?.filter((m) => m.role === "user").at(-1)?.content ?? "";

/** Waits until the stand-in has seen what the test expects, or gives up quietly (the test's assertion then fails). */
export async function until(check: () => boolean, ms = 500) {
  const end = performance.now() + ms;
  while (!check() && performance.now() < end) await Bun.sleep(5);
}
