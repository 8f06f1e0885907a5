import { rangeMatcher, parseRange } from "./ip-ranges";

/** What Bun's server tells about a request's socket; absent under app.handle() in tests. */
export type SocketInfo = { requestIP(request: Request): { address: string } | null } | null | undefined;

/** The client a request comes from, for per-client limits. */
export type ClientOf = (request: Request, server: SocketInfo) => string;

/**
 * X-Forwarded-For is believed only from the proxies the operator named (TRUSTED_PROXIES): anyone else could
 * pick their own address and reset every per-client limit. Read from the right, each trusted hop hands on to
 * the address it reports; the first address that is not a trusted proxy is the client.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  isTrusted: (address: string) => boolean,
): string {
  let client = socketAddress || "unknown";
  if (!forwardedFor || !isTrusted(client)) return client;
  const hops = forwardedFor
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  while (hops.length && isTrusted(client)) client = hops.pop()!;
  return client;
}

/** TRUSTED_PROXIES as written ("10.0.0.2, 172.16.0.0/12"); throws naming an entry that is not an address or range. */
export function parseTrustedProxies(list: string): (address: string) => boolean {
  const entries = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const ranges = entries.map((entry) => {
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    return range;
  });
  return rangeMatcher(ranges);
}

// Requests the server makes to itself (a page's data calls) have no socket; they carry the visitor's address here,
// where no header sent from outside can reach.
const inProcess = new WeakMap<Request, string>();

/** Marks an in-process request as made for this client, so per-client limits count the visitor, not the server. */
export function onBehalfOf(request: Request, client: string): Request {
  inProcess.set(request, client);
  return request;
}

/** `warn` is told once when a proxy nobody named forwards requests: then every visitor counts as that proxy. */
export function createClientOf(trustedProxies: string, warn: (message: string) => void = console.warn): ClientOf {
  const isTrusted = parseTrustedProxies(trustedProxies);
  let warned = false;
  return (request, server) => {
    const own = inProcess.get(request);
    if (own) return own;
    const peer = server?.requestIP(request)?.address;
    const forwarded = request.headers.get("x-forwarded-for");
    if (forwarded && peer && !isTrusted(peer) && !warned) {
      warned = true;
      warn(
        `[client-ip] Requests from ${peer} carry X-Forwarded-For, but TRUSTED_PROXIES does not name ${peer}: every visitor behind it shares one per-client limit. If it is your reverse proxy, set TRUSTED_PROXIES=${peer}.`,
      );
    }
    return clientIp(peer, forwarded, isTrusted);
  };
}
