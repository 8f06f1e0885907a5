/**
 * What the Ollama and OpenAI-compatible stand-ins share: a loopback server that keeps the chat bodies it gets, a
 * queue of scripted behaviours, and counts of requests running, at their peak, and left by their client.
 * Each protocol adds only its routes and wire format.
 */

/** Counters the test reads; `end` runs once per request whether it finished or the client left. */
export type RequestTracker = { end: (aborted: boolean) => void; signal: AbortSignal };

export type ModelStandInCore<Behaviour, Body> = {
  /** Behaviours for the next chat calls, in order; then answers are good again. */
  enqueue(...behaviours: Behaviour[]): void;
  /** Bodies of every chat request received, including refused ones. */
  readonly chatCalls: Body[];
  readonly activeRequests: number;
  readonly peakActiveRequests: number;
  /** Chat requests whose client went away before the answer ended. */
  readonly abortedRequests: number;
  stop(): Promise<void>;
};

/** What a protocol's routes get from the core. */
export type StandInState<Behaviour, Body> = {
  readonly chatCalls: Body[];
  /** The next scripted behaviour, or undefined for a good answer. */
  next(): Behaviour | undefined;
  /** Counts the request as running until `end`, or until its client leaves. */
  track(req: Request): RequestTracker;
};

type Route<Behaviour, Body> = (req: Request, state: StandInState<Behaviour, Body>) => Response | Promise<Response>;

export function serveModelStandIn<Behaviour, Body>(
  port: number | undefined,
  route: Route<Behaviour, Body>,
): ModelStandInCore<Behaviour, Body> & { readonly port: number } {
  const behaviours: Behaviour[] = [];
  const chatCalls: Body[] = [];
  let active = 0;
  let peak = 0;
  let aborted = 0;

  function track(req: Request): RequestTracker {
    let ended = false;
    active++;
    peak = Math.max(peak, active);
    const end = (wasAborted: boolean) => {
      if (ended) return;
      ended = true;
      active--;
      if (wasAborted) aborted++;
    };
    req.signal.addEventListener("abort", () => end(true), { once: true });
    return { end, signal: req.signal };
  }

  const state: StandInState<Behaviour, Body> = { chatCalls, next: () => behaviours.shift(), track };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: port ?? 0,
    idleTimeout: 0, // a hanging generation must stay open until the client leaves
    fetch: (req) => route(req, state),
  });

  return {
    port: server.port!,
    enqueue: (...more) => void behaviours.push(...more),
    chatCalls,
    get activeRequests() {
      return active;
    },
    get peakActiveRequests() {
      return peak;
    },
    get abortedRequests() {
      return aborted;
    },
    stop: () => server.stop(true),
  };
}
