import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { buildClient } from "../build-client";
import { assetsDir } from "../../src/server/ssr/client-assets";
import { row, type Row } from "./report";

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
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      queue.push(m[1]!);
  }
  return { files: [...seen], gzipBytes, rawBytes };
}

const TARGET_KB = 110;

/** The README row: gzipped initial JavaScript of `/` (rebuilds dist/ as `bun run build` does). */
export async function initialJsRows(): Promise<Row[]> {
  const m = await measureInitialJs();
  const kb = m.gzipBytes / 1024;
  return [
    row(
      `Initial JavaScript of \`/\` (gzip -9, ${m.files.length} file${m.files.length === 1 ? "" : "s"})`,
      `${kb.toFixed(1)} KB (${(m.rawBytes / 1024).toFixed(0)} KB minified)`,
      `≤ ${TARGET_KB} KB`,
      kb <= TARGET_KB,
    ),
  ];
}
