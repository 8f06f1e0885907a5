import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { createPageCache } from "./page-cache";
import { createDocumentRenderer } from "./render-document";
import { createRouterManifest } from "./router-manifest";
import { pageText } from "../../testing/server/page-text";

/** The real renderer over a real app; only the clock and the memory cap are the test's. */
function setup(opts: { maxBytes?: number } = {}) {
  const { app } = createTestApp();
  const manifest = createRouterManifest(
    { js: "/assets/entry-client-test.js", css: "/assets/none.css" },
    "/nonexistent",
    {
      entryLoader: true,
    },
  );
  const clock = { now: 1_800_000_000_000 };
  const cache = createPageCache({
    renderer: createDocumentRenderer((r) => app.handle(r), manifest),
    secure: false,
    now: () => clock.now,
    ...opts,
  });
  const serve = async (path: string) => {
    const req = new Request(`http://localhost${path}`, { headers: { "accept-encoding": "br" } });
    const res = await cache.serve(req, path, "203.0.113.9");
    if (!res) throw new Error(`${path} was not shared`);
    return pageText(res);
  };
  return { cache, clock, serve };
}

describe("page cache", () => {
  test("visitors arriving together before the page exists share one render", async () => {
    const { cache, serve } = setup();
    const pages = await Promise.all(Array.from({ length: 20 }, () => serve("/")));
    // Each render stamps its own time into the router's data: one render means one text.
    expect(new Set(pages).size).toBe(1);
    expect(cache.stats().pages).toBe(1);
  });

  test("a page is rendered anew after ten minutes even when its data has not changed", async () => {
    const { clock, serve } = setup();
    const first = await serve("/");
    clock.now += 9 * 60_000;
    expect(await serve("/")).toBe(first);
    clock.now += 60_000;
    expect(await serve("/")).not.toBe(first);
  });

  test("memory stays under its cap: the least recently served page goes first", async () => {
    const probe = setup();
    await probe.serve("/?v=probe");
    const cap = Math.floor(probe.cache.stats().bytes * 2.5);
    const { cache, serve } = setup({ maxBytes: cap });
    const a = await serve("/?v=a");
    const b = await serve("/?v=b");
    expect(await serve("/?v=a")).toBe(a);
    await serve("/?v=c");
    expect(cache.stats()).toMatchObject({ pages: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(cap);
    // "a" was served after "b", so "b" went and is rendered anew; "a" is still the bytes it was.
    expect(await serve("/?v=a")).toBe(a);
    expect(await serve("/?v=b")).not.toBe(b);
  });
});
