import type { z } from "zod";
import type { FactSheet, SummarySentences } from "../../../shared/fact-sheet";
import type { summarizeRequestSchema } from "../../../shared/api/summary";
import type { HostPool, HostRoute, HostState } from "./host-pool";
import type { ModelApi, ModelClient, ServerKind } from "./model-client";

/** What the summarizer needs to know about a trial: the fields of a summarize request, once validated. */
export type SummaryInput = z.output<typeof summarizeRequestSchema>;

export type ModelSummary = {
  clinicianSummary: string;
  patientSummary: string;
  /** The model that wrote it, and the kind of server that ran it. */
  model: string;
  api: ModelApi;
  /** Flesch-Kincaid grade of the patient summary, one decimal. */
  readingGrade: number;
  /** Checks the answer still fails after repair, and summaries the built-in writer wrote instead; the caller decides what to do with them. */
  warnings: string[];
  /** The verified fact sheet both summaries were written from; spans point into the input's title and abstract. */
  facts: FactSheet;
  /** The two summaries sentence by sentence with their spans; joined, they are clinicianSummary and patientSummary. */
  sentences: SummarySentences;
};

/** Last known state of the model path, for /api/health. No `checkedAt` means never checked. */
export type ModelStatus = { ok: boolean; message?: string; checkedAt?: string; hosts?: HostState[] };

export type ModelSummarizerOptions = {
  /** Which API the server speaks; default "ollama". */
  api?: ModelApi;
  /** One host, or several (a list, or comma-separated) used in turn. For OpenAI-compatible servers, the base URL with /v1. */
  host: string | readonly string[];
  model: string;
  /** Sent as a bearer token to OpenAI-compatible servers that want one. */
  apiKey?: string;
  /** How long a host that failed is skipped while another is up; default 30 000. */
  hostPauseMs?: number;
  /** With several hosts, how long one call may take before the next host is asked; default half of timeoutMs. */
  hostTimeoutMs?: number;
  /** Whole summary, all model turns included; default 120 000. */
  timeoutMs?: number;
  /** Generations at once; default 1 (Ollama's own default is one per model). */
  concurrency?: number;
  /** Callers allowed to wait for a slot; beyond that QueueFull (503). Default 32. */
  maxQueued?: number;
  /** Context window in tokens; default 8192. */
  numCtx?: number;
  /** Cap on generated tokens per turn; default 2048 (a fact sheet with quotes runs to about 1,500), at most 8192. */
  numPredict?: number;
  /** How long Ollama keeps the model loaded; default "30m" (Ollama only). */
  keepAlive?: string | number;
  /** Pause before the one retry after a 5xx; default 1000 ms. */
  retryDelayMs?: number;
  /** Timeout of `probe()`; default 5000 ms. */
  probeTimeoutMs?: number;
  fetch?: typeof fetch;
};

/** What every turn of one summary shares: the server kind, its hosts and the route this summary takes through them. */
export type Conversation = {
  kind: ServerKind;
  clientFor(host: string): ModelClient;
  pool: HostPool;
  route: HostRoute;
  model: string;
  numCtx: number;
  numPredict: number;
  retryDelayMs: number;
  hostTimeoutMs?: number;
};
