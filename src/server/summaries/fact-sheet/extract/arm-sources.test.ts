import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arms from other wordings", () => {
  test('"with or without" gives the add-on arm and the base without it, each name in its quoted words', () => {
    const input = {
      title: "T",
      abstract: "METHODS: Patients were randomized to receive gemcitabine with or without the addition of drug Z.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "gemcitabine with drug Z"],
      ["control", "gemcitabine without drug Z"],
    ]);
    expect(spanText(input, sheet.arms[1]!.evidence[0]!)).toBe("gemcitabine with or without the addition of drug Z");
  });

  test("a describing word shares the noun after the other arm", () => {
    expect(arms("T", "METHODS: The patients were randomized for flexible or rigid cystoscopy.")).toEqual([
      ["intervention", "flexible cystoscopy"],
      ["intervention", "rigid cystoscopy"],
    ]);
  });

  test("an abbreviation takes the words it was defined by", () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: Adults received dexmedetomidine (Dex) or saline. In total, 60 patients were randomly allocated to Dex (n = 30) or saline (n = 30).",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => a.name)).toEqual(["dexmedetomidine", "saline"]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toBe("dexmedetomidine");
  });

  test("groups defined one by one", () => {
    expect(
      arms(
        "T",
        "METHODS: Eighty patients were randomised into two groups. The intervention group received a walking programme and the control group received usual care.\nRESULTS: Walking helped (p = 0.01).",
      ),
    ).toEqual([
      ["intervention", "walking programme"],
      ["control", "usual care"],
    ]);
  });

  test("a generic intervention group takes the treatment the title is about", () => {
    expect(
      arms(
        "Effect of a singing programme on anxiety in adults with leukaemia",
        "METHODS: Sixty adults were randomly divided into the experiment and control groups.",
      ),
    ).toEqual([
      ["intervention", "singing programme"],
      ["control", "control group"],
    ]);
  });

  test("the objective's order decides a head-to-head trial: the arm compared against is the control", () => {
    expect(
      arms(
        "T",
        "OBJECTIVE: We compared regimen Q with regimen P.\nMETHODS: Patients were randomized to regimen P or regimen Q.",
      ),
    ).toEqual([
      ["intervention", "regimen Q"],
      ["control", "regimen P"],
    ]);
  });
});

describe("arms left out rather than misnamed", () => {
  test('an arm cut off after "plus" by its dose is not named as the base drug alone', () => {
    const names = arms(
      "T",
      "METHODS: Patients were randomised to gemcitabine plus 25 mg/m^2 cisplatin or gemcitabine alone.",
    ).map((a) => a[1]);
    expect(names).not.toContain("gemcitabine");
  });

  test('"or" in a title after "in the" joins places, not arms', () => {
    expect(
      arms(
        "Heart function after chemotherapy in patients with cancer in the esophagus or gastroesophageal junction",
        "METHODS: Forty patients took part.",
      ),
    ).toEqual([]);
  });
});

describe("population", () => {
  test("who took part, in the abstract's words, without counts or the verbs around them", () => {
    const sheet = extractFactSheet({
      title: "T",
      abstract:
        "METHODS: One hundred and twelve previously untreated women with an abnormal screening mammogram were randomised to a leaflet or a video.",
    });
    expect(sheet.population?.text).toBe("previously untreated women with an abnormal screening mammogram");
  });

  test("a title's population comes first", () => {
    const sheet = extractFactSheet({
      title: "Yoga for fatigue in adults with lymphoma: a randomised trial",
      abstract: "METHODS: Patients with cancer were randomised to yoga or usual care.",
    });
    expect(sheet.population?.text).toBe("adults with lymphoma");
  });
});

describe("groups defined by what they got", () => {
  test('"the control group who were fed with only X" names the control X; "group members will have access to Y" names the other Y', () => {
    const abstract =
      "METHODS: Sixty patients were randomly assigned to the experimental group or to the control group. The experimental group members will have free access to an interactive coaching website. There were 30 patients in the control group who were fed with only hospital diet. RESULTS: Weight loss was smaller in the experimental group (p = 0.02).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "interactive coaching website"],
      ["control", "hospital diet"],
    ]);
  });

  test("a control group nobody defines keeps its name", () => {
    expect(
      arms(
        "T",
        "METHODS: Sixty patients were randomly assigned to a walking group or a control group. RESULTS: Fatigue fell.",
      ),
    ).toEqual([
      ["intervention", "walking group"],
      ["control", "control group"],
    ]);
  });
});

describe("what both groups get and what one adds", () => {
  test('"Both groups receive X. Additionally, one group receives Y": Y against X alone', () => {
    const abstract =
      "METHODS/DESIGN: Patients are randomized into two groups. Both groups receive monthly nurse visits (symptom checks). Additionally, one group receives a supervised balance training (2x/week). Falls are counted over 6 months.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "supervised balance training"],
      ["control", "monthly nurse visits"],
    ]);
  });

  test('"one group receives A, the other group receives B": both named, neither called a control', () => {
    const abstract =
      "METHODS: Patients are randomized into two groups. One group receives drug H tablets, the other group receives drug J tablets. Pain is rated weekly.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "drug H tablets"],
      ["intervention", "drug J tablets"],
    ]);
  });

  test("20,000 characters of repeated group phrases take under 100 ms", () => {
    const abstract = "METHODS: both groups receive one group receives the other group ".repeat(320).slice(0, 20_000);
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract }))).toBeLessThan(100);
  });
  test('"A alone or A followed by 4 cycles of B (with its drugs)": the sequence against A alone, the count kept', () => {
    const abstract =
      "METHODS: Ninety adults with stage I lymphoma were randomised to involved-field radiotherapy alone (45) or involved-field radiotherapy followed by 4 cycles of combination chemotherapy with drugs P, Q and R (45).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "involved-field radiotherapy followed by 4 cycles of combination chemotherapy"],
      ["control", "involved-field radiotherapy alone"],
    ]);
  });

  test('20,000 characters of "followed by 6 courses of" read in under 100 ms', () => {
    const abstract = `METHODS: Patients were randomised to radiotherapy alone or radiotherapy${" followed by 6 courses of".repeat(800)}.`;
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract }))).toBeLessThan(100);
  });
  test('"compared the toxicity of A (abbr) and B (abbr)" names the regimens, not the dose codes of the methods ("A60C600")', () => {
    const abstract =
      "INTRODUCTION: We compared the toxicity of weekly vinorelbine-ifosfamide (VI) and gemcitabine-carboplatin (GC) in a randomized trial.\nMETHODS: Patients were randomized between four cycles V25I900 every week or G1000C5 every 3 weeks.";
    expect(arms("T", abstract).map((a) => a[1])).toEqual(["weekly vinorelbine-ifosfamide", "gemcitabine-carboplatin"]);
  });
});
