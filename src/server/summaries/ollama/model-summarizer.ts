import { Ollama, type Message } from "ollama";
import { createWorkQueue } from "../../lib/work-queue";
import type { Summaries } from "../summary-schema";
import { reviewAnswer, reviewCost, repairFor, reviewWarnings, type Review } from "./answer-checks";
import { askModel, classifyFault } from "./ask-model";
import { ConnectionFailed, fetchBoundTo, type ChatSettings } from "./chat-call";
import { ModelTimeout, ModelUnavailable } from "./errors";
import { buildRepairPrompt, buildUserPrompt, SYSTEM_PROMPT } from "./prompts";
import type { ModelStatus, ModelSummarizerOptions, ModelSummary, SummaryInput } from "./types";

/** Follow-up turns after the first answer; each kind of fix is asked for at most once. */
const MAX_REPAIR_TURNS = 2;

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
    numPredict: opts.numPredict ?? 1024,
    keepAlive: opts.keepAlive ?? "30m",
    fetch: opts.fetch ?? fetch,
    retryDelayMs: opts.retryDelayMs ?? 1000,
  };
  const queue = createWorkQueue({ concurrency: opts.concurrency ?? 1, maxQueued: opts.maxQueued ?? 32 });
  let current: ModelStatus = { ok: false, message: "Not checked yet: no summary has been asked for and no probe has run." };
  const record = (ok: boolean, message?: string): ModelStatus =>
    (current = { ok, ...(message ? { message } : {}), checkedAt: new Date().toISOString() });

  async function converse(input: SummaryInput, signal: AbortSignal): Promise<ModelSummary> {
    const messages: Message[] = [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: buildUserPrompt(input) },
    ];
    let answer: Summaries = await askModel(settings, messages, signal);
    let review: Review = reviewAnswer(answer, input);
    let best = { answer, review };
    const asked = { numbers: false, grade: false };
    const notes: string[] = [];
    for (let turn = 0; turn < MAX_REPAIR_TURNS; turn++) {
      const request = repairFor(review, asked);
      if (!request) break;
      asked.numbers ||= request.unsupported !== undefined;
      asked.grade ||= request.patientGrade !== undefined;
      messages.push({ role: "assistant", content: JSON.stringify(answer) }, { role: "user", content: buildRepairPrompt(request) });
      try {
        answer = await askModel(settings, messages, signal);
      } catch (error) {
        // A failed revision still leaves a usable answer; only the caller leaving ends it all.
        if (!(error instanceof ModelUnavailable || error instanceof ModelTimeout)) throw error;
        notes.push(`The model could not revise its answer (${error.message}); this is its earlier answer.`);
        break;
      }
      review = reviewAnswer(answer, input);
      if (reviewCost(review) <= reviewCost(best.review)) best = { answer, review };
    }
    return {
      clinicianSummary: best.answer.clinicianSummary,
      patientSummary: best.answer.patientSummary,
      model: opts.model,
      readingGrade: best.review.grade,
      warnings: [...reviewWarnings(best.review), ...notes],
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
