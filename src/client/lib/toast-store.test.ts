import { describe, expect, test } from "bun:test";
import { act, renderHook } from "@testing-library/react";
import { dismissToast, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToasts } from "./toast-store";

describe("toast store", () => {
  test("one toast visible at a time, the newest; dismissed ones linger 1,000,000 ms", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["Second"]);
    act(() => dismissToast(result.current[0]!.id));
    expect(result.current[0]!.open).toBe(false);
  });
});
