import { Ollama } from "ollama";
import { ConnectionFailed, fetchBoundTo } from "../model/connection";
import { ModelUnavailable } from "../model/errors";
import type { Fault, ModelClient, ServerKind } from "../model/model-client";
import { streamChat, type OllamaSettings } from "./chat-call";
import { ollamaFaults } from "./ollama-faults";

/** "llama3.1" means "llama3.1:latest" to Ollama. */
const canonical = (name: string) => (name.includes(":") ? name : `${name}:latest`);

/** Maps what the ollama client threw onto an error an administrator can act on. */
export function classifyOllamaFault(error: unknown, host: string, model: string, afterRetry: boolean): Fault {
  if (error instanceof ModelUnavailable) return { error, retry: false, hostDown: false };
  if (error instanceof ConnectionFailed) return { error: ollamaFaults.unreachable(host), retry: false, hostDown: true };
  const status = (error as { status_code?: unknown }).status_code;
  const detail = error instanceof Error ? error.message : String(error);
  if (typeof status === "number") {
    if (status === 404 && /model\b.*not found/i.test(detail)) {
      return { error: ollamaFaults.modelMissing(host, model), retry: false, hostDown: false };
    }
    if (status >= 500 || status === 429) {
      return { error: ollamaFaults.serverError(host, status, detail, afterRetry), retry: true, hostDown: true };
    }
    return { error: ollamaFaults.refused(host, status, detail), retry: false, hostDown: false };
  }
  // An `{"error": ...}` line after a 200, or a stream cut short: the server failed mid-answer.
  return { error: ollamaFaults.serverError(host, undefined, detail, afterRetry), retry: true, hostDown: true };
}

/** One Ollama server, through the ollama client: `/api/chat` streamed, `/api/tags` to probe. */
export function createOllamaClient(host: string, settings: OllamaSettings): ModelClient {
  return {
    host,
    chat: ({ messages, schema, signal }) => streamChat(host, settings, messages, schema.json, signal),
    classify: (error, afterRetry) => classifyOllamaFault(error, host, settings.model, afterRetry),
    async probe(signal) {
      const client = new Ollama({ host, fetch: fetchBoundTo(settings.fetch, signal) });
      let names: string[];
      try {
        names = (await client.list()).models.flatMap((m) => [m.name, m.model]);
      } catch (error) {
        const status = (error as { status_code?: unknown }).status_code;
        if (signal.aborted) throw error;
        if (error instanceof ConnectionFailed || typeof status === "number")
          throw classifyOllamaFault(error, host, settings.model, false).error;
        throw ollamaFaults.unreadable(host, error instanceof Error ? error.message : String(error));
      }
      if (!new Set(names.filter(Boolean).map(canonical)).has(canonical(settings.model)))
        throw ollamaFaults.modelMissing(host, settings.model);
    },
  };
}

/** Ollama as the pipeline sees it. */
export function ollamaServer(settings: OllamaSettings): ServerKind {
  return {
    api: "ollama",
    label: "Ollama",
    capName: "num_predict",
    client: (host) => createOllamaClient(host, settings),
  };
}
