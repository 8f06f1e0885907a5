import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts. A closing remark on harms is not the authors' verdict: read as one, a null trial's toxicity
// caveat was told as "the authors are more positive than the result", the opposite of the abstract.
const title = "Drug K with or without monthly boosters for low-grade bladder tumours: a randomized trial";
const sheetOf = (abstract: string) => extractFactSheet({ title, abstract });

describe("an unlabelled abstract closing on harms", () => {
  const nullTrial =
    "In all, 60 patients were randomized to drug K with or without monthly boosters. Thus, boosters did not lower the recurrence rate or delay recurrence. However, prolongation of toxicity was seen with boosters.";

  test("the verdict is the sentence before the harms remark, and no spin is flagged over a null", () => {
    const sheet = sheetOf(nullTrial);
    expect(sheet.conclusion?.text ?? "").toStartWith("Thus, boosters did not lower the recurrence rate");
    expect(sheet.flags).not.toContain("spin");
    expect(sheet.conclusion?.positive).toBe(false);
  });

  test('"There is no added toxicity." is not offered as the authors\' conclusion', () => {
    const sheet = sheetOf(
      "In all, 80 patients were randomized to drug K with or without boosters. Thus, the early results favour the boosters. There is no added toxicity.",
    );
    expect(sheet.conclusion?.text).toBe("Thus, the early results favour the boosters.");
  });

  test("effects on normal tissue closing a null trial raise no spin flag", () => {
    const sheet = sheetOf(
      "Patients were randomized to drug K with or without boosters. There was no difference in survival between the two groups. Late effects on normal tissue seemed a little worse with boosters.",
    );
    expect(sheet.conclusion).toBeNull();
    expect(sheet.flags).not.toContain("spin");
  });

  test("after further observations only, no conclusion is shown rather than one of them", () => {
    const sheet = sheetOf(
      "In all, 24 patients were randomized to drug K with or without boosters. Remission was 40% and 70% (P = 0.2). No change in kidney function could be observed after boosters. Complications were rare and mild.",
    );
    expect(sheet.conclusion).toBeNull();
  });
});

describe("a closing remark that leans on the sentence before it", () => {
  test('"the latter ..." is read with the verdict before it, not alone', () => {
    const text =
      sheetOf(
        "Fifteen patients had drug K three times a day. Tumour control was seen in 12. Thus, good early control must be weighed against late damage, which depends on dose and on the gap between doses. In practice the latter is easier to change.",
      ).conclusion?.text ?? "";
    expect(text).toStartWith("Thus, good early control must be weighed against late damage");
    expect(text).toEndWith("In practice the latter is easier to change.");
  });
});

describe("a closing call for more trials", () => {
  test("the null finding before it is the verdict, read as not favouring the treatment", () => {
    const conclusion = sheetOf(
      "We randomly assigned 200 women to drug K or radiotherapy. Survival was alike (HR 0.97; P=0.8). Both were well tolerated. This trial failed to show any gain in survival with drug K. Randomised trials of drug K added to radiotherapy are eagerly awaited.",
    ).conclusion;
    expect(conclusion?.text ?? "").toStartWith("This trial failed to show any gain in survival");
    expect(conclusion?.positive).toBe(false);
  });
});

describe('"SUMMARY BACKGROUND DATA" is background, not the conclusion', () => {
  test("the background sentence under it is not read as the authors' verdict", () => {
    const sheet = sheetOf(
      "OBJECTIVE: To compare scan P with scan Q for staging. SUMMARY BACKGROUND DATA: Nodal status is a key prognostic factor. METHODS: Both scans were read against pathology. RESULTS: Scan P found 30 of 36 tumours and scan Q 20. CONCLUSIONS: Scan P adds accuracy to staging with scan Q.",
    );
    expect(sheet.conclusion?.text).toBe("Scan P adds accuracy to staging with scan Q.");
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "harms remark": "There is no added toxicity. However, the rate of " }, (text) =>
    sheetOf(text),
  );
});
