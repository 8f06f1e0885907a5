import { describe, expect, test } from "bun:test";
import { clientIp, createClientOf, onBehalfOf, parseTrustedProxies } from "./client-ip";

const none = parseTrustedProxies("");
const proxy = parseTrustedProxies("10.0.0.2, 172.16.0.0/12, fd00::/8");

describe("clientIp", () => {
  test("with no trusted proxies (the default), the socket address is the client, whatever the header says", () => {
    expect(clientIp("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    // A neighbour on the clinic LAN or behind Docker's NAT cannot pick its own address.
    expect(clientIp("10.0.0.5", "198.51.100.2", none)).toBe("10.0.0.5");
    expect(clientIp("127.0.0.1", "1.1.1.1", none)).toBe("127.0.0.1");
    expect(clientIp(undefined, null, none)).toBe("unknown");
  });

  test("a trusted proxy's report is believed; an untrusted peer's is not", () => {
    expect(clientIp("10.0.0.2", "198.51.100.1", proxy)).toBe("198.51.100.1");
    expect(clientIp("10.0.0.3", "198.51.100.1", proxy)).toBe("10.0.0.3");
    expect(clientIp("::ffff:10.0.0.2", "198.51.100.1", proxy)).toBe("198.51.100.1");
    expect(clientIp("fd12::1", "2001:db8::7", proxy)).toBe("2001:db8::7");
  });

  test("read from the right: a spoofed leftmost entry is not the client; chained trusted proxies are skipped", () => {
    expect(clientIp("10.0.0.2", "6.6.6.6, 198.51.100.1", proxy)).toBe("198.51.100.1");
    expect(clientIp("10.0.0.2", "198.51.100.1, 172.20.0.4", proxy)).toBe("198.51.100.1");
    expect(clientIp("10.0.0.2", " , ", proxy)).toBe("10.0.0.2");
  });

  test("a bad TRUSTED_PROXIES entry is named", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow('"10.0.0.0/33"');
    expect(() => parseTrustedProxies("proxy.local")).toThrow('"proxy.local"');
  });

  test("createClientOf reads the socket and the header of a request", () => {
    const clientOf = createClientOf("127.0.0.1");
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(clientOf(request, { requestIP: () => ({ address: "127.0.0.1" }) })).toBe("198.51.100.1");
    expect(clientOf(request, { requestIP: () => ({ address: "192.168.1.9" }) })).toBe("192.168.1.9");
    expect(clientOf(request, undefined)).toBe("unknown");
  });

  test("a proxy nobody named is reported once, saying what to set", () => {
    const warnings: string[] = [];
    const clientOf = createClientOf("", (m) => warnings.push(m));
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "198.51.100.1" } });
    clientOf(request, { requestIP: () => ({ address: "172.17.0.1" }) });
    clientOf(request, { requestIP: () => ({ address: "172.17.0.1" }) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("set TRUSTED_PROXIES=172.17.0.1");
  });

  test("a page's in-process data call counts as the visitor's, and no header can claim that", () => {
    const clientOf = createClientOf("");
    const inner = onBehalfOf(new Request("http://localhost/api/search", { method: "POST" }), "198.51.100.4");
    expect(clientOf(inner, undefined)).toBe("198.51.100.4");
    const forged = new Request("http://localhost/api/search", { headers: { "x-forwarded-for": "198.51.100.4" } });
    expect(clientOf(forged, { requestIP: () => ({ address: "203.0.113.1" }) })).toBe("203.0.113.1");
  });
});
