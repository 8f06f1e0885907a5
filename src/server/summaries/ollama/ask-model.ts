import type { Message } from "ollama";
import type { z } from "zod";
import { ConnectionFailed, streamChat, type ChatSettings } from "./chat-call";
import { ModelUnavailable } from "./errors";

type Fault = { error: ModelUnavailable; retry: boolean };

/** Maps what the ollama client threw onto an error an administrator can act on. */
export function classifyFault(
  error: unknown,
  settings: Pick<ChatSettings, "host" | "model">,
  afterRetry = true,
): Fault {
  const { host, model } = settings;
  if (error instanceof ConnectionFailed) return { error: ModelUnavailable.unreachable(host), retry: false };
  const status = (error as { status_code?: unknown }).status_code;
  const detail = error instanceof Error ? error.message : String(error);
  if (typeof status === "number") {
    if (status === 404 && /model\b.*not found/i.test(detail)) return { error: ModelUnavailable.modelMissing(host, model), retry: false };
    if (status >= 500 || status === 429) return { error: ModelUnavailable.serverError(host, status, detail, afterRetry), retry: true };
    return { error: ModelUnavailable.refused(host, status, detail), retry: false };
  }
  // An `{"error": ...}` line after a 200, or a stream cut short: the server failed mid-answer.
  return { error: ModelUnavailable.serverError(host, undefined, detail, afterRetry), retry: true };
}

/** A Markdown code fence around the answer, taken off without a backtracking pattern (the answer is untrusted). */
function unfence(text: string): string {
  if (text.length < 6 || !text.startsWith("```") || !text.endsWith("```")) return text;
  const inner = text.slice(3, -3);
  return (/^json/i.test(inner) ? inner.slice(4) : inner).trim();
}

/** What one turn must answer: a zod schema that reads it, and its JSON schema sent to Ollama as `format`. */
export type AnswerSpec<T> = { schema: z.ZodType<T>; format: object };

type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Reads the answer as JSON of the schema; tolerates a Markdown code fence around it. */
export function parseAnswer<T>(content: string, doneReason: string | undefined, numPredict: number, schema: z.ZodType<T>): Parsed<T> {
  if (doneReason === "length") {
    return { ok: false, detail: `it was cut off at the num_predict cap of ${numPredict} tokens; raise numPredict` };
  }
  const text = unfence(content.trim());
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, detail: `it began ${JSON.stringify(text.slice(0, 40))}` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, detail: result.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "answer"}: ${i.message}`).join("; ") };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => (clearTimeout(timer), reject(signal.reason));
    const timer = setTimeout(() => (signal.removeEventListener("abort", onAbort), resolve()), ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * One conversation turn: retries once after a server fault and once after an unreadable
 * answer, then gives up with ModelUnavailable. An abort rethrows the signal's reason.
 */
export async function askModel<T>(
  settings: ChatSettings & { retryDelayMs: number },
  messages: Message[],
  signal: AbortSignal,
  spec: AnswerSpec<T>,
): Promise<T> {
  let serverRetried = false;
  let parseRetried = false;
  for (;;) {
    signal.throwIfAborted();
    let outcome;
    try {
      outcome = await streamChat(settings, messages, spec.format, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const fault = classifyFault(error, settings);
      if (!fault.retry || serverRetried) throw fault.error;
      serverRetried = true;
      await pause(settings.retryDelayMs, signal);
      continue;
    }
    const parsed = parseAnswer(outcome.content, outcome.doneReason, settings.numPredict, spec.schema);
    if (parsed.ok) return parsed.value;
    if (parseRetried) throw ModelUnavailable.badAnswer(settings.model, parsed.detail);
    parseRetried = true;
  }
}
