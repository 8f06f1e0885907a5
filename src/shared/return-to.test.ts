import { describe, expect, test } from "bun:test";
import { safeReturnTo } from "./return-to";

const APP = "https://trial-lens.example";

/** Where a browser on this site goes for `location.assign(path)`. */
const landing = (path: string) => new URL(path, `${APP}/login`);

describe("safeReturnTo", () => {
  test("keeps a path on this site with its query and hash", () => {
    expect(safeReturnTo("/")).toBe("/");
    expect(safeReturnTo("/favorites")).toBe("/favorites");
    expect(safeReturnTo("/search?q=lung%20cancer#r2")).toBe("/search?q=lung%20cancer#r2");
    expect(safeReturnTo("/search?q=a//b#c//d")).toBe("/search?q=a//b#c//d");
  });

  test("sends anything that could leave the site to /", () => {
    for (const raw of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "javascript:alert(1)",
      " /favorites",
      "favorites",
      "",
      undefined,
      42,
      ["/favorites"],
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeReturnTo(raw)).toBe("/");
    }
  });

  test("refuses paths that URL normalisation turns into another host", () => {
    for (const raw of [
      "/.//evil.example",
      "/..//evil.example",
      "/a/../..//evil.example",
      "/%2e//evil.example",
      "/%2e%2e//evil.example",
      "/.%2E//evil.example",
    ]) {
      expect(new URL(raw, APP).host).toBe("trial-lens.example");
      expect(safeReturnTo(raw)).toBe("/");
    }
  });

  test("keeps encoded slashes, backslashes and tabs as the path they are: browsers do not decode them", () => {
    for (const raw of [
      "/%2F/evil.example",
      "/%2f%2fevil.example",
      "/%5C/evil.example",
      "/%09/evil.example",
      "/%0A/evil.example",
    ]) {
      expect(safeReturnTo(raw)).toBe(raw);
      expect(landing(raw).origin).toBe(APP);
      expect(landing(raw).pathname).toBe(raw);
    }
  });

  test("a value that grows past the limit when encoded is refused, not cut", () => {
    expect(safeReturnTo(`/${"é".repeat(999)}`)).toBe("/");
    expect(safeReturnTo(`/${"é".repeat(300)}`)).toBe(`/${"%C3%A9".repeat(300)}`);
  });

  test("whatever it answers stays on this site and answers itself again", () => {
    const tricky = [
      "/",
      "/.",
      "/..",
      "/./",
      "/.//",
      "/%2e",
      "/a/./b/../c",
      "/?x",
      "/#x",
      "/é?é#é",
      "/a b",
      "/%",
      "/%zz/x",
      "/\u3000/x",
    ];
    for (const raw of tricky) {
      const safe = safeReturnTo(raw);
      expect(safe).toMatch(/^\/(?![/\\])/);
      expect(landing(safe).origin).toBe(APP);
      expect(safeReturnTo(safe)).toBe(safe);
    }
  });
});
