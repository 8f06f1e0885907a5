import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arms named in chains and across sentences", () => {
  test('"randomisation between A versus B versus C" inside a bracket: three arms, the bracket not in any name', () => {
    const input = {
      title: "Gene K in a randomised trial comparing adjuvant drug Y and drug X: a biomarker study",
      abstract:
        "METHODS: Gene K was measured in tumours of the trial cohort (randomisation between adjuvant drug X versus drug Y versus the sequence of both drugs).\nRESULTS: Gene K was prognostic.",
    };
    const sheet = extractFactSheet(input);
    // The title compares Y with X: X, named second there, is the comparator of the three.
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "drug Y"],
      ["intervention", "sequence of both drugs"],
      ["control", "adjuvant drug X"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toBe(a.name);
  });

  test('a title "A vs B vs observation": three arms, observation the control', () => {
    expect(
      arms(
        "Drug K vs drug L vs observation in resected melanoma: a randomised trial",
        "METHODS: 300 patients were randomised. RESULTS: Relapse was lower with drug K.",
      ),
    ).toEqual([
      ["intervention", "Drug K"],
      ["intervention", "drug L"],
      ["control", "observation"],
    ]);
  });

  test('a title "comparing A with B" names the arms when the abstract does not', () => {
    expect(
      arms(
        "A randomized trial comparing robotic with open cystectomy for bladder cancer",
        "METHODS: 300 patients were enrolled. RESULTS: Recurrence was similar.",
      ),
    ).toEqual([
      ["intervention", "robotic cystectomy"],
      ["control", "open cystectomy"],
    ]);
  });

  test('"comparisons between the experimental group and the wait-list controls": the experimental group named by what it completes', () => {
    const abstract =
      "METHODS: Two groups (experimental and control) will be formed. Participants will be assigned randomly to either group. Adolescents in the experimental group will be completing the yoga breathing programme, taught by two teachers. Analyses will include comparisons between the experimental group and the wait-list controls.";
    expect(
      arms("Yoga for teenagers after surgery: study protocol for a randomized controlled trial", abstract),
    ).toEqual([
      ["intervention", "yoga breathing programme"],
      ["control", "wait-list controls"],
    ]);
  });

  test("\"The intervention consists of X\": the abstract's own words name the tested arm, not the title's long label", () => {
    const abstract =
      "METHODS: This is a cluster randomized trial with two parallel groups (intervention vs. care as usual). The intervention consists of nurse-led symptom review. The outcome is distress at six months.";
    expect(arms("Effect of a structured nursing support model on distress (NURSE): study protocol", abstract)).toEqual([
      ["intervention", "nurse-led symptom review"],
      ["control", "care as usual"],
    ]);
  });

  test('"The intervention comprises eight weekly sessions" counts sessions: the name is taken elsewhere', () => {
    const abstract =
      "METHODS: Participants will be randomized to the intervention or usual care. The intervention will comprise eight weekly sessions.";
    expect(arms("Art therapy for fatigue in survivors: protocol", abstract).map((a) => a[1])).not.toContain(
      "eight weekly sessions",
    );
  });

  test("a numbered item said as an action is named by its bracketed short label; the arm going without is the control", () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: Patients will be randomized to either: (1) receive a platelet infusion as planned (infusion) or (2) skip the planned infusion (no infusion). The outcome is bleeding.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "platelet infusion as planned"],
      ["control", "no infusion"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toBe(a.name);
  });

  test("a dosed drug list closed by its short name is named by that name, quoted where the abstract gives it", () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: A total of 300 women were randomised to receive either no adjuvant treatment or oral drug K 500 mg, drug L 25 mg and drug M 10 mg on day 1 (KLM) every 21 days. RESULTS: Relapse did not differ.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "KLM"],
      ["control", "no adjuvant treatment"],
    ]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toBe("KLM");
  });

  test('"One version had A, the other had B ones": two tested versions, "ones" taking the first one\'s noun', () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: A total of 90 adults were randomly assigned to read one of two leaflets. One version had gain-framed health messages (benefits), the other had loss-framed ones (risks). RESULTS: Recall did not differ.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "gain-framed health messages"],
      ["intervention", "loss-framed health messages"],
    ]);
  });
});

describe("groups defined by who was in them", () => {
  test('"Group A received X. Group B received Y.": labelled groups defined a sentence each', () => {
    const abstract =
      "METHODS: Sixty patients were randomised into two groups. Group A received intrathecal morphine. Group B received intravenous morphine. RESULTS: Pain scores were lower in group A.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "intrathecal morphine"],
      ["intervention", "intravenous morphine"],
    ]);
  });

  test('"The control group consisted of 2593 women who received X" names the control X, against the treatment the title is "for"', () => {
    const abstract =
      "A total of 500 women due a reminder were randomly selected and invited to the intervention group. The control group consisted of 2593 women who received a second reminder letter according to the current guidelines. Attendance was 33.4% and 23.2%.";
    expect(arms("Home testing kits for non-attenders of cervical screening", abstract)).toEqual([
      ["intervention", "Home testing kits"],
      ["control", "second reminder letter"],
    ]);
  });

  test('"Control group did not receive the education" does not name the control "education"', () => {
    const abstract =
      "METHODS: Eighty women were randomly divided into two groups. The study group underwent six sessions of diet education. Control group did not receive the education.";
    expect(arms("Diet education for housewives: a trial", abstract).find((a) => a[0] === "control")?.[1]).not.toBe(
      "education",
    );
  });
});

describe("names that keep their codes", () => {
  test('"drug M or placebo (n = 75) in combination with letrozole": both arms keep the shared treatment, quoted to its end', () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: Patients were randomized to receive oral drug M 200 mg twice daily (n = 150) or matching placebo (n = 75) in combination with letrozole.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "oral drug M plus letrozole"],
      ["control", "placebo plus letrozole"],
    ]);
    expect(spanText(input, sheet.arms[1]!.evidence[0]!)).toBe("placebo (n = 75) in combination with letrozole");
  });

  test('"an intervention group receiving X or a control group receiving Y": X stops before the other group', () => {
    const abstract =
      "METHODS: Participants were allocated at random to an intervention group receiving telephone coaching or a control group receiving printed leaflets.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "telephone coaching"],
      ["control", "printed leaflets"],
    ]);
  });

  test('"gemcitabine plus drug K or placebo": the placebo arm keeps the backbone, quoted from the whole phrase', () => {
    const input = {
      title: "Gemcitabine plus drug K or placebo in pancreatic cancer: a randomised trial",
      abstract: "METHODS: 106 patients were randomised. RESULTS: PFS did not differ (P = 0.3).",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "Gemcitabine plus drug K"],
      ["control", "Gemcitabine plus placebo"],
    ]);
    expect(spanText(input, sheet.arms[1]!.evidence[0]!)).toBe("Gemcitabine plus drug K or placebo");
  });

  test('"cisplatin and 5-fluorouracil with or without cetuximab": the backbone keeps its drug named with a digit; "prior to surgery" is when, not what', () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: Patients were randomly assigned to receive cisplatin and 5-fluorouracil with or without cetuximab prior to surgery.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "cisplatin and 5-fluorouracil with cetuximab"],
      ["control", "cisplatin and 5-fluorouracil without cetuximab"],
    ]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toBe("cisplatin and 5-fluorouracil with or without cetuximab");
  });

  test('"standard schedule 4/2" keeps the weeks on and off that name it', () => {
    const abstract =
      "METHODS: When a dose change is needed, patients are randomized between standard schedule 4/2 (37.5 mg daily) and experimental schedule 2/1 (50 mg daily).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "experimental schedule 2/1"],
      ["control", "standard schedule 4/2"],
    ]);
  });
});

describe("chain readers on adversarial text", () => {
  const cases: Record<string, string> = {
    versusChain: "randomisation between drug a versus drug b versus ".repeat(400),
    titleChain: "drug a vs drug b vs ".repeat(1000),
    labelSentences: "Group A received drug a. Group B received drug b. ".repeat(400),
    sharedAfter: "randomized to a or b (n = 1) in combination with c or d in combination with ".repeat(260),
    consists: "METHODS: The intervention consists of the intervention consists of ".repeat(300),
    recipe: `randomised to receive either no treatment ${"or drug k 500 mg, drug l 25 mg (K".repeat(600)}`,
    versions: "One version had a ones, the other had b ones, ".repeat(440),
    labels: "randomized to either: (1) skip a (no a) or (2) skip b (no b) ".repeat(330),
    schedules: "randomized between schedule 4/2 schedule 4/2 regimen 1/1 ".repeat(340),
    claims: "randomised to drug a or drug b. a is not superior to b, as effective as a, better than ".repeat(220),
    described: "randomised to either plan A: a and b, or plan B: a, b and c, or plan C: ".repeat(270),
    dosedPartner: "the control arm received 75 mg m^−2drug a and 5 mg m^−2drug b and 5 mg drug c and ".repeat(240),
    aboveRegimen: "In the control arm women received a, the experimental arm included the above regimen with ".repeat(
      210,
    ),
    combination: "METHODS: Patients received 4 mg drug s. TITLE combination chemotherapy using drug s and ".repeat(230),
    aim: "patients will be randomized. It aims to evaluate the effects of a with b aims to evaluate the effects of ".repeat(
      190,
    ),
    objective: "randomly assigned to a b or c d. The primary objective is to evaluate the efficacy of c d ".repeat(210),
    shortForms: "randomised to aa (AA) or ab (AB) plus a and b (ABC) ".repeat(390),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      // A short run first warms the code up, so the long runs time compiled code (as text-scanning-time does).
      extractFactSheet({ title: abstract.slice(0, 200), abstract: abstract.slice(0, 2000) });
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});
