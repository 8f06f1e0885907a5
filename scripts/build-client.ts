import { mkdir, readdir, rm } from "node:fs/promises";
import { brotliCompressSync, constants } from "node:zlib";
import { join, relative, resolve } from "node:path";

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
    metafile: true,
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      // The server inlines the stylesheet; this lets the router's client keep that <style> as it hydrates.
      "process.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("true"),
    },
  });
  if (!js.success) throw new AggregateError(js.logs, "client bundle failed");
  const entry = js.outputs.find((o) => o.kind === "entry-point");
  if (!entry) throw new Error("client bundle has no entry point");

  const tmpCss = join(distDir, "styles.tmp.css");
  const tw = Bun.spawnSync(
    [
      process.execPath,
      join(root, "node_modules/@tailwindcss/cli/dist/index.mjs"),
      "-i",
      join(root, "src/client/styles.css"),
      "-o",
      tmpCss,
      ...(production ? ["--minify"] : []),
    ],
    { cwd: root, stderr: "pipe" },
  );
  if (tw.exitCode !== 0) throw new Error(`tailwind failed: ${tw.stderr.toString()}`);
  const css = await Bun.file(tmpCss).text();
  const cssName = `styles-${hash(css)}.css`;
  await Bun.write(join(assetsDir, cssName), css);
  await rm(tmpCss);

  await precompress(assetsDir);
  const assets: ClientAssets = {
    js: `/assets/${entry.path.split("/").pop()}`,
    css: `/assets/${cssName}`,
    lazyChunks: lazyChunks(js.metafile, `./${entry.path.split("/").pop()}`),
  };
  await Bun.write(manifestPath, JSON.stringify(assets, null, 2));
  return assets;
}

type Metafile = NonNullable<Awaited<ReturnType<typeof Bun.build>>["metafile"]>;

/**
 * For each module loaded with `import()` (route pages, the toaster): the chunk it became and the chunks that
 * chunk imports, minus the entry. The server names them in the page as module preloads, so a page's chunks
 * load beside the entry instead of after it.
 */
function lazyChunks(metafile: Metafile | undefined, entryOutput: string): Record<string, string[]> {
  if (!metafile) throw new Error("client bundle has no metafile");
  const outputs = metafile.outputs;
  const url = (path: string) => `/assets/${path.replace(/^\.\//, "")}`;
  const isEntry = (path: string) => path === entryOutput;
  const result: Record<string, string[]> = {};
  for (const [path, output] of Object.entries(outputs)) {
    if (!output.entryPoint || isEntry(path)) continue;
    const seen = new Set<string>();
    const queue = [path];
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next) || isEntry(next)) continue;
      seen.add(next);
      for (const imported of outputs[next]?.imports ?? [])
        if (imported.kind === "import-statement") queue.push(imported.path);
    }
    // Metafile paths are relative to the working directory; the server looks them up from the project root.
    result[relative(root, resolve(output.entryPoint))] = [...seen].map(url);
  }
  return result;
}

/** Gzip and Brotli copies beside each asset, so the server never compresses on a request. */
async function precompress(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const bytes = new Uint8Array(await Bun.file(join(dir, name)).arrayBuffer());
    await Bun.write(join(dir, `${name}.gz`), Bun.gzipSync(bytes, { level: 9 }));
    await Bun.write(
      join(dir, `${name}.br`),
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

if (import.meta.main) {
  const started = performance.now();
  const assets = await buildClient({ production: !process.argv.includes("--dev") });
  console.log(`built ${assets.js} and ${assets.css} in ${Math.round(performance.now() - started)} ms`);
}
