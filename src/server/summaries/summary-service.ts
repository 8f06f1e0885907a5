import type { SummaryResponse } from "../../shared/api/summary";
import type { Db } from "../db";
import { AppError, TooManyRequests } from "../errors";
import { clientRateWindow } from "../lib/shared-rate-window";
import { createSharedFlight } from "../lib/shared-flight";
import { createSingleFlight } from "../lib/single-flight";
import { BUILTIN_VERSION } from "./fact-sheet/builtin-summaries";
import { ModelUnavailable, PROMPT_VERSION, type ModelApi, type ModelSummarizer } from "./model";
import { isRetracted } from "../../shared/notices";
import { builtinRow, modelRow, toResponse } from "./summary-rows";
import {
  expireSummaries,
  hashTrialText,
  readSummary,
  summaryKey,
  writeSummary,
  type StoredSummary,
} from "./summary-cache";
import {
  fromRecord,
  fromSentText,
  type SummarizeInput,
  type SummarySubject,
  type TrialRecords,
} from "./summary-subject";

export type { SummarizeInput } from "./summary-subject";
export type SummarizerMode = "auto" | "ollama" | "builtin";

export interface SummaryServiceOptions {
  db: Db;
  model: ModelSummarizer;
  modelName: string;
  /** Part of the cache key beside the model's name: the same name on another kind of server is another model. */
  modelApi?: ModelApi;
  mode: SummarizerMode;
  /** New summaries (model or built-in) per client per minute; stored ones are free. 0: no limit. */
  limitPerMinute: number;
  trials: TrialRecords;
  /** After the model is found down, skip it (auto mode) this long instead of failing every reader slowly. */
  retryModelAfterMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export function createSummaryService(opts: SummaryServiceOptions) {
  const { db, model, modelName, mode, trials } = opts;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((m: string) => console.warn(m));
  const retryModelAfterMs = opts.retryModelAfterMs ?? 30_000;
  const perClient = clientRateWindow(db, "summaries", { limit: opts.limitPerMinute, now });
  const modelCalls = createSingleFlight<StoredSummary>();
  // Identical requests at other instances on the same PostgreSQL database wait for this one's model call too.
  const acrossInstances = createSharedFlight(db, { leaseMs: 180_000 });
  let modelDown: { until: number; message: string } | undefined;

  const keyFor = (subject: SummarySubject, usesModel: boolean) =>
    summaryKey({
      origin: subject.origin,
      pmid: subject.pmid,
      abstractHash: hashTrialText(subject.title, subject.abstract),
      model: usesModel ? `${opts.modelApi ?? "ollama"}:${modelName}` : "builtin",
      // A paper retracted after it was summarised is summarised again, so the summaries themselves say so.
      promptVersion: `${usesModel ? PROMPT_VERSION : BUILTIN_VERSION}${isRetracted(subject.notices) ? "+retracted" : ""}`,
    });
  const stored = (subject: SummarySubject, usesModel: boolean) => readSummary(db, keyFor(subject, usesModel), now());
  const modelSkipped = () => mode === "builtin" || (mode === "auto" && !!modelDown && now() < modelDown.until);

  async function takeTurn(client: string): Promise<void> {
    const turn = await perClient.take(client);
    if (turn.ok) return;
    const seconds = Math.ceil(turn.retryAfterMs / 1000);
    throw new TooManyRequests(
      `You have asked for ${opts.limitPerMinute} new summaries in the last minute. Please try again in ${seconds} seconds.`,
      seconds,
    );
  }

  async function builtinAnswer(subject: SummarySubject, modelStatus?: string): Promise<SummaryResponse> {
    const cached = await stored(subject, false);
    if (cached) return toResponse(cached, modelStatus, subject.notices);
    const row = builtinRow(subject, keyFor(subject, false), new Date(now()));
    await writeSummary(db, row);
    return toResponse(row, modelStatus, subject.notices);
  }

  async function fromModel(subject: SummarySubject, signal: AbortSignal | undefined): Promise<SummaryResponse> {
    const key = keyFor(subject, true);
    try {
      const row = await modelCalls.run(
        key,
        (shared) =>
          acrossInstances.run(
            `summary:${key}`,
            async () => {
              const written = modelRow(subject, key, await model.summarize(subject, shared), new Date(now()));
              await writeSummary(db, written);
              return written;
            },
            () => readSummary(db, key, now()),
            shared,
          ),
        signal,
      );
      modelDown = undefined;
      return toResponse(row, undefined, subject.notices);
    } catch (error) {
      if (signal?.aborted || !(error instanceof AppError) || error.status < 500) throw error;
      log(`[summaries] model failed for PMID ${subject.pmid}: ${error.message}`);
      if (mode === "ollama") throw error;
      if (error instanceof ModelUnavailable && (error.reason === "unreachable" || error.reason === "model-missing")) {
        modelDown = { until: now() + retryModelAfterMs, message: error.message };
      }
      return builtinAnswer(subject, error.message);
    }
  }

  /** A stored summary of this subject by the path that would answer now (after an outage, the model again). */
  async function storedAnswer(subject: SummarySubject): Promise<SummaryResponse | undefined> {
    const usesModel = !modelSkipped();
    const row = await stored(subject, usesModel);
    return row ? toResponse(row, usesModel ? undefined : outage(), subject.notices) : undefined;
  }
  const outage = () => (mode === "auto" ? modelDown?.message : undefined);

  return {
    /**
     * Summaries of our own record of the pmid (fetched from PubMed when the store has none); the text a client
     * sends is summarised only when no record can be had, and that summary is keyed by the text alone.
     */
    async summarize(
      input: SummarizeInput,
      { client, signal }: { client: string; signal?: AbortSignal },
    ): Promise<SummaryResponse> {
      // Stored answers are free: of our record when we hold it, else of exactly the text sent (no network either way).
      const record = await trials.stored(input.pmid);
      const known = await storedAnswer(record ? fromRecord(record) : fromSentText(input));
      if (known) return known;
      await takeTurn(client);
      const found = record ?? (await trials.fetch(input.pmid));
      const subject = found ? fromRecord(found) : fromSentText(input);
      if (!record) {
        const answer = await storedAnswer(subject);
        if (answer) return answer;
      }
      return modelSkipped() ? builtinAnswer(subject, outage()) : fromModel(subject, signal);
    },
    /** For /api/health: which path answers, and the model's last known state. */
    status() {
      const s = model.status();
      return { mode, ...s, ...(modelDown && now() < modelDown.until ? { ok: false, message: modelDown.message } : {}) };
    },
    /** Deletes summaries nobody has read for long (see KEEP_UNREAD_MS). */
    expire: () => expireSummaries(db, now()),
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
