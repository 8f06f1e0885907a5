import { efetchError, esearchError, htmlErrorPage, RATE_LIMIT_BODY } from "./responses";

export type Endpoint = "esearch" | "efetch";

/** Failures E-utilities clients meet: 429 under the limit, 500 HTML, 502, truncated XML, <ERROR> in a 200, resets. */
export type FaultKind = "429" | "500-html" | "502" | "truncated" | "error-200" | "reset" | "slow";

export interface FaultOptions {
  /** How many requests fail this way; 1 unless set (Infinity for "always"). */
  times?: number;
  /** Only requests to this endpoint; both when unset. */
  endpoint?: Endpoint;
  /** "429" only: a Retry-After header, in seconds or as an HTTP date. */
  retryAfter?: number | string;
  /** "slow" only: how long to wait before answering normally (default 1000 ms). */
  delayMs?: number;
  /** Replaces the fault's body, e.g. `{"error":"..."}` for an "error-200". */
  body?: string;
}

export interface Fault extends FaultOptions {
  kind: FaultKind;
  remaining: number;
}

export interface FaultContext {
  endpoint: Endpoint;
  retmode: "json" | "xml";
  /** The answer the stand-in would give without the fault. */
  healthy: () => Response | Promise<Response>;
}

const XML = "text/xml; charset=UTF-8";
const JSON_TYPE = "application/json; charset=UTF-8";
const HTML = "text/html; charset=UTF-8";

const answer = (body: string, status: number, type: string, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "content-type": type, ...extra } });

/** The response for a fault other than "slow" (which only delays the healthy answer). */
export async function faultResponse(fault: Fault, ctx: FaultContext): Promise<Response> {
  switch (fault.kind) {
    case "429": {
      const retryAfter: Record<string, string> =
        fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) };
      return answer(fault.body ?? RATE_LIMIT_BODY, 429, JSON_TYPE, retryAfter);
    }
    case "500-html":
      return answer(fault.body ?? htmlErrorPage(500, "Internal Server Error"), 500, HTML);
    case "502":
      return answer(fault.body ?? htmlErrorPage(502, "Bad Gateway"), 502, HTML);
    case "error-200":
      return answer(fault.body ?? errorBody(ctx), 200, ctx.retmode === "json" ? JSON_TYPE : XML);
    case "truncated": {
      const healthy = await ctx.healthy();
      return answer(cutMidElement(await healthy.text()), 200, healthy.headers.get("content-type") ?? XML);
    }
    case "reset":
      // Erroring the body before any byte is sent makes Bun drop the socket: the client sees ECONNRESET.
      // `undefined` as the reason keeps Bun from printing a stack trace for this deliberate failure.
      return new Response(new ReadableStream({ pull: (controller) => controller.error(undefined) }));
    case "slow":
      return ctx.healthy();
  }
}

function errorBody({ endpoint, retmode }: FaultContext): string {
  if (endpoint === "efetch") return efetchError("Unable to obtain query #1");
  return esearchError("Search Backend failed: Database is not supported: pubmed", retmode);
}

/** Cuts a document a few characters into an element near 60% of its length, like a dropped transfer. */
export function cutMidElement(body: string): string {
  const open = body.lastIndexOf("<", Math.floor(body.length * 0.6));
  return body.slice(0, open >= 0 ? open + 4 : Math.floor(body.length / 2));
}

/** Takes one use of the first fault that applies to this endpoint, if any. */
export function takeFault(faults: Fault[], endpoint: Endpoint): Fault | undefined {
  const index = faults.findIndex((f) => f.remaining > 0 && (f.endpoint === undefined || f.endpoint === endpoint));
  if (index < 0) return undefined;
  const fault = faults[index]!;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(index, 1);
  return fault;
}
