/** Reads the import graph of our own sources, for the tests that keep test support out of production and the image. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { Glob } from "bun";

/** The checkout's root: this file sits at src/testing/. */
export const CHECKOUT = join(import.meta.dir, "../..");

export interface ImportRef {
  specifier: string;
  /** `import type` / `export type`: erased before the code runs. */
  typeOnly: boolean;
}

const STATIC = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?["']([^"'\n]+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
// Workers are started from a file next to the code: new Worker(new URL("./parse-worker.ts", import.meta.url)).
const URL_OF = /\bnew URL\(\s*["'](\.[^"'\n]+)["']\s*,\s*import\.meta\.url/g;

/** Every module a source file names: static, dynamic and worker imports. */
export function importsOf(source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(STATIC)) refs.push({ specifier: m[2]!, typeOnly: !!m[1] });
  for (const m of source.matchAll(DYNAMIC)) refs.push({ specifier: m[1]!, typeOnly: false });
  for (const m of source.matchAll(URL_OF)) refs.push({ specifier: m[1]!, typeOnly: false });
  return refs;
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The checkout-relative file a relative specifier names, or undefined (a package, or a file that is not there). */
export function resolveRelative(fromFile: string, specifier: string, root = CHECKOUT): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = join(root, dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return undefined;
}

/** The package a bare specifier names (`@scope/name` or `name`); undefined for relative paths and `node:`/`bun:`. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || /^(node|bun):/.test(specifier) || specifier === "bun") return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Our TypeScript sources under the given folders, checkout-relative. */
export function sourcesUnder(folders: string[], root = CHECKOUT): string[] {
  return folders.flatMap((folder) => [...new Glob(`${folder}/**/*.{ts,tsx}`).scanSync({ cwd: root })]).sort();
}

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
/** Test support: the one home, the end-to-end suites, and any test file. */
export const isTestSupport = (path: string) =>
  path.startsWith("src/testing/") || path.startsWith("src/e2e/") || isTestFile(path);

/** The files reachable from `entries` through relative imports (type-only ones included unless `runtimeOnly`). */
export function importClosure(entries: string[], { runtimeOnly = false, root = CHECKOUT } = {}): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ref of importsOf(readFileSync(join(root, file), "utf8"))) {
      if (runtimeOnly && ref.typeOnly) continue;
      const target = resolveRelative(file, ref.specifier, root);
      if (target) stack.push(target);
    }
  }
  return seen;
}

/** Production code: what runs in the server and the browser, test files aside. */
export const isProduction = (path: string) => /^src\/(server|client|shared)\//.test(path) && !isTestFile(path);

/** `file -> target` for every production file that imports test support or a script. */
export function productionImportsOfTestCode(root = CHECKOUT): string[] {
  const found: string[] = [];
  for (const file of sourcesUnder(["src"], root).filter(isProduction)) {
    for (const ref of importsOf(readFileSync(join(root, file), "utf8"))) {
      const target = resolveRelative(file, ref.specifier, root);
      if (target && (isTestSupport(target) || target.startsWith("scripts/"))) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}
