import { AppError } from "../errors";
import type { RateLimiter } from "../pubmed/rate-limiter";
import type { RegistryStudy } from "../../shared/api/registry";
import { parseStudy, searchPageSchema } from "./study-parser";

/** The registry did not answer in time, or answered with something other than studies. */
export class RegistryUnavailable extends AppError {
  constructor(detail: string) {
    super(502, `ClinicalTrials.gov could not be reached (${detail}).`);
  }
}

// Only the pieces the app shows: a 105-site record shrinks from 150 KB to a few.
export const CTGOV_FIELDS = [
  "NCTId",
  "OverallStatus",
  "LastKnownStatus",
  "WhyStopped",
  "Phase",
  "EnrollmentCount",
  "EnrollmentType",
  "StartDate",
  "PrimaryCompletionDate",
  "PrimaryCompletionDateType",
  "Condition",
  "PrimaryOutcomeMeasure",
  "PrimaryOutcomeTimeFrame",
  "HasResults",
  "LocationCountry",
  "LocationStatus",
  "LastUpdatePostDate",
].join(",");

export interface CtgovClientOptions {
  baseUrl: string;
  limiter: RateLimiter;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log: (message: string) => void;
}

export interface StudiesAnswer {
  studies: RegistryStudy[];
  /** Ids the registry answered for but whose record could not be read. */
  unreadable: string[];
}

export function createCtgovClient({
  baseUrl,
  limiter,
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
  log,
}: CtgovClientOptions) {
  // When each unanswered request was sent (after its turn in the pace queue), to tell a hanging registry from a busy queue.
  const sentAt = new Set<number>();
  const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let sent: number | undefined;
    try {
      await limiter.acquire(signal);
      sent = performance.now();
      sentAt.add(sent);
      const res = await fetchImpl(url, { signal, headers: { accept: "application/json" } });
      if (res.status === 404) return { status: 404, body: undefined };
      if (!res.ok) throw new RegistryUnavailable(`HTTP ${res.status}`);
      return { status: res.status, body: await res.json() };
    } catch (error) {
      if (error instanceof RegistryUnavailable) throw error;
      const name = (error as Error).name;
      throw new RegistryUnavailable(
        name === "TimeoutError" || name === "AbortError" ? `no answer in ${timeoutMs} ms` : (error as Error).message,
      );
    } finally {
      if (sent !== undefined) sentAt.delete(sent);
    }
  };

  const readStudy = (raw: unknown, answer: StudiesAnswer) => {
    const parsed = parseStudy(raw);
    if (parsed.ok) return answer.studies.push(parsed.study);
    log(`ClinicalTrials.gov: skipped a study it could not read (${parsed.nctId ?? "no NCT id"}): ${parsed.reason}`);
    if (parsed.nctId) answer.unreadable.push(parsed.nctId);
  };

  return {
    /** How long the oldest request sent and not yet answered has been waiting (0 when none). */
    oldestUnansweredMs(): number {
      let oldest = Infinity;
      for (const at of sentAt) oldest = Math.min(oldest, at);
      return oldest === Infinity ? 0 : performance.now() - oldest;
    },

    /** One study, or null when the id is not registered (404). */
    async fetchStudy(nctId: string): Promise<StudiesAnswer> {
      const { status, body } = await getJson(`${baseUrl}/studies/${nctId}?fields=${CTGOV_FIELDS}`);
      const answer: StudiesAnswer = { studies: [], unreadable: [] };
      if (status !== 404) readStudy(body, answer);
      return answer;
    },

    /** Many studies with `filter.ids`, following page tokens; ids the answer lacks are not registered. */
    async fetchStudies(nctIds: string[]): Promise<StudiesAnswer> {
      const answer: StudiesAnswer = { studies: [], unreadable: [] };
      const query = `filter.ids=${nctIds.join(",")}&fields=${CTGOV_FIELDS}&pageSize=${Math.min(nctIds.length, 1000)}`;
      let token: string | undefined;
      // A page per id at worst; a registry that keeps handing out tokens does not hold us forever.
      for (let page = 0; page <= nctIds.length; page++) {
        const { body } = await getJson(
          `${baseUrl}/studies?${query}${token ? `&pageToken=${encodeURIComponent(token)}` : ""}`,
        );
        const parsed = searchPageSchema.safeParse(body);
        if (!parsed.success) throw new RegistryUnavailable("an answer that is not a list of studies");
        for (const raw of parsed.data.studies) readStudy(raw, answer);
        token = parsed.data.nextPageToken;
        if (!token) break;
      }
      return answer;
    },
  };
}

export type CtgovClient = ReturnType<typeof createCtgovClient>;
