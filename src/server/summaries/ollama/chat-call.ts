import { Ollama, type Message } from "ollama";

export type ChatSettings = {
  host: string;
  model: string;
  numCtx: number;
  numPredict: number;
  keepAlive: string | number;
  fetch: typeof fetch;
};

export type ChatOutcome = { content: string; doneReason?: string };

/** The request never reached Ollama (refused, DNS, reset before an answer). */
export class ConnectionFailed extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "ConnectionFailed";
  }
}

/**
 * A fetch bound to `signal`. The ollama client takes no signal for a call (and none at all
 * without streaming), so this is how the HTTP request itself gets cancelled.
 */
export function fetchBoundTo(base: typeof fetch, signal: AbortSignal): typeof fetch {
  const bound = async (input: RequestInfo | URL, init?: RequestInit) => {
    const signals = init?.signal ? [signal, init.signal] : [signal];
    try {
      return await base(input, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (signals.some((s) => s.aborted)) throw error;
      throw new ConnectionFailed(error);
    }
  };
  return bound as typeof fetch;
}

/** One streamed chat turn with `format` as the answer's JSON schema; returns the whole answer text, or throws what the client threw. */
export async function streamChat(settings: ChatSettings, messages: Message[], format: object, signal: AbortSignal): Promise<ChatOutcome> {
  const client = new Ollama({ host: settings.host, fetch: fetchBoundTo(settings.fetch, signal) });
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
  return { content, doneReason };
}
