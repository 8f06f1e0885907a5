import { describe, expect, test } from "bun:test";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  test("keeps a path on this site with its query and hash", () => {
    expect(safeReturnTo("/favorites")).toBe("/favorites");
    expect(safeReturnTo("/search?q=lung%20cancer#r2")).toBe("/search?q=lung%20cancer#r2");
  });

  test("sends anything that could leave the site to /", () => {
    for (const raw of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "favorites",
      "",
      undefined,
      42,
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeReturnTo(raw)).toBe("/");
    }
  });
});
