import { describe, expect, test } from "bun:test";
import { brotliDecompressSync, createGunzip, gunzipSync } from "node:zlib";
import { compressResponse, negotiateEncoding } from "./compress";

const page = (accept?: string) =>
  compressResponse(
    new Request("http://localhost/", { headers: accept ? { "accept-encoding": accept } : {} }),
    new Response("<!DOCTYPE html>".padEnd(4000, " page"), {
      headers: { "content-type": "text/html", "set-cookie": "a=1" },
    }),
  );

describe("page compression", () => {
  test("prefers Brotli, then gzip; a q=0 refusal or no header gets the page as it is", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });

  test("the body decodes to the same page, with its headers kept and Vary set", async () => {
    const br = page("gzip, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    expect(br.headers.getSetCookie()).toEqual(["a=1"]);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(1000);
    expect(brotliDecompressSync(bytes).toString()).toStartWith("<!DOCTYPE html> page");
    const gz = page("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toHaveLength(4000);
    expect(await page().text()).toHaveLength(4000);
  });

  test("each streamed chunk is flushed at once, before the page has finished", async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode("<html><body>shell"));
        await finished;
        controller.close();
      },
    });
    const res = compressResponse(
      new Request("http://localhost/", { headers: { "accept-encoding": "gzip" } }),
      new Response(body),
    );
    const gunzip = createGunzip();
    let decoded = "";
    gunzip.on("data", (bytes: Buffer) => (decoded += bytes.toString()));
    const reader = res.body!.getReader();
    const deadline = Date.now() + 1000;
    while (!decoded.includes("shell") && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), Bun.sleep(100).then(() => null)]);
      if (next?.value) gunzip.write(next.value);
      await Bun.sleep(10);
    }
    finish();
    expect(decoded).toBe("<html><body>shell");
  });
});
