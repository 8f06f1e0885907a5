import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arm roles and names that would tell the reader the opposite", () => {
  test('"A with and without B": the arm with B is tested even when the title names it second', () => {
    const got = arms(
      "Short Course Versus Extended Zoravimab Therapy for Skin Lymphoma: A Randomized Trial",
      "Sixty patients were randomized to compare zoravimab with and without extended monthly infusions of zoravimab. Extended therapy did not lengthen remission.",
    );
    expect(got).toContainEqual(["control", "Short Course"]);
    expect(got.find(([role]) => role === "intervention")?.[1]).toMatch(/Extended/);
  });

  test('"surgery only" is the comparator, not a second tested arm', () => {
    const got = arms(
      "T",
      "Patients with tongue carcinoma were randomized. One group received surgical treatment only and a second group received preoperative intralesional velbrine. After 2 years remission in the surgery only group was 40% and that in the preoperative velbrine group, 70% (P=12%).",
    );
    expect(got.filter(([role]) => role === "control").map(([, n]) => n)).toEqual([
      expect.stringMatching(/surgery only/),
    ]);
  });

  test('"air" is the comparator of a trial of radiotherapy in oxygen', () => {
    const got = arms(
      "T",
      "Patients were allocated randomly to radiotherapy in oxygen or air. Local control was better in the oxygen group.",
    );
    expect(got).toContainEqual(["control", expect.stringMatching(/^(?:in )?air$/)]);
    expect(got.filter(([role]) => role === "control")).toHaveLength(1);
  });

  test('"non-X group" is the comparator of the "X group"', () => {
    const got = arms(
      "T",
      "We reviewed 90 patients: 40 were assigned to the brachytherapy group and 50 to the non-brachytherapy group. Survival was longer in the brachytherapy group (P = 0.03).",
    );
    expect(got).toEqual([
      ["intervention", "brachytherapy group"],
      ["control", "non-brachytherapy group"],
    ]);
  });

  test("a regimen's drugs in its open bracket stay one arm, and the arm called standard is the comparator", () => {
    const got = arms(
      "Adjuvant chemotherapy vs radiotherapy in uterine sarcoma: a randomised trial",
      "We randomly assigned 200 women to adjuvant CT (tarplatin (40 mg m−2), velbicin (30 mg m−2), every 21 days for six cycles, or external RT (50 Gy). No survival difference was seen (P=0.6). This trial failed to show any gain with CT over the standard adjuvant radiation therapy.",
    );
    expect(got).toEqual([
      ["intervention", expect.stringMatching(/chemotherapy|CT/)],
      ["control", expect.stringMatching(/radiotherapy|RT/)],
    ]);
  });

  test("a dose form, a count or a month is never shown as an arm", () => {
    const sheets = [
      arms("Kelmorin for poor appetite", "Patients were randomised to kelmorin, two 80 mg tablets/day, or placebo."),
      arms(
        "Four or three courses of tarplatin",
        "Patients were randomised between four or three courses of tarplatin.",
      ),
      arms("T", "Patients were randomised between March 2001 and May 2003 to receive the study drug."),
    ];
    for (const got of sheets)
      for (const [, name] of got) expect(name).not.toMatch(/^(?:tablets\/day|four|three|March|May 2003)$/i);
  });
});

readsEachInLinearTime(
  {
    "repeated with-and-without clauses": "A with and without B with or without ",
    "dose forms and months": "two 80 mg tablets/day, or surgery only between March and ",
  },
  (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }),
);
