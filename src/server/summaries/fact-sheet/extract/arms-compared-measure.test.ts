import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented aims: what a comparison measures ("diagnostic performances of", "according to size") is not an arm.
const names = (title: string, abstract: string) => extractFactSheet({ title, abstract }).arms.map((a) => a.name);

describe("the measure of a comparison is not one of its arms", () => {
  test('"compare the diagnostic performances of A and B ... according to size" compares A and B', () => {
    const found = names(
      "Skin swab or punch biopsy for suspected skin cancer",
      "To compare the diagnostic performances of skin swab and punch biopsy for skin lesions according to lesion size. In 300 patients, sensitivity did not differ.",
    );
    expect(found.toSorted()).toEqual(["punch biopsy", "skin swab"]);
  });

  test('"A compared to B": the words after "compared to" are one arm, not split again at their own "to"', () => {
    const found = names(
      "Screening from age 40: a randomised trial",
      "We report a randomised trial of invitation to yearly ultrasound from age 40 compared to first invitation to the national programme at age 50. Deaths were fewer with yearly ultrasound (P = 0.04).",
    );
    expect(found).not.toContain("first invitation");
  });
});

describe("reading compared measures takes linear time", () => {
  readsEachInLinearTime(
    { "endless compared measures": "compare the diagnostic performances of a and b according to c compared to " },
    (text) => extractFactSheet({ title: "T", abstract: text }),
  );
});
