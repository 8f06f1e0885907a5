import type { ModelUnavailable } from "./errors";

/** The model servers we speak to; each has a transport folder beside this one. */
export type ModelApi = "ollama" | "openai";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** One chat turn: the conversation so far and the JSON schema the answer must follow. */
export type ChatRequest = {
  messages: ChatMessage[];
  /** `name` is what OpenAI-compatible servers want beside the schema; Ollama ignores it. */
  schema: { name: string; json: object };
  signal: AbortSignal;
};

/** The whole answer text; `cutOff` when the server stopped at its token cap. */
export type ChatOutcome = { content: string; cutOff: boolean };

/** What a failed call means: the error to report, whether one retry may help, and whether the host looks down. */
export type Fault = { error: ModelUnavailable; retry: boolean; hostDown: boolean };

/** One model server at one address, whatever its API: the pipeline in this folder knows only this. */
export interface ModelClient {
  readonly host: string;
  chat(request: ChatRequest): Promise<ChatOutcome>;
  /** Maps whatever `chat` threw onto a fault an administrator can act on. */
  classify(error: unknown, afterRetry: boolean): Fault;
  /** Asks the server whether the model is there; throws a ModelUnavailable saying what is wrong (or the abort). */
  probe(signal: AbortSignal): Promise<void>;
}

/** How the pipeline names the server kind in messages, and the settings an administrator turns. */
export type ServerKind = {
  api: ModelApi;
  /** "Ollama", "OpenAI-compatible" */
  label: string;
  /** The cap on generated tokens, in the API's own words ("num_predict", "max_tokens"). */
  capName: string;
  client(host: string): ModelClient;
};
