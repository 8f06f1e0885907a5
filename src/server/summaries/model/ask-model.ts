import type { z } from "zod";
import { ModelTimeout, ModelUnavailable } from "./errors";
import type { ChatMessage } from "./model-client";
import type { Conversation } from "./types";
import { sleep } from "../../lib/sleep";

/** A Markdown code fence around the answer, taken off without a backtracking pattern (the answer is untrusted). */
function unfence(text: string): string {
  if (text.length < 6 || !text.startsWith("```") || !text.endsWith("```")) return text;
  const inner = text.slice(3, -3);
  return (/^json/i.test(inner) ? inner.slice(4) : inner).trim();
}

/** What one turn must answer: a zod schema that reads it, and its JSON schema (named, for OpenAI-compatible servers) sent with the request. */
export type AnswerSpec<T> = { schema: z.ZodType<T>; format: object; name: string };

type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Reads the answer as JSON of the schema; tolerates a Markdown code fence around it. */
export function parseAnswer<T>(
  content: string,
  doneReason: string | undefined,
  numPredict: number,
  schema: z.ZodType<T>,
  capName = "num_predict",
): Parsed<T> {
  if (doneReason === "length") {
    return { ok: false, detail: `it was cut off at the ${capName} cap of ${numPredict} tokens; raise numPredict` };
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
  return {
    ok: false,
    detail: result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join(".") || "answer"}: ${i.message}`)
      .join("; "),
  };
}

/** The call's own signal: with several hosts, one that stays silent too long is given up for the next. */
function callSignal(conversation: Conversation, signal: AbortSignal): AbortSignal {
  const limit = conversation.hostTimeoutMs;
  return limit ? AbortSignal.any([signal, AbortSignal.timeout(limit)]) : signal;
}

/**
 * One conversation turn on the summary's current host. A host that is down (refused, 5xx, too slow) rests and the
 * next one is asked at once; with none left, one retry after a server fault, and one after an unreadable answer,
 * then ModelUnavailable. An abort rethrows the signal's reason.
 */
export async function askModel<T>(
  conversation: Conversation,
  messages: ChatMessage[],
  signal: AbortSignal,
  spec: AnswerSpec<T>,
): Promise<T> {
  const { route, pool, kind } = conversation;
  let serverRetried = false;
  let parseRetried = false;
  for (;;) {
    signal.throwIfAborted();
    const host = route.current();
    const client = conversation.clientFor(host);
    const own = callSignal(conversation, signal);
    let outcome: Awaited<ReturnType<typeof client.chat>>;
    try {
      outcome = await client.chat({ messages, schema: { name: spec.name, json: spec.format }, signal: own });
    } catch (error) {
      if (signal.aborted) {
        if (signal.reason instanceof ModelTimeout) pool.markDown(host, signal.reason.message);
        throw signal.reason;
      }
      const fault = own.aborted
        ? { error: silentHost(kind.label, host, conversation.hostTimeoutMs!), retry: true, hostDown: true }
        : client.classify(error, true);
      if (fault.hostDown) {
        pool.markDown(host, fault.error.message);
        if (route.next()) continue;
      }
      if (!fault.retry || serverRetried) throw fault.error;
      serverRetried = true;
      await sleep(conversation.retryDelayMs, signal);
      continue;
    }
    pool.markUp(host);
    const parsed = parseAnswer(
      outcome.content,
      outcome.cutOff ? "length" : "stop",
      conversation.numPredict,
      spec.schema,
      kind.capName,
    );
    if (parsed.ok) return parsed.value;
    if (parseRetried) throw ModelUnavailable.badAnswer(conversation.model, parsed.detail, kind.label);
    parseRetried = true;
  }
}

export function silentHost(label: string, host: string, ms: number): ModelUnavailable {
  return new ModelUnavailable(
    "unreachable",
    `The ${label} server at ${host} did not answer within ${ms} ms: check that it is running and not overloaded.`,
  );
}
