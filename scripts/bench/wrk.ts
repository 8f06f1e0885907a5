/** One wrk run's throughput and tail latency. */
export interface WrkResult {
  rps: number;
  p99Ms: number;
}

export const wrkInstalled = () => Bun.which("wrk") !== null;

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's `--latency` table line `99%  12.34ms`, in ms. */
function p99(output: string): number {
  const m = /^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  if (!m) throw new Error(`no 99% line in wrk's output:\n${output}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** `wrk -c<connections> -t2 -d<seconds>s --latency` with a browser's Accept-Encoding; throws on socket errors or non-2xx answers. */
export async function runWrk(
  url: string,
  { connections = 50, seconds = 8, headers = {} as Record<string, string> } = {},
): Promise<WrkResult> {
  const headerArgs = Object.entries({ "Accept-Encoding": "gzip, deflate, br", ...headers }).flatMap(([k, v]) => [
    "-H",
    `${k}: ${v}`,
  ]);
  const proc = Bun.spawn(["wrk", `-c${connections}`, "-t2", `-d${seconds}s`, "--latency", ...headerArgs, url], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const [output, errors] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  if ((await proc.exited) !== 0) throw new Error(`wrk failed: ${errors || output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`wrk saw error answers from ${url}:\n${output}`);
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rps) throw new Error(`no Requests/sec in wrk's output:\n${output}`);
  return { rps: Number(rps[1]), p99Ms: p99(output) };
}
