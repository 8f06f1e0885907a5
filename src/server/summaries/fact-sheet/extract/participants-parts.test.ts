import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { cpuTime } from "../../../../testing/timing";
import { countIsStated } from "../verify-count";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials, one per way a count of a part (an arm, some groups, the eligible) was taken for the total.
const TITLE = "Drug Q or drug W for bone sarcoma: a randomised trial";
const n = (abstract: string, title = TITLE) => {
  const sheet = extractFactSheet({ title, abstract });
  return {
    count: sheet.participants.randomised,
    evidence: sheet.participants.evidence.map((e) => spanText({ title, abstract }, e)),
  };
};

describe("thousands grouped by a space", () => {
  for (const [name, space] of [
    ["a plain space", " "],
    ["a thin space", "\u2009"],
    ["a no-break space", "\u00a0"],
    ["a comma", ","],
  ]) {
    test(`"12${space}345 women" with ${name} is 12345, and the verifier finds it stated`, () => {
      const found = n(
        `Between 1991 and 1997, 12${space}345 women were randomised to drug Q or drug W. Uptake was 70%.`,
      );
      expect(found.count).toBe(12345);
      expect(countIsStated(12345, found.evidence.join(" "))).toBe(true);
    });
  }
});

describe("a part is not the total", () => {
  test('"48 of the 150 eligible patients agreed to a randomised trial" counts the 48', () => {
    const found = n(
      "Between 1990 and 1995, 48 of the 150 eligible patients agreed to take part in a randomized trial of drug Q versus observation. Survival did not differ.",
    );
    expect(found.count).toBe(48);
    expect(found.evidence[0]).toStartWith("48 of the 150");
  });

  test('"12 of the 40 patients randomised to drug Q" counts neither', () => {
    expect(
      n("RESULTS: Grade 3 nausea occurred in 12 of the 40 patients randomised to drug Q. Survival did not differ.")
        .count,
    ).toBeNull();
  });

  test("one arm's allocation, the other's in the next sentence, is not the total", () => {
    const found = n(
      "METHODS: In one centre, 130 patients with sarcoma were studied. 66 were allocated drug Q. 64 were allocated placebo. RESULTS: Survival did not differ.",
    );
    expect(found.count).toBe(130);
    expect(
      n("METHODS: 66 were allocated drug Q. 64 were allocated placebo. RESULTS: Survival did not differ.").count,
    ).toBeNull();
  });

  test("two groups' sizes in a four-group design are not the total", () => {
    expect(
      n(
        "METHODS: After surgery patients were randomised to drug Q (group 1, n = 60) or to observation (group 2, n = 58). After marginal surgery, patients were given radiotherapy then drug Q (group 3, n = 20) or observation (group 4, n = 18). RESULTS: Survival did not differ between the four groups.",
      ).count,
    ).toBeNull();
    expect(
      n(
        "METHODS: In this 2 x 2 factorial trial, patients were randomised to drug Q (n = 50) or placebo (n = 50), and to drug W or placebo. RESULTS: Survival did not differ.",
      ).count,
    ).toBeNull();
    // Every group counted: the sum stands.
    expect(
      n(
        "METHODS: Patients were randomised to drug Q (n = 60) or observation (n = 58). RESULTS: Survival did not differ.",
      ).count,
    ).toBe(118);
  });
});

describe("an unstructured abstract's opening total", () => {
  test('"a total of 120 patients were entered" in the opening sentence is the total the four groups make', () => {
    const found = n(
      "From 1990 to 1995, a total of 120 patients with sarcoma were entered into a multicentre trial. After surgery the patients were randomized to drug Q (group 1, n = 40) or to observation (group 2, n = 41). After marginal surgery they were randomized to drug Q (group 3, n = 20) or observation (group 4, n = 19). Survival did not differ.",
    );
    expect(found.count).toBe(120);
    expect(found.evidence[0]).toEndWith("120 patients with sarcoma were entered");
    // Another trial's total, in the same place, is not this one's.
    expect(
      n(
        "A total of 900 patients were entered into a previous trial of drug Q. Here the patients were randomized to drug Q (group 1, n = 40) or observation (group 2, n = 41). After marginal surgery they were randomized to drug W (group 3, n = 20) or observation (group 4, n = 19). Survival did not differ.",
      ).count,
    ).toBeNull();
  });
});

describe("group sizes said as bracketed people", () => {
  test('"drug Q (205 participants) or drug W [203 participants]" adds up every group', () => {
    const found = n(
      "METHODS: Four centres recruited smokers and randomized them to receive either drug Q (205 participants) or drug W [203 participants]. RESULTS: Uptake was 90%.",
    );
    expect(found.count).toBe(408);
    expect(found.evidence).toEqual(["(205 participants)", "[203 participants]"]);
    // Two of a three-arm design's groups are not the total.
    expect(
      n(
        "METHODS: Smokers were randomized to one of three arms: drug Q (205 participants), drug W (203 participants) or advice. RESULTS: Uptake was 90%.",
      ).count,
    ).toBeNull();
  });
});

describe("part and spaced-number readers on adversarial text", () => {
  for (const text of [
    "160 921 ",
    "1\u2009234\u2009567 ",
    "61 of the 177 eligible ",
    "(group 4, n = 7) or ",
    "7 were allocated Q. ",
    "randomised to (7 patients) or ",
  ]) {
    test(`20,000 characters of "${text}" take under 100 ms`, () => {
      const abstract = `METHODS: ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);
      n(abstract);
      expect(cpuTime(() => n(abstract))).toBeLessThan(100);
    });
  }
});
