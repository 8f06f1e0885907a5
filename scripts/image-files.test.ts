import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CHECKOUT, importClosure, importsOf, isTestSupport, packageOf, resolveRelative } from "../src/testing/imports";
import { contextFiles, imageFiles, isIgnored, parseDockerignore, runtimeCopies } from "./image-files";

const shipped = imageFiles();
const devDependencies = Object.keys(JSON.parse(readFileSync(join(CHECKOUT, "package.json"), "utf8")).devDependencies);
const isSource = (path: string) => /\.tsx?$/.test(path);

describe("the Docker image (what the runtime stage's COPY lines take from the checkout)", () => {
  test("holds what the server runs: its entry, the route tree it renders, the migrations, the importer", () => {
    for (const file of [
      "src/server/main.ts",
      "src/client/routes/tree.ts",
      "src/shared/trial.ts",
      "db/migrations/0000_initial.sql",
      "public/robots.txt",
      "scripts/import-pubmed.ts",
      "package.json",
    ]) {
      expect(shipped).toContain(file);
    }
  });

  test("ships no test code and no test data", () => {
    expect(shipped.filter((f) => isTestSupport(f) || f.includes("/fixtures/"))).toEqual([]);
  });

  test("every module a shipped file loads is shipped too, and none is a dev dependency", () => {
    const missing: string[] = [];
    const devImports: string[] = [];
    for (const file of shipped.filter(isSource)) {
      for (const ref of importsOf(readFileSync(join(CHECKOUT, file), "utf8")).filter((r) => !r.typeOnly)) {
        const target = resolveRelative(file, ref.specifier);
        if (target && !shipped.includes(target)) missing.push(`${file} -> ${target}`);
        if (devDependencies.includes(packageOf(ref.specifier) ?? "")) devImports.push(`${file} -> ${ref.specifier}`);
      }
    }
    expect(missing).toEqual([]);
    expect(devImports).toEqual([]);
  });

  test("the build stage still has what `bun run build` loads", () => {
    const rules = parseDockerignore(readFileSync(join(CHECKOUT, ".dockerignore"), "utf8"));
    const closure = [
      ...importClosure(["scripts/build-client.ts", "src/client/entry-client.tsx"], { runtimeOnly: true }),
    ];
    expect(closure.filter((f) => isIgnored(f, rules))).toEqual([]);
    expect(contextFiles().filter((f) => !isIgnored(f, rules))).toContain("src/client/styles.css");
  });
});

describe("reading a Dockerfile and a .dockerignore, on invented ones", () => {
  test("only the last stage's COPY lines from the context count, with their destinations", () => {
    const dockerfile = [
      "FROM base AS build",
      "COPY . .",
      "FROM base",
      "COPY --from=build /app/dist ./dist",
      "COPY --chown=bun:bun package.json tsconfig.json ./",
      "COPY src/server \\",
      "  ./src/server",
      "COPY scripts/run.ts ./scripts/run.ts",
    ].join("\n");
    expect(runtimeCopies(dockerfile)).toEqual([
      { sources: ["package.json", "tsconfig.json"], dest: "" },
      { sources: ["src/server"], dest: "src/server" },
      { sources: ["scripts/run.ts"], dest: "scripts/run.ts" },
    ]);
  });

  test("folders, globs at any depth and `!` exceptions, the last matching rule winning", () => {
    const rules = parseDockerignore("# tests\nsrc/testing\n**/*.test.ts\nsrc/**/fixtures\n!src/server/keep.test.ts\n");
    expect(isIgnored("src/testing/client/render-app.tsx", rules)).toBe(true);
    expect(isIgnored("src/server/auth/session.test.ts", rules)).toBe(true);
    expect(isIgnored("src/server/pubmed/parse/fixtures/quirks.xml", rules)).toBe(true);
    expect(isIgnored("src/server/keep.test.ts", rules)).toBe(false);
    expect(isIgnored("src/server/auth/session.ts", rules)).toBe(false);
    expect(isIgnored("src/testing-notes.md", rules)).toBe(false);
  });
});
