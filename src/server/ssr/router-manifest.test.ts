import { describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRouterManifest, entryLoaderScript } from "./router-manifest";

const assetsDir = mkdtempSync(join(tmpdir(), "trial-lens-manifest-"));
writeFileSync(join(assetsDir, "styles-1.css"), ".btn{color:red}");
const assets = {
  js: "/assets/entry-1.js",
  css: "/assets/styles-1.css",
  lazyChunks: {
    "src/client/components/toaster.tsx": ["/assets/chunk-toaster.js", "/assets/chunk-radix.js"],
    "src/client/features/search/search-route-page.tsx": ["/assets/chunk-search.js", "/assets/chunk-radix.js"],
  },
};

describe("router manifest", () => {
  test("inlines the stylesheet and loads the entry as a module", () => {
    const manifest = createRouterManifest(assets, assetsDir);
    expect(manifest.inlineCss?.styles).toEqual({ "/assets/styles-1.css": ".btn{color:red}" });
    expect(manifest.routes.__root__?.scripts).toEqual([
      { attrs: { type: "module", src: "/assets/entry-1.js", async: true } },
    ]);
  });

  test("preloads a lazy page's chunks on its own route only; the toaster's are left to load after the entry", () => {
    const { routes } = createRouterManifest(assets, assetsDir);
    expect(routes["/search"]?.preloads).toEqual(["/assets/chunk-search.js", "/assets/chunk-radix.js"]);
    expect(routes.__root__?.preloads).toBeUndefined();
    expect(routes["/favorites"]).toBeUndefined();
  });

  test("without a stylesheet file it links the stylesheet instead", () => {
    const manifest = createRouterManifest({ ...assets, css: "/assets/missing.css" }, assetsDir);
    expect(manifest.inlineCss).toBeUndefined();
    expect(manifest.routes.__root__?.css).toEqual(["/assets/missing.css"]);
  });
});

describe("router manifest for shared pages", () => {
  test("adds the entry module from an inline script instead of a <script src>", () => {
    const manifest = createRouterManifest(assets, assetsDir, { entryLoader: true });
    const scripts = manifest.routes.__root__?.scripts ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attrs).toBeUndefined();
    expect(scripts[0]?.children).toBe(entryLoaderScript("/assets/entry-1.js"));
    expect(entryLoaderScript("/assets/entry-1.js")).toContain('s.type="module";s.src="/assets/entry-1.js"');
  });
});
