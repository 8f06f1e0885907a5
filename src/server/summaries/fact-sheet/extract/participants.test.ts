import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented trials, one per way an abstract says (or only implies) how many were randomised.
const n = (title: string, abstract: string) => {
  const sheet = extractFactSheet({ title, abstract });
  return {
    count: sheet.participants.randomised,
    evidence: sheet.participants.evidence.map((e) => spanText({ title, abstract }, e)),
  };
};
const RCT = "Drug Q or drug W after surgery for bone sarcoma: a randomised trial";

describe("number randomised", () => {
  test('"the patients were randomized" counts the people named in the sentence before', () => {
    const found = n(
      RCT,
      "METHODS: Forty-four patients with bone sarcoma had surgery at two centres between 2011 and 2015. Stratified by centre, the patients were randomized to drug Q 200 mg or drug W. RESULTS: Relapse was less frequent with drug Q (P = 0.03).",
    );
    expect(found.count).toBe(44);
    expect(found.evidence[0]).toBe("Forty-four patients");
  });

  test("two counts in the sentence before leave the total unsaid", () => {
    expect(
      n(
        RCT,
        "METHODS: Thirty patients with limb tumours and 22 patients with trunk tumours had surgery. The patients were randomized to drug Q or drug W. RESULTS: Relapse was similar (P = 0.4).",
      ).count,
    ).toBeNull();
  });

  test('"56 patients received A and 58 B": per-arm counts add up', () => {
    expect(
      n(
        RCT,
        "In this randomised comparison, 56 patients received drug Q and 58 drug W. Response was 30% and 20% (P = 0.2).",
      ).count,
    ).toBe(114);
    expect(
      n(
        RCT,
        "Patients were randomly assigned. Twenty dogs received drug Q and 21 received drug W. Response was similar (P = 0.5).",
      ).count,
    ).toBe(41);
  });

  test('"31 patients were randomly assigned A and 30 were assigned B" adds the second group', () => {
    expect(
      n(
        RCT,
        "RESULTS: Thirty-one patients were randomly assigned drug Q and 30 were assigned drug W. Response was similar (P = 0.3).",
      ).count,
    ).toBe(61);
  });

  test('"patients (41 with A and 29 with B)" in the allocation sentence, with no other count, adds up', () => {
    expect(
      n(
        RCT,
        "METHODS: A randomized, double blind trial was conducted in sarcoma patients (41 limb sarcoma and 29 trunk sarcoma) who received drug Q or placebo.\nRESULTS: Survival was longer with drug Q (P = 0.01).",
      ).count,
    ).toBe(70);
    // Ages or doses in the bracket are not people.
    expect(
      n(
        RCT,
        "METHODS: Adults (61 years and 58 years at median) were randomized to drug Q or placebo.\nRESULTS: Survival was longer with drug Q (P = 0.01).",
      ).count,
    ).toBeNull();
  });

  test('"Of the 210 patients, 180 completed ..." gives the whole when nothing else does', () => {
    expect(
      n(
        RCT,
        "METHODS: Patients were randomised to drug Q or drug W.\nRESULTS: Of the 210 patients, 180 completed treatment. Survival did not differ (P = 0.6).",
      ).count,
    ).toBe(210);
  });

  test('"randomize ... into intervention (n=93) and control (n=87) groups" sums the groups, not the men enrolled', () => {
    expect(
      n(
        RCT,
        "METHODS: We enrolled 200 men aged 50-70. Block randomization was used to randomize eligible men into intervention (n=93) and control (n=87) groups. RESULTS: Uptake rose (P = 0.01).",
      ).count,
    ).toBe(180);
  });

  test("a bracketed size after a randomised part of a mixed study is that part's size", () => {
    expect(
      n(
        RCT,
        "DESIGN: A pilot study with interviews (n=12) and a randomised comparison of two leaflets (n=40).\nRESULTS: Both leaflets were liked.",
      ).count,
    ).toBe(40);
    // Arms named after the trial ("receiving either A (n = 30) or B (n = 23)") are its groups, to add up.
    expect(
      n(
        RCT,
        "METHODS: This study used samples from a randomized controlled trial in adults receiving either drug Q (n = 30) or placebo ( n = 23) over 48 weeks.\nRESULTS: Marker K fell with drug Q (p = 0.02).",
      ).count,
    ).toBe(53);
  });

  test('"included in the per-protocol analysis" and "for every 50 women randomized" are not the number randomised', () => {
    expect(
      n(
        RCT,
        "METHODS: Patients were randomised to drug Q or drug W.\nRESULTS: Twenty-two patients were included in the per-protocol analysis. Relapse was rarer with drug Q (p = 0.01).",
      ).count,
    ).toBeNull();
    expect(
      n(
        RCT,
        "Women were randomized to drug Q or placebo. For every 50 women randomized to drug Q, one fewer fracture occurred.",
      ).count,
    ).toBeNull();
  });

  test('"Twelve sites, four hospitals and eight hospices" does not count the four', () => {
    expect(
      n(
        "Mouth care at the end of life: protocol for a cluster randomised trial",
        "METHODS: Twelve sites, four hospitals and eight hospices, will be randomised to mouth care A or mouth care B.",
      ).count,
    ).toBeNull();
  });

  test("a sub-analysis gives its parent trial's size from the sentence describing that trial", () => {
    const found = n(
      "Drug Q in older patients: a subgroup analysis of the randomised ZETA trial",
      "OBJECTIVES: In the randomized phase III ZETA trial, drug Q improved survival over drug W in 612 patients with sarcoma. Here we report the subgroup aged over 70 years.\nRESULTS: Among 140 older patients, survival was longer with drug Q (HR 0.7; 95% CI 0.5 to 0.95).",
    );
    expect(found.count).toBe(612);
    expect(found.evidence[0]).toBe("612 patients");
  });

  test("a background sentence about another randomised trial is not this trial's size", () => {
    expect(
      n(
        RCT,
        "BACKGROUND: A randomized trial in 900 patients showed benefit of drug W.\nMETHODS: Patients were randomised to drug Q or drug W.\nRESULTS: Relapse was similar (P = 0.5).",
      ).count,
    ).toBeNull();
  });
});

const WORST: Record<string, string> = {
  anaphoric: "Thirty patients had surgery, the patients were randomized to 40 mg. ",
  received: "56 patients received drug Q and 58 and 59 and 60 received ",
  ofWhole: "Of the 210 patients, Of the 210 patients, ",
  parent: "a subgroup analysis of the randomized trial in 436 patients in 437 women ",
  groupSizes: "a randomised comparison (n=40) or ( n = 5) ",
  breakdown: "randomized (41 a b c and 29 a b c and 41 a b c d e ",
};

describe("number randomised on adversarial text", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: RCT, abstract }), "RESULTS: ");
});
