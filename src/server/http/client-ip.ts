const PRIVATE_OR_LOOPBACK = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:|::ffff:(127|10|192\.168)\.)/i;

/**
 * Who is knocking, for slowing down password guessing. X-Forwarded-For is believed only when the socket
 * peer is a private or loopback address (a reverse proxy on our side); a client on the internet cannot
 * forge its way out of the limit. The last entry is the one our proxy appended.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | null): string {
  const peer = socketAddress ?? "";
  if (forwardedFor && (peer === "" || PRIVATE_OR_LOOPBACK.test(peer))) {
    const last = forwardedFor.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return peer || "unknown";
}
