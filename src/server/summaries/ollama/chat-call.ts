import { Ollama } from "ollama";
import { fetchBoundTo } from "../model/connection";
import type { ChatMessage, ChatOutcome } from "../model/model-client";

export type OllamaSettings = {
  model: string;
  numCtx: number;
  numPredict: number;
  keepAlive: string | number;
  fetch: typeof fetch;
};

/** One streamed chat turn with `format` as the answer's JSON schema; returns the whole answer text, or throws what the client threw. */
export async function streamChat(
  host: string,
  settings: OllamaSettings,
  messages: ChatMessage[],
  format: object,
  signal: AbortSignal,
): Promise<ChatOutcome> {
  const client = new Ollama({ host, fetch: fetchBoundTo(settings.fetch, signal) });
  const stream = await client.chat({
    model: settings.model,
    messages,
    format,
    stream: true,
    options: { temperature: 0.1, num_ctx: settings.numCtx, num_predict: settings.numPredict },
    keep_alive: settings.keepAlive,
  });
  let content = "";
  let doneReason: string | undefined;
  let finished = false;
  try {
    for await (const part of stream) {
      content += part.message?.content ?? "";
      if (part.done) {
        finished = true;
        doneReason = part.done_reason;
      }
    }
  } finally {
    // Closes the connection if the stream stopped early (trailing error line, abort).
    if (!finished) stream.abort();
  }
  return { content, cutOff: doneReason === "length" };
}
