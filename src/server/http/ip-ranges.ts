/** IPv4 and IPv6 addresses and CIDR ranges, for deciding which proxies' X-Forwarded-For to believe. */

type Range = { v6: boolean; base: bigint; bits: number };

function parseV4(text: string): bigint | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseV6(text: string): bigint | undefined {
  const zoneless = text.replace(/%.*$/, "");
  const halves = zoneless.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  // An embedded IPv4 tail ("::ffff:10.0.0.1") counts as two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes(".")) {
    const v4 = parseV4(last.pop()!);
    if (v4 === undefined) return undefined;
    last.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  let value = 0n;
  for (const group of [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
}

const MAPPED_V4 = 0xffffn << 32n;

/** An address as a number; an IPv4-mapped IPv6 address ("::ffff:10.0.0.1") is read as the IPv4 one. */
export function parseIp(text: string): { v6: boolean; value: bigint } | undefined {
  const t = text.trim().replace(/^\[(.*)\]$/, "$1");
  const v4 = parseV4(t);
  if (v4 !== undefined) return { v6: false, value: v4 };
  const v6 = t.includes(":") ? parseV6(t) : undefined;
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === MAPPED_V4 >> 32n) return { v6: false, value: v6 & 0xffffffffn };
  return { v6: true, value: v6 };
}

/** "10.0.0.0/8", "fd00::/8" or a single address; undefined when it is neither. */
export function parseRange(text: string): Range | undefined {
  const [address = "", prefix, extra] = text.trim().split("/");
  if (extra !== undefined) return undefined;
  const ip = parseIp(address);
  if (!ip) return undefined;
  const width = ip.v6 ? 128 : 32;
  const bits = prefix === undefined ? width : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= width)) return undefined;
  const shift = BigInt(width - bits);
  return { v6: ip.v6, base: (ip.value >> shift) << shift, bits };
}

/** A test for "is this address in one of the ranges"; an address that does not parse is in none. */
export function rangeMatcher(ranges: readonly Range[]): (address: string) => boolean {
  return (address) => {
    const ip = parseIp(address);
    if (!ip) return false;
    return ranges.some((r) => {
      if (r.v6 !== ip.v6) return false;
      const shift = BigInt((r.v6 ? 128 : 32) - r.bits);
      return (ip.value >> shift) << shift === r.base;
    });
  };
}
