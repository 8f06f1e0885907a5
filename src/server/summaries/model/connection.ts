/** The request never reached the model server (refused, DNS, reset before an answer). */
export class ConnectionFailed extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "ConnectionFailed";
  }
}

/**
 * A fetch bound to `signal` that tells a connection failure apart from an abort. The ollama client takes no
 * signal for a call (and none at all without streaming), so this is how the HTTP request itself gets cancelled.
 */
export function fetchBoundTo(base: typeof fetch, signal: AbortSignal): typeof fetch {
  const bound = async (input: RequestInfo | URL, init?: RequestInit) => {
    const signals = init?.signal ? [signal, init.signal] : [signal];
    try {
      return await base(input, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (signals.some((s) => s.aborted)) throw error;
      throw new ConnectionFailed(error);
    }
  };
  return bound as typeof fetch;
}
