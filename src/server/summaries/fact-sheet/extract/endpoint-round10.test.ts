import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per way an aim or title is written (round 10, from set f's readings).
const endpoint = (title: string, abstract: string) => extractFactSheet({ title, abstract }).primaryEndpoint?.text ?? null;

describe("the endpoint is the outcome the aim names, not a word beside it", () => {
  test("'objective tumour responses' in the context does not outrank 'We compared overall survival'", () => {
    const text = endpoint(
      "Drug Q plus drug W versus drug W alone in kidney cancer",
      "PURPOSE: Drug Q plus drug W induces objective tumour responses in kidney cancer. We compared overall survival after drug Q plus drug W versus drug W alone. RESULTS: Median survival was 60 weeks and 40 weeks (P = .01).",
    );
    expect(text).toBe("overall survival");
  });

});

const WORST = {
  "'objective responses' repeated": "objective tumour responses objective ",
};
describe("linear time", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
