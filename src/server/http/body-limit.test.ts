import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";

const json = { "content-type": "application/json" };

/** A body that arrives in pieces with no Content-Length, as a chunked upload does; counts what was pulled. */
function chunked(totalBytes: number, piece = 64 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const n = Math.min(piece, totalBytes - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

describe("request body limits", () => {
  test("a 60 MB search body is refused with a 413 that says the limit, without being read", async () => {
    const { request } = createTestApp();
    const started = performance.now();
    const res = await request("/api/search", {
      method: "POST",
      headers: json,
      body: `{"query":"${"a".repeat(60 * 1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request body is too large: this endpoint takes at most 16 KB.");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("without Content-Length, reading stops as soon as the body passes the limit", async () => {
    const { request } = createTestApp();
    const body = chunked(60 * 1024 * 1024);
    const res = await request("/api/summarize", {
      method: "POST",
      headers: json,
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain("at most 256 KB");
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  test("each endpoint has its own limit: a saved trial may be larger than a search", async () => {
    const { request } = createTestApp();
    const big = JSON.stringify({ query: "x", padding: "y".repeat(100 * 1024) });
    expect((await request("/api/search", { method: "POST", headers: json, body: big })).status).toBe(413);
    // Past the size check, the saved-trials route answers as it always did (401: not signed in).
    expect((await request("/api/saved-trials", { method: "POST", headers: json, body: big })).status).toBe(401);
  });

  test("a saved trial past 512 KB and a sign-in past 16 KB are refused, each naming its own limit", async () => {
    const { request } = createTestApp();
    const huge = JSON.stringify({ padding: "y".repeat(600 * 1024) });
    const saved = await request("/api/saved-trials", { method: "POST", headers: json, body: huge });
    expect(saved.status).toBe(413);
    expect((await saved.json()).message).toBe("The request body is too large: this endpoint takes at most 512 KB.");
    const signIn = await request("/api/auth/local/login", { method: "POST", headers: json, body: huge });
    expect(signIn.status).toBe(413);
    expect((await signIn.json()).message).toContain("at most 16 KB");
  });

  test("bad JSON is still a 400 in words; a body that is not JSON is told to be a JSON object", async () => {
    const { request } = createTestApp();
    const bad = await request("/api/search", { method: "POST", headers: json, body: "{nope" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("The request body is not valid JSON.");
    const text = await request("/api/search", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "melanoma",
    });
    expect(text.status).toBe(400);
    expect((await text.json()).message).toContain("The body must be a JSON object");
  });
});
