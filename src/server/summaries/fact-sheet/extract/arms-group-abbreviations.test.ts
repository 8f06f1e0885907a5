import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe('groups named by abbreviations ("the TN group") take the name and role their definition gives, short form kept', () => {
  test('"therapeutic needling (TN)" against \'"sham" placebo needling (SN)\': the sham is the comparator', () => {
    const abstract =
      'This study compared the effectiveness of therapeutic needling (TN) to "sham" placebo needling (SN). Subjects were randomly assigned to TN or SN. Scores fell more in the TN group compared with the SN group (P = .006).';
    expect(arms("Needling reduces night sweats in lymphoma: a randomized single-blind trial", abstract)).toEqual([
      ["intervention", "therapeutic needling (TN)"],
      ["control", "sham placebo needling"],
    ]);
  });

  test('"drug T (DT group) or drug T plus chemotherapy (DT-CT group)": the arm adding chemotherapy is tested', () => {
    const long =
      "METHODS: They were randomized to receive either drug T (DRT group) or drug T plus chemotherapy (DRT-CT group). RESULTS: Relapse-free rates were 73% in the DRT group and 79% in the DRT-CT group (P = 0.06).";
    expect(arms("A randomized trial of adjuvant chemotherapy in patients given drug T", long)).toEqual([
      ["intervention", "drug T plus chemotherapy (DRT-CT)"],
      ["control", "drug T (DRT)"],
    ]);
    const abstract =
      "METHODS: They were randomized to receive either drug T (DT group) or drug T plus chemotherapy (DT-CT group). RESULTS: Relapse-free rates were 73% in the DT group and 79% in the DT-CT group (P = 0.06).";
    expect(arms("A randomized trial of adjuvant chemotherapy in patients given drug T", abstract)).toEqual([
      ["intervention", "drug T plus chemotherapy (DT-CT)"],
      ["control", "drug T (DT)"],
    ]);
  });
});
