import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented trials, one per way an abstract states its total with another word than "randomised".
const n = (abstract: string, title = "Drug Q or drug W for bone sarcoma: a randomised trial") => {
  const sheet = extractFactSheet({ title, abstract });
  return {
    count: sheet.participants.randomised,
    evidence: sheet.participants.evidence.map((e) => spanText({ title, abstract }, e)),
  };
};

describe("totals said with other words", () => {
  test('"Older men (N=84) with X were randomized" sizes the people randomised', () => {
    const found = n(
      "Older men (N=84) with stage I-II sarcoma having surgery were randomized to drug Q or drug W. Relapse did not differ.",
    );
    expect(found.count).toBe(84);
    expect(found.evidence[0]).toStartWith("men (N=84)");
    // Other people named before the verb join the count: the bracket sizes only the men.
    expect(
      n("Men (n = 40) with sarcoma and women with sarcoma were randomized to drug Q or drug W. Relapse was rare.")
        .count,
    ).toBeNull();
  });

  test("of three sizes, the one the other two add up to is the total", () => {
    expect(
      n(
        "METHODS: Patients (n = 90) were randomised to drug Q (n = 45) or drug W (n = 45). RESULTS: Relapse did not differ (P = 0.4).",
      ).count,
    ).toBe(90);
  });

  test('"a randomized trial of A versus B including 1,210 patients" gives the trial\'s size', () => {
    const found = n(
      "We report long-term results of a randomized trial of drug Q versus observation including 1,210 patients with sarcoma. Relapse-free survival was longer with drug Q (p = 0.01).",
    );
    expect(found.count).toBe(1210);
    expect(found.evidence).toEqual(["including 1,210 patients"]);
    // Another trial's size is not this one's.
    expect(
      n(
        "As in a previous randomized trial of drug Q including 900 patients, we compared drug Q with observation. Relapse-free survival was longer with drug Q (p = 0.01).",
      ).count,
    ).toBeNull();
  });

  test("a double-blind placebo-controlled trial that never says random still counts its people", () => {
    const found = n(
      "A double-blind, placebo-controlled trial of drug Q was designed. Eighty patients were included: 41 were given drug Q (20 mg daily) for 2 months, and 39 were given placebo. Appetite improved with drug Q (P < 0.01).",
      "Drug Q for appetite in cancer: a placebo-controlled study",
    );
    expect(found.count).toBe(80);
    expect(found.evidence).toEqual(["Eighty patients were included"]);
  });
});

describe("a protocol's planned size", () => {
  const PROTOCOL = "Drug Q or drug W for bone sarcoma: study protocol for a randomised trial";
  test('"Adult survivors (n = 48) who ... will be invited" is the planned size', () => {
    const sheet = extractFactSheet({
      title: PROTOCOL,
      abstract:
        "METHODS/DESIGN: Adult sarcoma survivors (n = 48) who finished treatment within 2 years will be invited to take part. They will be randomised to drug Q or drug W.",
    });
    expect(sheet.participants.randomised).toBe(48);
  });

  test('"Participants are sarcoma patients, a total of 1,200 at baseline" is the planned size; a total of samples is not', () => {
    const planned = (abstract: string) => extractFactSheet({ title: PROTOCOL, abstract }).participants.randomised;
    expect(
      planned(
        "METHODS/DESIGN: This is a cluster randomised trial of wards. Participants are sarcoma patients, a total of 1,200 at baseline.",
      ),
    ).toBe(1200);
    expect(
      planned(
        "METHODS/DESIGN: Wards will be randomised to drug Q or drug W. We will store a total of 1,200 blood samples.",
      ),
    ).toBeNull();
  });
});

const WORST: Record<string, string> = {
  subject: "women (N=40) with ",
  including: "a randomized trial of A including 40 patients including ",
};

describe("totals on adversarial text", () => {
  readsEachInLinearTime(WORST, (abstract) => n(abstract), "RESULTS: ");
});

describe("a protocol's planned size on adversarial text", () => {
  const PROTOCOL = "Drug Q or drug W for bone sarcoma: study protocol for a randomised trial";
  for (const text of ["survivors (n = 40) who will be ", "patients, a total of 40 at a total of "]) {
    test(`20,000 characters of "${text}" take under 100 ms`, () => {
      const abstract = `METHODS/DESIGN: ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);
      extractFactSheet({ title: PROTOCOL, abstract });
      expect(cpuTime(() => extractFactSheet({ title: PROTOCOL, abstract }))).toBeLessThan(100);
    });
  }
});
