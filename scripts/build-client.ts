import { mkdir, readdir, rm } from "node:fs/promises";
import { brotliCompressSync, constants } from "node:zlib";
import { join } from "node:path";

import { assetsDir, distDir, manifestPath, type ClientAssets } from "../src/server/ssr/client-assets";

const root = join(import.meta.dir, "..");

const hash = (text: string | Uint8Array) => new Bun.CryptoHasher("sha256").update(text).digest("hex").slice(0, 12);

/** Builds the browser bundle and the stylesheet into dist/, with content-hashed names. */
export async function buildClient({ production = true } = {}): Promise<ClientAssets> {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });

  const js = await Bun.build({
    entrypoints: [join(root, "src/client/entry-client.tsx")],
    outdir: assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: production,
    sourcemap: production ? "none" : "inline",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  });
  if (!js.success) throw new AggregateError(js.logs, "client bundle failed");
  const entry = js.outputs.find((o) => o.kind === "entry-point");
  if (!entry) throw new Error("client bundle has no entry point");

  const tmpCss = join(distDir, "styles.tmp.css");
  const tw = Bun.spawnSync(
    [process.execPath, join(root, "node_modules/@tailwindcss/cli/dist/index.mjs"), "-i", join(root, "src/client/styles.css"), "-o", tmpCss, ...(production ? ["--minify"] : [])],
    { cwd: root, stderr: "pipe" },
  );
  if (tw.exitCode !== 0) throw new Error(`tailwind failed: ${tw.stderr.toString()}`);
  const css = await Bun.file(tmpCss).text();
  const cssName = `styles-${hash(css)}.css`;
  await Bun.write(join(assetsDir, cssName), css);
  await rm(tmpCss);

  await precompress(assetsDir);
  const assets: ClientAssets = { js: `/assets/${entry.path.split("/").pop()}`, css: `/assets/${cssName}` };
  await Bun.write(manifestPath, JSON.stringify(assets, null, 2));
  return assets;
}

/** Gzip and Brotli copies beside each asset, so the server never compresses on a request. */
async function precompress(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const bytes = new Uint8Array(await Bun.file(join(dir, name)).arrayBuffer());
    await Bun.write(join(dir, `${name}.gz`), Bun.gzipSync(bytes, { level: 9 }));
    await Bun.write(join(dir, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (import.meta.main) {
  const started = performance.now();
  const assets = await buildClient({ production: !process.argv.includes("--dev") });
  console.log(`built ${assets.js} and ${assets.css} in ${Math.round(performance.now() - started)} ms`);
}
