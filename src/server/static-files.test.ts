import { describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { staticFiles } from "./static-files";

const assetsDir = mkdtempSync(join(tmpdir(), "static-files-"));
writeFileSync(join(assetsDir, "app-1.js"), "plain");
writeFileSync(join(assetsDir, "app-1.js.br"), "brotli");
writeFileSync(join(assetsDir, "app-1.js.gz"), "gzip");
writeFileSync(join(assetsDir, "only-gz-1.js"), "plain");
writeFileSync(join(assetsDir, "only-gz-1.js.gz"), "gzip");
const app = staticFiles({ assetsDir, publicDir: join(assetsDir, "none") });

const fetchAsset = async (name: string, acceptEncoding?: string) => {
  const res = await app.handle(
    new Request(`http://localhost/assets/${name}`, {
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    }),
  );
  return { encoding: res.headers.get("content-encoding"), body: await res.text() };
};

describe("precompressed assets", () => {
  test("the best encoding the client takes and the build wrote is sent", async () => {
    expect(await fetchAsset("app-1.js", "gzip, deflate, br")).toEqual({ encoding: "br", body: "brotli" });
    expect(await fetchAsset("only-gz-1.js", "gzip, br")).toEqual({ encoding: "gzip", body: "gzip" });
    expect(await fetchAsset("app-1.js")).toEqual({ encoding: null, body: "plain" });
  });

  test("an encoding refused with q=0 is not sent", async () => {
    expect(await fetchAsset("app-1.js", "br;q=0, gzip")).toEqual({ encoding: "gzip", body: "gzip" });
    expect(await fetchAsset("app-1.js", "br;q=0")).toEqual({ encoding: null, body: "plain" });
  });
});
