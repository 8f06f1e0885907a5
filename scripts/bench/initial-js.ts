import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { buildClient } from "../build-client";
import { assetsDir } from "../../src/server/ssr/client-assets";

/** Gzipped size of every script the landing page loads before any interaction (entry and its static imports). */
export async function measureInitialJs(): Promise<{ files: string[]; gzipBytes: number; rawBytes: number }> {
  const assets = await buildClient();
  const seen = new Set<string>();
  const queue = [assets.js.replace("/assets/", "")];
  let gzipBytes = 0;
  let rawBytes = 0;
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = await Bun.file(join(assetsDir, name)).text();
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    // Static imports only: `import ... from "./chunk-x.js"`, not `import("./chunk-y.js")`.
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) queue.push(m[1]!);
  }
  return { files: [...seen], gzipBytes, rawBytes };
}
