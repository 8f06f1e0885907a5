import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { trials } from "../../../db/schema";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { signUp } from "../../testing/server/auth";
import { BROWSER_UA, createTestApp } from "../../testing/server/test-app";
import { inlineScriptDigests, pageText, visibleMarkup, withoutRenderTimes } from "../../testing/server/page-text";

const BROWSER = "gzip, deflate, br";
const SEARCH = "/search?q=lung%20cancer";
// isbot() takes it for a crawler: the router sends the whole page at once, as the shared render does.
const WHOLE_PAGE_UA = "curl/8.5.0";

let pubmed: StandIn;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({ records: inventedArticles() });
});
afterAll(() => pubmed.stop());

const newApp = () =>
  createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SEARCH_LIMIT_PER_MINUTE: "0" }, { eutilsPerSecond: 50 });
const get = (app: ReturnType<typeof newApp>, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "user-agent": BROWSER_UA, "accept-encoding": BROWSER, ...headers } });

describe("anonymous pages rendered once", () => {
  test("the landing and search pages are sent whole from memory, with the same content as a fresh render", async () => {
    const app = newApp();
    for (const path of ["/", SEARCH]) {
      const first = await pageText(await get(app, path));
      pubmed.reset();
      const second = await pageText(await get(app, path));
      // The second visitor gets the very same bytes, and the search page costs PubMed nothing.
      expect(second).toBe(first);
      expect(pubmed.requests).toHaveLength(0);
      // Another server process renders the same page anew: identical but for render times.
      const fresh = await pageText(await get(newApp(), path));
      expect(withoutRenderTimes(second)).toBe(withoutRenderTimes(fresh));
      // And a page rendered for one visitor alone (a stale session cookie) shows the reader the same markup.
      const own = await pageText(await get(app, path, { cookie: "session=stale", "user-agent": WHOLE_PAGE_UA }));
      expect(visibleMarkup(second)).toBe(visibleMarkup(own));
    }
    const html = await pageText(await get(app, SEARCH));
    expect(html).toContain("Drug A versus placebo in advanced non-small-cell lung cancer");
  });

  test("each encoding a client may ask for carries the same page, and Vary says the encoding matters", async () => {
    const app = newApp();
    const identity = await pageText(await get(app, "/", { "accept-encoding": "" }));
    const cases: [string, string | null][] = [
      [BROWSER, "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["deflate", "deflate"],
      ["identity", null],
      ["", null],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get(app, "/", { "accept-encoding": accept });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("accept-encoding");
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await pageText(res)).toBe(identity);
    }
  });

  test("a signed-in visitor is never served the shared page, and their page never becomes it", async () => {
    const app = newApp();
    const cookie = await signUp(app, "reader@example.org", "Reada");
    for (const path of ["/", SEARCH]) {
      // Signed in first, while nothing is cached: their page must not be what anonymous visitors get next.
      const mine = await pageText(await get(app, path, { cookie }));
      expect(mine).toContain('title="reader@example.org"');
      const anonymous = await pageText(await get(app, path));
      expect(anonymous).not.toContain("reader@example.org");
      expect(anonymous).toContain("Login");
      const mineAgain = await get(app, path, { cookie });
      expect(mineAgain.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(await pageText(mineAgain)).toContain('title="reader@example.org"');
    }
  });

  test("the shared page's CSP allows exactly its own inline scripts, by hash, and no other script", async () => {
    const app = newApp();
    for (const path of ["/", SEARCH, "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E"]) {
      const res = await get(app, path);
      const csp = res.headers.get("content-security-policy") ?? "";
      const html = await pageText(res);
      expect(csp).not.toContain("'nonce-");
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const allowed = [...csp.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]);
      const digests = inlineScriptDigests(html);
      expect(digests.length).toBeGreaterThan(2);
      expect(new Set(allowed)).toEqual(new Set(digests));
      // No script loads by src (a hash cannot allow it); the entry comes from an allowed inline script.
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      // A script someone manages to inject has a hash of its own, which the policy does not list.
      const injected = new Bun.CryptoHasher("sha256").update("alert(1)").digest("base64");
      expect(allowed).not.toContain(injected);
      expect(html).not.toContain("<script>alert(1)");
    }
  });

  test("a page made for one visitor's error is not handed to another who asked at the same moment", async () => {
    const app = createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SEARCH_LIMIT_PER_MINUTE: "1" }, { eutilsPerSecond: 50 });
    const headers = { "user-agent": BROWSER_UA, "accept-encoding": BROWSER };
    // The first visitor spends their one search a minute; the page they ask for next is refused to them alone.
    await app.request("/search?q=melanoma", { headers }, "203.0.113.1");
    const [theirs, mine] = await Promise.all([
      app.request(SEARCH, { headers }, "203.0.113.1").then(pageText),
      app.request(SEARCH, { headers }, "203.0.113.2").then(pageText),
    ]);
    // Refused on the server, their page leaves the search to their browser (which will be told to wait).
    expect(theirs).toContain("Searching...");
    expect(theirs).not.toContain("Drug A versus placebo in advanced non-small-cell lung cancer");
    expect(mine).toContain("Drug A versus placebo in advanced non-small-cell lung cancer");
  });

  test("a change in the data behind a cached search page renders it again", async () => {
    const app = newApp();
    const before = await pageText(await get(app, SEARCH));
    expect(before).toContain("Drug A versus placebo in advanced non-small-cell lung cancer");
    app.db
      .update(trials)
      .set({ title: "Drug A versus placebo: corrected title" })
      .where(eq(trials.pmid, "90000001"))
      .run();
    // Within the recheck interval (1 s) the page stands as it was rendered; after it, the new record shows.
    await Bun.sleep(1_100);
    const after = await pageText(await get(app, SEARCH));
    expect(after).toContain("Drug A versus placebo: corrected title");
    expect(after).not.toContain("Drug A versus placebo in advanced non-small-cell lung cancer");
  });
});
