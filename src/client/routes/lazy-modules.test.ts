import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { LAZY_MODULES } from "./lazy-modules";

const root = join(import.meta.dir, "../../..");

/** Every `import("./x")` in a file, as a path from the project root with its extension. */
function dynamicImports(file: string): string[] {
  const source = readFileSync(join(root, file), "utf8");
  return [...source.matchAll(/import\("([^"]+)"\)/g)].map((m) => {
    const base = relative(root, join(root, dirname(file), m[1]!));
    return ["tsx", "ts"].map((ext) => `${base}.${ext}`).find((p) => Bun.file(join(root, p)).size > 0)!;
  });
}

describe("lazy page modules the server preloads", () => {
  test("name exactly the modules the route tree imports lazily, each under its own route's path", () => {
    const tree = readFileSync(join(root, "src/client/routes/tree.ts"), "utf8");
    expect(Object.values(LAZY_MODULES).sort()).toEqual(dynamicImports("src/client/routes/tree.ts").sort());
    for (const [path, module] of Object.entries(LAZY_MODULES)) {
      const route = tree.slice(tree.indexOf(`path: "${path}"`));
      const firstImport = route.match(/import\("([^"]+)"\)/)?.[1];
      expect(module).toEndWith(`${firstImport!.replace("../", "client/")}.tsx`);
    }
  });
});
