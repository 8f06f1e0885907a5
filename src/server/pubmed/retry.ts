import { PubMedUnavailable } from "./errors";

/** Why one try at E-utilities failed; every kind but a plain 4xx is worth another try. */
export type Failure =
  | { kind: "status"; status: number; retryAfterMs?: number }
  | { kind: "timeout"; afterMs: number }
  | { kind: "network"; code?: string }
  | { kind: "bad-body"; error: Error };

export function isRetryable(failure: Failure): boolean {
  return failure.kind !== "status" || failure.status === 429 || failure.status >= 500;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** Exponential backoff with jitter: try n+1 waits between base·2ⁿ⁻¹ and twice that, so retries don't march in step. */
export function backoffDelay(retry: number, baseMs: number, random = Math.random): number {
  const step = baseMs * 2 ** (retry - 1);
  return Math.round(step + random() * step);
}

/** A short, person-readable account of a failure, for logs and error messages. */
export function describeFailure(failure: Failure): string {
  switch (failure.kind) {
    case "status":
      return `HTTP ${failure.status}`;
    case "timeout":
      return `no answer within ${formatSeconds(failure.afterMs)}`;
    case "network":
      return networkReason(failure.code);
    case "bad-body":
      return failure.error.message;
  }
}

function networkReason(code: string | undefined): string {
  if (code === "ECONNRESET") return "connection reset";
  if (code === "ECONNREFUSED" || code === "ConnectionRefused") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "address not found";
  return code ? `network error ${code}` : "network error";
}

export const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The error a caller sees once retrying is over: written for the person waiting on the search. */
export function giveUpError(failure: Failure, tries: number): Error {
  const after = plural(tries, "try", "tries");
  switch (failure.kind) {
    case "bad-body":
      return failure.error;
    case "status":
      if (failure.status === 429) {
        return new PubMedUnavailable(
          `PubMed is busy and asked us to slow down (HTTP 429 after ${after}). Please try again in a minute.`,
        );
      }
      if (failure.status < 500) {
        return new PubMedUnavailable(
          `PubMed turned the request down (HTTP ${failure.status}). Please try a simpler search.`,
        );
      }
      return new PubMedUnavailable(
        `PubMed is not answering right now (HTTP ${failure.status} after ${after}). Please try again in a minute.`,
      );
    case "timeout":
      return new PubMedUnavailable(
        `PubMed did not answer within ${formatSeconds(failure.afterMs)} (${after}). Please try again in a minute.`,
      );
    case "network":
      return new PubMedUnavailable(
        `PubMed could not be reached (${describeFailure(failure)} after ${after}). Please try again in a minute.`,
      );
  }
}
