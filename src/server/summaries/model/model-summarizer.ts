import { createWorkQueue } from "../../lib/work-queue";
import { joinClinician, joinPatient } from "../fact-sheet/write/write-summaries";
import { silentHost } from "./ask-model";
import { ModelTimeout, ModelUnavailable, QueueFull } from "./errors";
import { createHostPool, splitHosts } from "./host-pool";
import type { ModelClient } from "./model-client";
import { readingGradeOf } from "./sentence-checks";
import { serverKind } from "./server-kinds";
import { askFactSheet } from "./sheet-step";
import { askSummaries } from "./summary-step";
import type { Conversation, ModelStatus, ModelSummarizerOptions, ModelSummary, SummaryInput } from "./types";

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

export function createModelSummarizer(opts: ModelSummarizerOptions): ModelSummarizer {
  const hosts = typeof opts.host === "string" ? splitHosts(opts.host) : opts.host.flatMap((h) => splitHosts(h));
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const numPredict = Math.min(opts.numPredict ?? DEFAULT_NUM_PREDICT, MAX_NUM_PREDICT);
  const kind = serverKind(opts.api ?? "ollama", {
    model: opts.model,
    apiKey: opts.apiKey,
    numCtx: opts.numCtx ?? 8192,
    numPredict,
    keepAlive: opts.keepAlive ?? "30m",
    fetch: opts.fetch ?? fetch,
  });
  const clients = new Map<string, ModelClient>(hosts.map((h) => [h, kind.client(h)]));
  const pool = createHostPool(hosts, { pauseMs: opts.hostPauseMs });
  const base = {
    kind,
    clientFor: (host: string) => clients.get(host)!,
    pool,
    model: opts.model,
    numCtx: opts.numCtx ?? 8192,
    numPredict,
    retryDelayMs: opts.retryDelayMs ?? 1000,
    // One host: the summary's own limit is the only one. Several: a silent host must leave time for the next.
    hostTimeoutMs: hosts.length > 1 ? (opts.hostTimeoutMs ?? Math.floor(timeoutMs / 2)) : undefined,
  };
  const queue = createWorkQueue({
    concurrency: opts.concurrency ?? 1,
    maxQueued: opts.maxQueued ?? 32,
    whenFull: () => new QueueFull(),
  });
  let current: ModelStatus = {
    ok: false,
    message: "Not checked yet: no summary has been asked for and no probe has run.",
  };
  const record = (ok: boolean, message?: string): ModelStatus =>
    (current = { ok, ...(message ? { message } : {}), checkedAt: new Date().toISOString() });

  /** Step 1, the verified fact sheet; step 2, both summaries from it alone, on the host that answered step 1. */
  async function converse(input: SummaryInput, signal: AbortSignal): Promise<ModelSummary> {
    const conversation: Conversation = { ...base, route: pool.route() };
    const notes: string[] = [];
    const source = { title: input.title, abstract: input.abstract };
    const facts = await askFactSheet(conversation, input, signal, notes);
    const { sentences, warnings } = await askSummaries(conversation, facts, source, signal, notes);
    return {
      clinicianSummary: joinClinician(sentences.clinician),
      patientSummary: joinPatient(sentences.patient),
      model: opts.model,
      api: kind.api,
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
      const timer = setTimeout(
        () => timeout.abort(new ModelTimeout(opts.model, timeoutMs, `${kind.label} server`)),
        timeoutMs,
      );
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

  /** Asks one host whether the model is there; the answer's message says what to do when it is not. */
  async function probeHost(host: string, probeTimeoutMs: number): Promise<string | undefined> {
    const signal = AbortSignal.timeout(probeTimeoutMs);
    try {
      await clients.get(host)!.probe(signal);
      pool.markUp(host);
      return undefined;
    } catch (error) {
      const message = signal.aborted
        ? silentHost(kind.label, host, probeTimeoutMs).message
        : error instanceof ModelUnavailable
          ? error.message
          : String(error);
      pool.markDown(host, message);
      return message;
    }
  }

  async function probe(): Promise<ModelStatus> {
    const faults = (await Promise.all(hosts.map((h) => probeHost(h, opts.probeTimeoutMs ?? 5000)))).filter(
      (m) => m !== undefined,
    );
    // Several hosts: up while any one is; the states say which rest.
    const status = faults.length < hosts.length ? record(true) : record(false, faults.join(" "));
    return hosts.length > 1 ? { ...status, hosts: pool.states() } : status;
  }

  return {
    summarize,
    status: () => (hosts.length > 1 ? { ...current, hosts: pool.states() } : current),
    probe,
    get load() {
      return { active: queue.active, queued: queue.queued };
    },
  };
}
