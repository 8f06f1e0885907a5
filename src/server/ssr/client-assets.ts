import { join } from "node:path";

/** Hashed URLs of the browser bundle and stylesheet, written by scripts/build-client.ts. */
export interface ClientAssets {
  js: string;
  css: string;
  /** Source module loaded with `import()` (from the project root) → URLs of its chunk and that chunk's imports. */
  lazyChunks?: Record<string, string[]>;
}

export const distDir = join(import.meta.dir, "../../../dist");
export const assetsDir = join(distDir, "assets");
export const manifestPath = join(distDir, "manifest.json");

/** The server refuses to start without a client build, saying how to make one. */
export async function readClientAssets(): Promise<ClientAssets> {
  const file = Bun.file(manifestPath);
  if (!(await file.exists())) {
    console.error(`No client build at ${manifestPath}. Run \`bun run build\` first (or \`bun run dev\`).`);
    process.exit(1);
  }
  return (await file.json()) as ClientAssets;
}
