import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { INVENTED_TRIAL } from "../testing/invented-trial";
import { BROWSER_UA, createTestApp } from "../testing/server/test-app";

describe("app", () => {
  const { request } = createTestApp();

  test("health answers anyone up or down, and nothing more", async () => {
    const res = await request("/api/health", undefined, "203.0.113.5");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(
      await (
        await request(
          "/api/health?deep=1",
          { headers: { authorization: "Bearer wrong-token-0123456789" } },
          "203.0.113.5",
        )
      ).json(),
    ).toEqual({
      status: "ok",
    });
  });

  test("health gives details from local state to the machine itself", async () => {
    const res = await request("/api/health", undefined, "127.0.0.1");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: "ok",
      database: "ok",
      pubmed: { url: "http://127.0.0.1:9/eutils" },
      model: { host: "http://127.0.0.1:9", model: "llama3.1:8b" },
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("with HEALTH_TOKEN, a caller that sends it gets the details from anywhere", async () => {
    const t = createTestApp({ HEALTH_TOKEN: "a-long-random-health-token" });
    const bearer = { headers: { authorization: "Bearer a-long-random-health-token" } };
    const body = await (await t.request("/api/health", bearer, "203.0.113.5")).json();
    expect(body.model).toMatchObject({ host: "http://127.0.0.1:9" });
    expect(await (await t.request("/api/health", undefined, "203.0.113.5")).json()).toEqual({ status: "ok" });
  });

  test("every API answer, compressed or not, error or not, says no-store and nosniff", async () => {
    const t = createTestApp({ SUMMARIZER: "builtin" });
    const summary = await t.request("/api/summarize", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br" },
      body: JSON.stringify(INVENTED_TRIAL),
    });
    expect(summary.headers.get("content-encoding")).toBe("br");
    for (const res of [
      summary,
      await t.request("/api/health"),
      await t.request("/api/nope"),
      await t.request("/api/search"),
      await t.request("/api/auth/user"),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  test("unknown API paths answer a JSON 404, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await request("/api/nope", { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).message).toContain("/api/nope");
    }
  });

  test("a known API path with the wrong method is a 405 that says which methods work", async () => {
    const search = await request("/api/search");
    expect(search.status).toBe(405);
    expect(search.headers.get("allow")).toBe("POST");
    expect(await search.json()).toEqual({ message: "GET is not supported at /api/search; use POST." });
    const saved = await request("/api/saved-trials/123", { method: "PUT" });
    expect(saved.status).toBe(405);
    expect(saved.headers.get("allow")).toBe("DELETE");
    expect((await request("/api/saved-trials/123/extra", { method: "DELETE" })).status).toBe(404);
  });

  test("a body that is not a JSON object is a 400 that says so", async () => {
    for (const init of [
      { body: "[]", headers: { "content-type": "application/json" } },
      { body: "lung", headers: { "content-type": "text/plain" } },
      {},
    ]) {
      const res = await request("/api/search", { method: "POST", ...init });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Invalid request. The body must be a JSON object (Content-Type: application/json).",
      });
    }
  });

  test("malformed JSON is a 400 with a readable message, not a 500", async () => {
    const res = await request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  test("the landing page is server-rendered, whole, and starts the client entry as a module", async () => {
    const res = await request("/", { headers: { "user-agent": BROWSER_UA } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    for (const text of [
      "Search Clinical Trials",
      "How It Works",
      "Who It&#x27;s For",
      "100,000+",
      "2M+",
      "45min",
      "90%",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Free access, no signup required, instant results");
    // Anonymous pages are shared: the entry is added by an inline script a hash can allow (decision 016).
    expect(html).toContain('s.type="module";s.src="/assets/entry-client-test.js";document.head.appendChild(s)');
    // The stylesheet comes inline, so the first paint does not wait for a second request.
    expect(html).toMatch(/<style[^>]*>body\{\}<\/style>/);
    expect(html).not.toContain('href="/assets/styles-test.css"');
    expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
  });

  test("pages with a session cookie carry a nonce CSP, and every script the page writes has that nonce", async () => {
    const res = await request("/search?q=melanoma", {
      headers: { "user-agent": BROWSER_UA, cookie: "session=not-a-session" },
    });
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('<script type="module" src="/assets/entry-client-test.js"');
    const again = await request("/", { headers: { "user-agent": BROWSER_UA, cookie: "session=not-a-session" } });
    expect(again.headers.get("content-security-policy")).not.toContain(nonce!);
  });

  test("pages are compressed for browsers that take Brotli", async () => {
    const res = await request("/", { headers: { "user-agent": BROWSER_UA, "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain("Free access, no signup required, instant results");
  });

  test("an unknown page is a 404 titled '404 Page Not Found'", async () => {
    const res = await request("/no/such/page", { headers: { "user-agent": BROWSER_UA } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>404 Page Not Found | Trial Lens</title>");
    expect(html).toContain("404 Page Not Found</h1>");
    expect(html.match(/<title>/g)?.length).toBe(1);
  });

  test("/search and /favorites render their headings", async () => {
    expect(await (await request("/search")).text()).toContain("Search Clinical Trials</h1>");
    expect(await (await request("/favorites")).text()).toContain("Saved Trials</h1>");
  });

  test("hashed assets are cached for a year; public files are served at the root", async () => {
    const asset = await request("/assets/entry-client-test.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await request("/assets/missing.js")).status).toBe(404);
    const icon = await request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain("<svg");
  });
});
