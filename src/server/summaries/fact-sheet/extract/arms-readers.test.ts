import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

const sheetOf = (abstract: string, title = "T") => extractFactSheet({ title, abstract });
const arms = (abstract: string, title = "T") => sheetOf(abstract, title).arms.map((a) => [a.role, a.name]);

describe("arm readers", () => {
  test("the arm every participant had before the trial is the comparator", () => {
    const familiar =
      "METHODS: We enrolled 100 men who previously underwent at least one rigid cystoscopy. They were randomized for flexible or rigid cystoscopy.";
    expect(arms(familiar)).toEqual([
      ["intervention", "flexible cystoscopy"],
      ["control", "rigid cystoscopy"],
    ]);
    // Had both before: the history tells neither apart.
    const both =
      "METHODS: We enrolled 100 men who previously underwent flexible and rigid cystoscopy. They were randomized for flexible or rigid cystoscopy.";
    expect(arms(both).map(([role]) => role)).toEqual(["intervention", "intervention"]);
  });

  test("a title's shared hyphen ending names both arms, each quoted from the whole phrase", () => {
    const input = {
      title: "Acceptability of self- versus nurse-applied compression bandages after surgery",
      abstract: "METHODS: Patients were randomized. RESULTS: Both were accepted.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => a.name)).toEqual([
      "self-applied compression bandages",
      "nurse-applied compression bandages",
    ]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toBe("self- versus nurse-applied compression bandages");
  });

  test("a randomised order of two procedures everyone had names no arms; samples tested are not arms either", () => {
    const abstract =
      "METHODS: Participants were randomized to complete either self- or nurse-collection first. Self- and nurse-collected samples were tested.";
    expect(arms(abstract)).toEqual([]);
  });

  test('"(gold standard)" after one arm does not make the arm after it standard', () => {
    const abstract =
      "OBJECTIVE: To assess self-collected swabs in comparison to clinician-collected swabs.\nMETHODS: Participants were randomized to the order of collection.\nRESULTS: Compared with the clinician-collected swab (gold standard), the self-collected swab had a sensitivity of 80%.";
    expect(arms(abstract, "Self- versus clinician-collected swabs for HPV testing")).toEqual([
      ["intervention", "Self-collected swabs"],
      ["control", "clinician-collected swabs"],
    ]);
  });

  test('"the comparative efficacy of A and B" names the arms of a cohort that says it compares them; a registry that does not names none', () => {
    const cohort =
      "OBJECTIVE: To evaluate the comparative efficacy of cryoablation (CA) and partial nephrectomy for small renal masses.\nMETHODS: 120 patients underwent CA and 200 underwent partial nephrectomy.";
    expect(arms(cohort)).toEqual([
      ["intervention", "cryoablation"],
      ["control", "partial nephrectomy"],
    ]);
    const registry =
      "METHODS: We identified 900 patients in a national database treated with cryoablation or partial nephrectomy.\nRESULTS: Survival was similar.";
    expect(arms(registry, "Kidney tumours in a national registry")).toEqual([]);
  });

  test("an agent written after its dose joins the name; the evidence runs over the dose", () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: 120 patients were randomly assigned to two groups: surgery alone or surgery plus intratumoral injection of 3 x 10^11 vp oncolytic virus ZX (S+V).",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "surgery plus intratumoral injection of oncolytic virus ZX"],
      ["control", "surgery alone"],
    ]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toContain("3 x 10^11 vp oncolytic virus ZX");
  });

  test("a secondary analysis of a trial 'on the effect of X' names X, with its short form; 'a randomized trial of women' names no one", () => {
    const abstract =
      "METHODS: A database of 400 patients, enrolled in a randomized clinical trial on the effect of adjuvant hormone therapy (AHT), was analysed.\nRESULTS: Recurrence fell early.";
    expect(arms(abstract, "Time course of benefit from adjuvant therapy")).toEqual([
      ["intervention", "adjuvant hormone therapy (AHT)"],
    ]);
    expect(
      arms("METHODS: Data came from a randomized trial of women with breast cancer, and were analysed.", "Time course"),
    ).toEqual([]);
  });

  test("a treated group compared with untreated matched controls: the controls are the comparator", () => {
    const abstract =
      "METHODS: Forty patients were treated with melatonin 10 mg nightly, and were compared with 40 untreated, matched control patients from an earlier cohort.";
    expect(arms(abstract, "Melatonin for sleep in palliative care: a matched case-control study")).toEqual([
      ["intervention", "melatonin"],
      ["control", "untreated matched control patients"],
    ]);
  });

  test("a control that is the centres' choice between regimens is named by both choices", () => {
    const abstract =
      "METHODS: Women were randomly assigned to receive AC (doses) for four cycles followed by paclitaxel (doses) for four cycles (n=800) or control (n=790). For the control regimen, centres chose either AC for eight cycles (n=500) or epirubicin (100 mg/m^2) for four cycles followed by CMF (doses) for four cycles (n=290).";
    expect(arms(abstract, "Sequential paclitaxel as adjuvant chemotherapy for early breast cancer")).toEqual([
      ["intervention", "Sequential paclitaxel"],
      ["control", "AC for eight cycles or epirubicin followed by CMF"],
    ]);
  });

  test("dose levels of one drug listed with one unit are an arm each; the route the title spells out names the comparator", () => {
    const abstract =
      "METHODS: 600 patients were randomly assigned to receive one of the following before chemotherapy: oral granisetron 1, 2, and 4 mg or IV granisetron 1 mg.";
    expect(arms(abstract, "Oral granisetron compared to intravenous granisetron for nausea")).toEqual([
      ["intervention", "oral granisetron 1 mg"],
      ["intervention", "oral granisetron 2 mg"],
      ["intervention", "oral granisetron 4 mg"],
      ["control", "IV granisetron"],
    ]);
  });

  test("two arms given one carrier keep what it contains; a carrier only one arm has stays cut", () => {
    const abstract =
      "METHODS: Patients were allocated randomly to two groups. The test group was given enteral nutrition (EN) with PN containing fish oil-based LE after surgery, and the patients in the control group were supported by EN with soybean oil-based PN after surgery.";
    expect(arms(abstract)).toEqual([
      ["intervention", "enteral nutrition with PN containing fish oil-based LE after surgery"],
      ["control", "EN with soybean oil-based PN after surgery"],
    ]);
    const leaflet =
      "METHODS: The intervention group received a booklet containing exercise advice, and the control group received usual care.";
    expect(arms(leaflet)).toEqual([
      ["intervention", "booklet"],
      ["control", "usual care"],
    ]);
  });
});

describe("the new arm readers on adversarial text", () => {
  const cases: Record<string, string> = {
    suspendedHyphens: "randomized to self- or provider- versus nurse-collected a- or b-c d e ".repeat(300),
    familiarArm: "who previously underwent a previously received b or ".repeat(400),
    matchedControls: "were treated with a were compared with 40 untreated matched controls ".repeat(300),
    dosedAgents: "randomised to injection of 1 x 10^12 vp of injection of 2 mg ".repeat(330),
    countedNames: "randomised to 6 cycles of a or 6 cycles of a or 3 months or 6 months of ".repeat(280),
    reverseSequence: "randomised to a followed by b then c, or the reverse sequence or ".repeat(300),
    chosenControls: "For the control regimen, centres chose either a b c d or e followed by ".repeat(280),
    doseLevels: "randomized to a b c 1, 2, 3, 4, 5 and 6 mg or d 1, 2 and ".repeat(330),
    carriers: "randomised to a (A) with PN containing b or c with PN containing ".repeat(300),
    comparativeTrials: "the comparative efficacy of a and a randomized trial on the effect of b (B) ".repeat(260),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms of CPU`, () => {
      const abstract = `METHODS: ${text}`.slice(0, 20_000);
      // A short run first warms the code up, so the long runs time compiled code (as text-scanning-time does).
      extractFactSheet({ title: abstract.slice(0, 200), abstract: abstract.slice(0, 2000) });
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }), { runs: 2 })).toBeLessThan(
        100,
      );
    });
  }
});
