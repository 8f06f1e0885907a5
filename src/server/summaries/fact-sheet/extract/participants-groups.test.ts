import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented trials, one per way an abstract gives its total only through its groups.
const n = (abstract: string, title = "Drug Q or drug W for bone sarcoma: a randomised trial") => {
  const sheet = extractFactSheet({ title, abstract });
  return {
    count: sheet.participants.randomised,
    evidence: sheet.participants.evidence.map((e) => spanText({ title, abstract }, e)),
  };
};

describe("the total from the groups' counts", () => {
  test('"70 randomised to A (66 complete) and 61 to B (56 complete)" adds every group, past the brackets', () => {
    const found = n(
      "RESULTS: Accrual closed in 2019 with 70 patients randomised to drug Q (66 complete cases) and 61 to drug W (56 complete cases). Relapse did not differ (P = 0.7).",
    );
    expect(found.count).toBe(131);
    expect(found.evidence).toEqual(["70 patients randomised", "61"]);
  });

  test("a factorial trial's four groups are all added, not the first two", () => {
    expect(
      n(
        "METHODS: We randomly assigned 40 patients to drug Q alone (10 mg over a two-week period), 42 patients to drug W alone, 41 patients to both, and 39 patients to observation. RESULTS: Survival was longer with drug Q (P = 0.01).",
      ).count,
    ).toBe(162);
  });

  test('"and 180 in the per-protocol analysis" is not a second group', () => {
    expect(
      n(
        "RESULTS: In all, 200 patients were randomised to drug Q or drug W, and 180 in the per-protocol analysis. Relapse did not differ (P = 0.5).",
      ).count,
    ).toBe(200);
  });

  test('a total stated as "included" that three groups add up to is the total, not the last two groups', () => {
    const found = n(
      "METHODS: The trial included 45 patients with sarcoma. 15 patients received drug Q, 14 patients received drug W and 16 patients received both. RESULTS: Relapse was rarer with both (P = 0.04).",
    );
    expect(found.count).toBe(45);
    expect(found.evidence).toEqual(["included 45 patients"]);
  });

  test('"There were 120 evaluable patients, of whom 61 received A while 59 received B" gives the evaluable total', () => {
    const found = n(
      "A randomised trial compared drug Q with drug W in sarcoma. There were 120 evaluable patients, of whom 61 received drug Q while 59 patients received drug W. Relapse did not differ.",
    );
    expect(found.count).toBe(120);
    expect(found.evidence).toEqual(["120 evaluable"]);
  });

  test("three groups listed in a two-arm trial, with no total they add up to, leave the number unsaid", () => {
    expect(
      n(
        "METHODS: Patients were randomised to drug Q or drug W. RESULTS: 15 patients received surgery, 14 patients received radiotherapy and 16 patients received neither. Relapse did not differ (P = 0.5).",
      ).count,
    ).toBeNull();
  });
});

describe("group counts of an event are not the trial's", () => {
  test('"Twelve patients died: 7 received A and 5 received B" gives no total', () => {
    expect(
      n(
        "METHODS: Patients were randomised to drug Q or drug W. RESULTS: Twelve patients died: 7 received drug Q and 5 received drug W. Survival did not differ (P = 0.6).",
      ).count,
    ).toBeNull();
  });

  test("a count smaller than the trial's other counts of people is not the total the groups add up to", () => {
    expect(
      n(
        "METHODS: A randomised trial compared drug Q with drug W in 300 patients. RESULTS: Among the 30 patients with lung metastases, 16 received drug Q and 14 received drug W. Survival did not differ.",
      ).count,
    ).not.toBe(30);
  });
});

const WORST: Record<string, string> = {
  lists: "21 patients received A, 18 patients received B and ",
  listsBracketed: "21 were given A (4 mg (5 mg, and 6 were given B ",
  factorial: "randomly assigned 40 patients to A (10 Gy, 42 patients to B, ",
  manySentences: "Among 300 patients, 16 received A and 14 received B. ",
};

describe("group counts on adversarial text", () => {
  readsEachInLinearTime(WORST, (abstract) => n(abstract), "RESULTS: ");
});
