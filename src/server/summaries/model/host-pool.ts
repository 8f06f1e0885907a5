/** The hosts one summary tries, in order; it stays on the one that answers. */
export type HostRoute = {
  current(): string;
  /** Moves on to the next host not tried yet by this summary; false when none is left. */
  next(): boolean;
  /** How many hosts this summary has tried so far. */
  readonly tried: number;
};

export type HostState = { host: string; resting: boolean; lastFault?: string };

export type HostPool = {
  readonly hosts: readonly string[];
  /** The hosts for one summary: the next in turn first, then the others; hosts resting after a fault go last. */
  route(): HostRoute;
  /** A host that failed (refused, 5xx, timeout) is skipped for `pauseMs` while another one is up. */
  markDown(host: string, why: string): void;
  markUp(host: string): void;
  states(): HostState[];
};

/** Splits "http://a:11434, http://b:11434" into hosts, without trailing slashes. */
export const splitHosts = (list: string) =>
  list
    .split(",")
    .map((h) => h.trim().replace(/\/+$/, ""))
    .filter((h) => h !== "");

export function createHostPool(
  hosts: readonly string[],
  opts: { pauseMs?: number; now?: () => number } = {},
): HostPool {
  if (hosts.length === 0) throw new Error("a host pool needs at least one host");
  const pauseMs = opts.pauseMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const down = new Map<string, { until: number; why: string }>();
  let turn = 0;
  const resting = (host: string) => (down.get(host)?.until ?? 0) > now();

  return {
    hosts,
    route() {
      const start = turn++ % hosts.length;
      const rotated = [...hosts.slice(start), ...hosts.slice(0, start)];
      const order = [...rotated.filter((h) => !resting(h)), ...rotated.filter(resting)];
      let at = 0;
      return {
        current: () => order[at]!,
        next() {
          if (at + 1 >= order.length) return false;
          at++;
          return true;
        },
        get tried() {
          return at + 1;
        },
      };
    },
    markDown: (host, why) => void down.set(host, { until: now() + pauseMs, why }),
    markUp: (host) => void down.delete(host),
    states: () =>
      hosts.map((host) => {
        const fault = down.get(host);
        return { host, resting: resting(host), ...(fault && resting(host) ? { lastFault: fault.why } : {}) };
      }),
  };
}
