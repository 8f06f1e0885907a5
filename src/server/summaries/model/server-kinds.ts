import { ollamaServer } from "../ollama/ollama-client";
import { openaiServer } from "../openai/openai-client";
import type { ModelApi, ServerKind } from "./model-client";

export type TransportSettings = {
  model: string;
  apiKey?: string;
  numCtx: number;
  numPredict: number;
  keepAlive: string | number;
  fetch: typeof fetch;
};

/** The transport for the configured API; the pipeline sees only the ServerKind. */
export function serverKind(api: ModelApi, settings: TransportSettings): ServerKind {
  return api === "openai" ? openaiServer(settings) : ollamaServer(settings);
}
