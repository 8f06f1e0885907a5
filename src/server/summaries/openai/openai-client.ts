import { ConnectionFailed, fetchBoundTo } from "../model/connection";
import { ModelUnavailable } from "../model/errors";
import type { Fault, ModelClient, ServerKind } from "../model/model-client";
import type { TransportSettings } from "../model/server-kinds";
import { openaiFaults } from "./openai-faults";
import { completionSchema, errorDetail, HttpFailure, modelListSchema, NotOpenAiAnswer, readAnswer } from "./wire";

const isModelMissing = (status: number, detail: string) =>
  status === 404 && /model/i.test(detail) && /does not exist|not found/i.test(detail);

/** Maps what a call threw onto an error an administrator can act on; every 5xx, 429 and refusal moves to the next host. */
export function classifyOpenAiFault(error: unknown, host: string, model: string, afterRetry: boolean): Fault {
  if (error instanceof ModelUnavailable) return { error, retry: false, hostDown: false };
  if (error instanceof ConnectionFailed) return { error: openaiFaults.unreachable(host), retry: false, hostDown: true };
  if (error instanceof NotOpenAiAnswer)
    return { error: openaiFaults.unreadable(host, error.message), retry: false, hostDown: false };
  if (error instanceof HttpFailure) {
    const { status, detail } = error;
    if (isModelMissing(status, detail))
      return { error: openaiFaults.modelMissing(host, model, detail), retry: false, hostDown: false };
    if (status >= 500 || status === 429)
      return { error: openaiFaults.serverError(host, status, detail, afterRetry), retry: true, hostDown: true };
    return { error: openaiFaults.refused(host, status, detail), retry: false, hostDown: false };
  }
  // The body broke off after the headers: the server failed mid-answer.
  const detail = error instanceof Error ? error.message : String(error);
  return { error: openaiFaults.serverError(host, undefined, detail, afterRetry), retry: true, hostDown: true };
}

/** One OpenAI-compatible server (vLLM, llama.cpp's server, LM Studio): `POST /chat/completions`, `GET /models`. */
export function createOpenAiClient(host: string, settings: TransportSettings): ModelClient {
  const headers = {
    "Content-Type": "application/json",
    ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
  };
  return {
    host,
    async chat({ messages, schema, signal }) {
      const response = await fetchBoundTo(settings.fetch, signal)(`${host}/chat/completions`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          model: settings.model,
          messages,
          response_format: {
            type: "json_schema",
            json_schema: { name: schema.name, schema: schema.json, strict: true },
          },
          temperature: 0.1,
          max_tokens: settings.numPredict,
          stream: false,
        }),
      });
      if (!response.ok) throw new HttpFailure(response.status, await errorDetail(response));
      const answer = await readAnswer(response, completionSchema);
      const choice = answer.choices[0]!;
      return { content: choice.message.content ?? "", cutOff: choice.finish_reason === "length" };
    },
    classify: (error, afterRetry) => classifyOpenAiFault(error, host, settings.model, afterRetry),
    async probe(signal) {
      try {
        const response = await fetchBoundTo(settings.fetch, signal)(`${host}/models`, { headers });
        if (!response.ok) throw new HttpFailure(response.status, await errorDetail(response));
        const { data } = await readAnswer(response, modelListSchema);
        if (!data.some((m) => m.id === settings.model)) {
          throw openaiFaults.modelMissing(
            host,
            settings.model,
            `it serves ${data.map((m) => m.id).join(", ") || "nothing"}`,
          );
        }
      } catch (error) {
        if (signal.aborted) throw error;
        throw classifyOpenAiFault(error, host, settings.model, false).error;
      }
    },
  };
}

/** An OpenAI-compatible server as the pipeline sees it. */
export function openaiServer(settings: TransportSettings): ServerKind {
  return {
    api: "openai",
    label: "OpenAI-compatible",
    capName: "max_tokens",
    client: (host) => createOpenAiClient(host, settings),
  };
}
