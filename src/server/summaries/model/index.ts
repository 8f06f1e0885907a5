export { createModelSummarizer, type ModelSummarizer } from "./model-summarizer";
export { ModelTimeout, ModelUnavailable, QueueFull, type ModelFaultReason } from "./errors";
export { PROMPT_VERSION } from "./prompts";
export type { ModelStatus, ModelSummarizerOptions, ModelSummary, SummaryInput } from "./types";
export type { ModelApi } from "./model-client";
