import { expect, test } from "bun:test";
import { FACTS } from "../../../testing/fixtures/fact-sheet/client-sheet";
import { studyBadges } from "./badges";

const labels = (facts: typeof FACTS) => studyBadges(facts).map((b) => b.label);

// The server flags "not met" only for an endpoint the abstract calls primary; a null direction alone may be of a guessed outcome.
test('"Primary endpoint not met" follows the verified flag, not the direction alone', () => {
  const nullResult = { ...FACTS.primaryResult, direction: "no-significant-difference" as const };
  expect(labels({ ...FACTS, flags: [], primaryResult: nullResult })).not.toContain("Primary endpoint not met");
  expect(labels({ ...FACTS, flags: ["primary-not-met"], primaryResult: nullResult })).toContain(
    "Primary endpoint not met",
  );
});
