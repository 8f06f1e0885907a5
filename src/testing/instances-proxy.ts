/**
 * A tiny round-robin reverse proxy: each request goes to the next upstream, with the client's address appended to
 * X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does). An upstream that refuses the connection is skipped
 * for the next one, as nginx's proxy_next_upstream does before anything was sent; one that failed at all is left
 * out for 10 seconds, as nginx's defaults (max_fails=1, fail_timeout=10s) do.
 */
export interface RoundRobinProxy {
  readonly url: string;
  /** Requests sent to each upstream, by index. */
  readonly served: number[];
  stop(): void;
}

const FAIL_TIMEOUT_MS = 10_000;
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "content-length", "accept-encoding"];

export function startRoundRobinProxy(port: number, upstreams: string[]): RoundRobinProxy {
  const served = upstreams.map(() => 0);
  const downUntil = upstreams.map(() => 0);
  let next = 0;
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(request, srv) {
      const incoming = new URL(request.url);
      const peer = srv.requestIP(request)?.address ?? "127.0.0.1";
      const headers = new Headers(request.headers);
      for (const name of HOP_BY_HOP) headers.delete(name);
      const forwarded = headers.get("x-forwarded-for");
      headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${peer}` : peer);
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      for (let tries = 0; tries < upstreams.length; tries++) {
        const index = next++ % upstreams.length;
        // A failed upstream waits out its fail_timeout, unless every other one has failed too.
        if (downUntil[index]! > Date.now() && downUntil.some((t) => t <= Date.now())) {
          tries--;
          continue;
        }
        try {
          const res = await fetch(`${upstreams[index]}${incoming.pathname}${incoming.search}`, {
            method: request.method,
            headers,
            body,
            redirect: "manual",
            signal: request.signal,
          });
          served[index]!++;
          const out = new Headers(res.headers);
          out.delete("content-encoding");
          out.delete("content-length");
          return new Response(await res.arrayBuffer(), { status: res.status, headers: out });
        } catch (error) {
          // The client went away: no fault of the upstream's.
          if (request.signal.aborted) return new Response(null, { status: 499 });
          downUntil[index] = Date.now() + FAIL_TIMEOUT_MS;
          // Refused: nothing reached that instance, so the next one may take the request.
          if ((error as { code?: string }).code === "ECONNREFUSED") continue;
          return new Response(JSON.stringify({ message: `proxy: upstream failed (${(error as Error).message})` }), {
            status: 502,
          });
        }
      }
      return new Response(JSON.stringify({ message: "proxy: no instance answered" }), { status: 502 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, served, stop: () => server.stop(true) };
}
