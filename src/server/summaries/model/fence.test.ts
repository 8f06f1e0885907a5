import { describe, expect, test } from "bun:test";
import { createFence } from "./fence";

describe("createFence", () => {
  test("a token that occurs in the text is drawn again", () => {
    const tokens = ["AAAA", "AAAA", "BBBB"];
    const fence = createFence(["text with AAAA inside"], () => tokens.shift()!);
    expect(fence.token).toBe("BBBB");
    expect(fence.wrap("ABSTRACT", "x")).toBe("<<<ABSTRACT BBBB>>>\nx\n<<<END ABSTRACT BBBB>>>");
  });

  test("tokens are random per request", () => {
    expect(createFence([]).token).not.toBe(createFence([]).token);
    expect(createFence([]).token).toMatch(/^[0-9A-F]{18}$/);
  });
});
