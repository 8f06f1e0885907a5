import { Ollama } from "ollama";
import { createWorkQueue } from "../../lib/work-queue";
import { joinClinician, joinPatient } from "../fact-sheet/write/write-summaries";
import { classifyFault } from "./ask-model";
import { ConnectionFailed, fetchBoundTo, type ChatSettings } from "./chat-call";
import { ModelTimeout, ModelUnavailable } from "./errors";
import { readingGradeOf } from "./sentence-checks";
import { askFactSheet } from "./sheet-step";
import { askSummaries } from "./summary-step";
import type { ModelStatus, ModelSummarizerOptions, ModelSummary, SummaryInput } from "./types";

/** Enough for a fact sheet with quotes (about 1,500 tokens); a cap beyond this only lets a runaway answer run. */
const DEFAULT_NUM_PREDICT = 2048;
const MAX_NUM_PREDICT = 8192;

export type ModelSummarizer = {
  summarize(input: SummaryInput, signal?: AbortSignal): Promise<ModelSummary>;
  status(): ModelStatus;
  probe(): Promise<ModelStatus>;
  /** Generations running and callers waiting, for logs and health. */
  readonly load: { active: number; queued: number };
};

const canonical = (name: string) => (name.includes(":") ? name : `${name}:latest`);

export function createModelSummarizer(opts: ModelSummarizerOptions): ModelSummarizer {
  const host = opts.host.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const settings: ChatSettings & { retryDelayMs: number } = {
    host,
    model: opts.model,
    numCtx: opts.numCtx ?? 8192,
    numPredict: Math.min(opts.numPredict ?? DEFAULT_NUM_PREDICT, MAX_NUM_PREDICT),
    keepAlive: opts.keepAlive ?? "30m",
    fetch: opts.fetch ?? fetch,
    retryDelayMs: opts.retryDelayMs ?? 1000,
  };
  const queue = createWorkQueue({ concurrency: opts.concurrency ?? 1, maxQueued: opts.maxQueued ?? 32 });
  let current: ModelStatus = { ok: false, message: "Not checked yet: no summary has been asked for and no probe has run." };
  const record = (ok: boolean, message?: string): ModelStatus =>
    (current = { ok, ...(message ? { message } : {}), checkedAt: new Date().toISOString() });

  /** Step 1, the verified fact sheet; step 2, both summaries from it alone. */
  async function converse(input: SummaryInput, signal: AbortSignal): Promise<ModelSummary> {
    const notes: string[] = [];
    const source = { title: input.title, abstract: input.abstract };
    const facts = await askFactSheet(settings, input, signal, notes);
    const { sentences, warnings } = await askSummaries(settings, facts, source, signal, notes);
    return {
      clinicianSummary: joinClinician(sentences.clinician),
      patientSummary: joinPatient(sentences.patient),
      model: opts.model,
      readingGrade: readingGradeOf(sentences.patient),
      warnings: [...warnings, ...notes],
      facts,
      sentences,
    };
  }

  function summarize(input: SummaryInput, signal?: AbortSignal): Promise<ModelSummary> {
    return queue.run(async (slotSignal) => {
      const timeout = new AbortController();
      // The limit starts once a slot is free: waiting is bounded by maxQueued and the caller's signal.
      const timer = setTimeout(() => timeout.abort(new ModelTimeout(opts.model, timeoutMs)), timeoutMs);
      try {
        const summary = await converse(input, AbortSignal.any([slotSignal, timeout.signal]));
        record(true);
        return summary;
      } catch (error) {
        if (error instanceof ModelUnavailable || error instanceof ModelTimeout) record(false, error.message);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }, signal);
  }

  async function probe(): Promise<ModelStatus> {
    const probeTimeoutMs = opts.probeTimeoutMs ?? 5000;
    const signal = AbortSignal.timeout(probeTimeoutMs);
    const client = new Ollama({ host, fetch: fetchBoundTo(settings.fetch, signal) });
    try {
      const { models } = await client.list();
      const pulled = new Set(models.flatMap((m) => [m.name, m.model]).filter(Boolean).map(canonical));
      if (!pulled.has(canonical(opts.model))) return record(false, ModelUnavailable.modelMissing(host, opts.model).message);
      return record(true);
    } catch (error) {
      if (signal.aborted) {
        return record(false, `The Ollama server at ${host} did not answer within ${probeTimeoutMs} ms: check that it is running and not overloaded.`);
      }
      const status = (error as { status_code?: unknown }).status_code;
      if (error instanceof ConnectionFailed || typeof status === "number") {
        return record(false, classifyFault(error, settings, false).error.message);
      }
      return record(false, ModelUnavailable.unreadable(host, error instanceof Error ? error.message : String(error)).message);
    }
  }

  return {
    summarize,
    status: () => current,
    probe,
    get load() {
      return { active: queue.active, queued: queue.queued };
    },
  };
}
