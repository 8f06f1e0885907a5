import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  CHECKOUT,
  importClosure,
  importsOf,
  isProduction,
  isTestSupport,
  packageOf,
  productionImportsOfTestCode,
  sourcesUnder,
} from "./imports";

// What the server and the browser start from, and the importer the image ships beside them.
const ENTRIES = ["src/server/main.ts", "src/client/entry-client.tsx", "scripts/import-pubmed.ts"];
const devDependencies = Object.keys(JSON.parse(readFileSync(join(CHECKOUT, "package.json"), "utf8")).devDependencies);

describe("production code and test support stay apart", () => {
  test("no file under src/server, src/client or src/shared (tests aside) imports test support, a test or a script", () => {
    expect(productionImportsOfTestCode()).toEqual([]);
  });

  test("what the server, the browser and the importer load holds no test support and no dev dependency", () => {
    const closure = importClosure(ENTRIES, { runtimeOnly: true });
    expect(closure.has("src/client/routes/tree.ts")).toBe(true);
    expect(closure.has("src/server/search/import/parse-worker.ts")).toBe(true);
    expect([...closure].filter(isTestSupport)).toEqual([]);
    const devImports = [...closure].flatMap((file) =>
      importsOf(readFileSync(join(CHECKOUT, file), "utf8"))
        .filter((ref) => !ref.typeOnly && devDependencies.includes(packageOf(ref.specifier) ?? ""))
        .map((ref) => `${file} -> ${ref.specifier}`),
    );
    expect(devImports).toEqual([]);
  });

  test("every production file is loaded by the server, the browser or the importer: one only tests use belongs in src/testing", () => {
    const closure = importClosure(ENTRIES);
    expect(sourcesUnder(["src"]).filter((f) => isProduction(f) && !closure.has(f))).toEqual([]);
  });
});

describe("the check itself, on an invented checkout", () => {
  const root = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  afterAll(() => rmSync(root, { recursive: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  test("sees static, multi-line, type-only, dynamic and worker imports", () => {
    const refs = importsOf(
      [
        'import { a,\n  b } from "./a";',
        'import type { T } from "./t";',
        'export * from "./e";',
        'import "./side";',
        'const m = await import("./lazy");',
        'new Worker(new URL("./worker.ts", import.meta.url).href);',
      ].join("\n"),
    );
    expect(refs.map((r) => `${r.specifier}${r.typeOnly ? " (type)" : ""}`).sort()).toEqual(
      ["./a", "./e", "./lazy", "./side", "./t (type)", "./worker.ts"].sort(),
    );
  });

  test("names a production file that imports test support, a test file or a script", () => {
    write("src/testing/helper.ts", "export const h = 1;");
    write("src/server/thing.test.ts", "export const t = 1;");
    write("scripts/measure.ts", "export const m = 1;");
    write("src/server/a.ts", 'import { h } from "../testing/helper";\nexport const a = h;');
    write("src/client/b.tsx", 'export { t } from "../server/thing.test";');
    write("src/shared/c.ts", 'const m = () => import("../../scripts/measure");');
    write("src/server/fine.ts", 'import { a } from "./a";');
    write("src/server/a.test.ts", 'import { h } from "../testing/helper";');
    expect(productionImportsOfTestCode(root)).toEqual([
      "src/client/b.tsx -> src/server/thing.test.ts",
      "src/server/a.ts -> src/testing/helper.ts",
      "src/shared/c.ts -> scripts/measure.ts",
    ]);
  });

  test("follows the closure through dynamic imports, and type-only ones only when asked", () => {
    write("src/server/main.ts", 'import type { X } from "./types";\nconst lazy = () => import("./lazy");');
    write("src/server/types.ts", 'import { h } from "../testing/helper";\nexport type X = number;');
    write("src/server/lazy.ts", "export const l = 1;");
    expect([...importClosure(["src/server/main.ts"], { runtimeOnly: true, root })].sort()).toEqual([
      "src/server/lazy.ts",
      "src/server/main.ts",
    ]);
    expect(importClosure(["src/server/main.ts"], { root }).has("src/testing/helper.ts")).toBe(true);
  });
});
