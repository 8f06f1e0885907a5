import { expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { locateExact, locatePhase, locateWord } from "./locate";

const source = {
  title: "A non-randomised pilot, then a randomized phase IIb/III study",
  abstract: "Patients will be randomly assigned. Registered as NCT01234567.",
};
const words = (span: ReturnType<typeof locateWord>) => (span ? spanText(source, span) : null);

test("a stem is found at a word start, whole words and several-word stems included, title first", () => {
  expect(words(locateWord(source, ["random"]))).toBe("randomized");
  expect(words(locateWord(source, ["will be"]))).toBe("will be");
  expect(words(locateWord(source, ["nothing here"]))).toBeNull();
});

test("the phase is found only as the sheet holds it", () => {
  expect(words(locatePhase(source, "2/3"))).toBe("phase IIb/III");
  expect(locatePhase(source, "3")).toBeNull();
});

test("a registration is found as written", () => {
  expect(words(locateExact(source, "NCT01234567"))).toBe("NCT01234567");
});
