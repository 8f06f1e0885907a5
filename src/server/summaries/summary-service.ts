import type { z } from "zod";
import type { SummaryResponse } from "../../shared/summary";
import type { summarizeRequestSchema } from "../../shared/summary";
import type { Db } from "../db";
import { AppError, TooManyRequests } from "../errors";
import { createRateWindow } from "../lib/rate-window";
import { createSharedCalls } from "../lib/shared-call";
import { getTrials } from "../search/trial-store";
import { BUILTIN_VERSION, builtinSummarize } from "./builtin";
import { findUnsupportedNumbers } from "./number-check";
import { ModelUnavailable, PROMPT_VERSION, type ModelSummarizer } from "./ollama";
import { fleschKincaidGrade } from "./readability";
import { hashTrialText, readSummary, summaryKey, writeSummary, type StoredSummary } from "./summary-cache";

export type SummarizeInput = z.output<typeof summarizeRequestSchema>;
export type SummarizerMode = "auto" | "ollama" | "builtin";

export interface SummaryServiceOptions {
  db: Db;
  model: ModelSummarizer;
  modelName: string;
  mode: SummarizerMode;
  limitPerMinute: number;
  /** After the model is found down, skip it (auto mode) this long instead of failing every reader slowly. */
  retryModelAfterMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

const toResponse = (row: StoredSummary, modelStatus?: string): SummaryResponse => ({
  clinicianSummary: row.clinicianSummary,
  patientSummary: row.patientSummary,
  source: row.source,
  model: row.model,
  readingGrade: row.readingGrade,
  generatedAt: row.generatedAt.toISOString(),
  warnings: row.warnings,
  ...(modelStatus ? { modelStatus } : {}),
});

export function createSummaryService(opts: SummaryServiceOptions) {
  const { db, model, modelName, mode } = opts;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((m: string) => console.warn(m));
  const retryModelAfterMs = opts.retryModelAfterMs ?? 30_000;
  const perClient = createRateWindow({ limit: opts.limitPerMinute, now });
  const modelCalls = createSharedCalls<StoredSummary>();
  let modelDown: { until: number; message: string } | undefined;

  function builtin(input: SummarizeInput, abstractHash: string, modelStatus?: string): SummaryResponse {
    const key = summaryKey({ pmid: input.pmid, abstractHash, model: "builtin", promptVersion: BUILTIN_VERSION });
    const cached = readSummary(db, key);
    if (cached) return toResponse(cached, modelStatus);
    // The stored record (when we fetched it) has the structured sections and publication types.
    const stored = getTrials(db, [input.pmid])[0];
    const sameText = stored && stored.title === input.title && stored.abstract === input.abstract;
    const text = builtinSummarize({
      ...input,
      ...(sameText ? { abstractSections: stored.abstractSections, publicationTypes: stored.publicationTypes, cancerType: stored.cancerType } : {}),
    });
    const source = `${input.title}\n${input.abstract}`;
    const unsupported = [...findUnsupportedNumbers(text.clinicianSummary, source), ...findUnsupportedNumbers(text.patientSummary, source)];
    const row: StoredSummary = {
      key,
      pmid: input.pmid,
      source: "builtin",
      model: "builtin",
      promptVersion: BUILTIN_VERSION,
      abstractHash,
      clinicianSummary: text.clinicianSummary,
      patientSummary: text.patientSummary,
      readingGrade: fleschKincaidGrade(text.patientSummary),
      warnings: unsupported.map((n) => `The number "${n}" does not appear in the abstract.`),
      generatedAt: new Date(now()),
    };
    writeSummary(db, row);
    return toResponse(row, modelStatus);
  }

  async function fromModel(input: SummarizeInput, key: string, abstractHash: string, signal: AbortSignal): Promise<StoredSummary> {
    const answer = await model.summarize(input, signal);
    const row: StoredSummary = {
      key,
      pmid: input.pmid,
      source: "ollama",
      model: answer.model,
      promptVersion: PROMPT_VERSION,
      abstractHash,
      clinicianSummary: answer.clinicianSummary,
      patientSummary: answer.patientSummary,
      readingGrade: answer.readingGrade,
      warnings: answer.warnings,
      generatedAt: new Date(now()),
    };
    writeSummary(db, row);
    return row;
  }

  return {
    async summarize(input: SummarizeInput, { client, signal }: { client: string; signal?: AbortSignal }): Promise<SummaryResponse> {
      const abstractHash = hashTrialText(input.title, input.abstract);
      if (mode === "builtin") return builtin(input, abstractHash);

      const key = summaryKey({ pmid: input.pmid, abstractHash, model: modelName, promptVersion: PROMPT_VERSION });
      const cached = readSummary(db, key);
      if (cached) return toResponse(cached);
      if (mode === "auto" && modelDown && now() < modelDown.until) return builtin(input, abstractHash, modelDown.message);

      const allowed = perClient.take(client);
      if (!allowed.ok) {
        const seconds = Math.ceil(allowed.retryAfterMs / 1000);
        throw new TooManyRequests(
          `You have asked for ${opts.limitPerMinute} new summaries in the last minute. Please try again in ${seconds} seconds.`,
          seconds,
        );
      }
      try {
        const row = await modelCalls.run(key, signal, (shared) => fromModel(input, key, abstractHash, shared));
        modelDown = undefined;
        return toResponse(row);
      } catch (error) {
        if (signal?.aborted || !(error instanceof AppError) || error.status < 500) throw error;
        log(`[summaries] model failed for PMID ${input.pmid}: ${error.message}`);
        if (mode === "ollama") throw error;
        if (error instanceof ModelUnavailable && (error.reason === "unreachable" || error.reason === "model-missing")) {
          modelDown = { until: now() + retryModelAfterMs, message: error.message };
        }
        return builtin(input, abstractHash, error.message);
      }
    },
    /** For /api/health: which path answers, and the model's last known state. */
    status() {
      const s = model.status();
      return { mode, ...s, ...(modelDown && now() < modelDown.until ? { ok: false, message: modelDown.message } : {}) };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
