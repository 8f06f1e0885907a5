import { describe, expect, spyOn, test } from "bun:test";
import { runEval } from "../eval-summaries";

describe("eval:summaries", () => {
  test("without the development set it says so plainly and exits 0", () => {
    const log = spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(runEval([], undefined, "/nonexistent/fixtures/rct")).toBe(0);
      expect(log.mock.calls.flat().join(" ")).toContain("No development set at /nonexistent/fixtures/rct");
    } finally {
      log.mockRestore();
    }
  });

  test("--model is accepted and says model evaluation is not wired yet", () => {
    const log = spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(runEval(["--model", "llama3.1:8b"], undefined, "/nonexistent")).toBe(0);
      expect(log.mock.calls.flat().join(" ")).toContain("model evaluation is not wired yet");
    } finally {
      log.mockRestore();
    }
  });
});
