import { createEutilsClient, type EutilsClientOptions } from "../../server/pubmed/eutils-client";
import { createRateLimiter } from "../../server/pubmed/rate-limiter";

/** The real E-utilities client on a stand-in, with fast settings so failure paths take milliseconds; a generous limiter keeps pacing out of the way. */
export const eutilsClientFor = (baseUrl: string, overrides: Partial<EutilsClientOptions> = {}) =>
  createEutilsClient({
    baseUrl,
    tool: "trial-lens-test",
    email: "dev@example.org",
    backoffMs: 5,
    timeoutMs: 2000,
    limiter: createRateLimiter({ perSecond: 100 }),
    ...overrides,
  });

export const SEARCH = { term: "(drug a) AND (cancer[tiab])", retmax: 10, retstart: 0, sort: "relevance" as const };

/** The error a call failed with; the test fails if it did not fail. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail");
}
