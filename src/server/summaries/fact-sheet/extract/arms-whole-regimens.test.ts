import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

// Invented trials (made-up drug names), one per way a regimen was cut into pieces or an arm lost.
const sheet = (title: string, abstract: string) => extractFactSheet({ title, abstract });
const arms = (title: string, abstract: string) => sheet(title, abstract).arms.map((a) => [a.role, a.name]);
const quoted = (title: string, abstract: string) => {
  const s = sheet(title, abstract);
  for (const a of s.arms) expect(spanText({ title, abstract }, a.evidence[0]!).length).toBeGreaterThan(0);
  return s;
};

describe("the drugs of one regimen are one arm", () => {
  test("a single-arm study's dosing sentence with 'plus' names the combination the title studies", () => {
    expect(
      arms(
        "A phase II study of zelbatin plus 2-weekly morplatin as first-line therapy in gastric cancer",
        "Patients received intravenous morplatin 85 mg m−2 on day 1 plus oral zelbatin 1000 mg m−2 twice daily. Thirty patients were enrolled. The response rate was 40%.",
      ),
    ).toEqual([["intervention", "zelbatin plus 2-weekly morplatin"]]);
  });

  test("a title 'study of A and B as combination therapy' names the arm, not the first dosed drug", () => {
    expect(
      arms(
        "Phase II study of zelbatin and morplatin as first-line combination therapy in gastric cancer",
        "Patients with gastric cancer received oral zelbatin (1250 mg m−2 twice daily) and intravenous morplatin (60 mg m−2, day 1) every 3 weeks. The response rate was 30%.",
      ),
    ).toEqual([["intervention", "zelbatin and morplatin"]]);
  });

  test("a dosing sentence cut before 'plus' with no title to complete it names no arm", () => {
    expect(
      arms(
        "Treatment of advanced gastric cancer: a multicentre experience",
        "Patients received intravenous morplatin 85 mg m−2 on day 1 plus oral zelbatin 1000 mg m−2 twice daily. The response rate was 40%.",
      ),
    ).toEqual([]);
  });

  test("a dose in nanograms before the drug still leaves the drug as the one arm", () => {
    expect(
      arms(
        "A phase II study of zelvumine in melanoma",
        "METHODS: 30 patients were enrolled onto a single-arm trial. Patients received 350 ng zelvumine twice weekly until progression.\nRESULTS: The median survival was 9 months.",
      ),
    ).toEqual([["intervention", "zelvumine"]]);
  });

  test("a drug list defined by its initials '(ZMQP)' is one arm, not one arm per drug", () => {
    const title = "Adjuvant chemotherapy in node-positive breast cancer: an invented cooperative group study";
    const abstract =
      "After surgery, 240 women were randomized to receive either 12 cycles of zelbatin, morplatin, 5-quintarabine, and pelnisone (ZMQP), or ZMQP plus tamoxifen (ZMQPT), or observation alone. Relapse-free survival did not differ.";
    const s = quoted(title, abstract);
    expect(s.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "ZMQP"],
      ["intervention", "ZMQP plus tamoxifen"],
      ["control", "observation alone"],
    ]);
  });
});

describe("which arm adds to which, and arms beyond two", () => {
  test('"A and B versus A and B plus C": the add-on arm is the intervention, "A and B" whole the control', () => {
    expect(
      arms(
        "A randomized trial with zelbatin and pelnisone versus zelbatin and pelnisone plus morlidomide in myeloma",
        "A total of 120 patients were enrolled. Responses were more frequent with the triplet (p = 0.01).",
      ),
    ).toEqual([
      ["intervention", "zelbatin and pelnisone plus morlidomide"],
      ["control", "zelbatin and pelnisone"],
    ]);
  });

  test('"A alone versus B alone versus both": a third arm, A plus B, the tested one', () => {
    const title = "Brain metastases treated with focal beam alone versus whole brain beam alone versus both";
    const s = quoted(title, "METHODS: 60 patients were enrolled.\nRESULTS: Local control was better with both.");
    expect(s.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "focal beam plus whole brain beam"],
      ["control", "focal beam alone"],
      ["control", "whole brain beam alone"],
    ]);
  });

  test("a factorial allocation by counts keeps four arms; only the untreated one is the control", () => {
    const title = "Adjuvant zelbatin and beam therapy after resection of pancreatic cancer";
    const abstract =
      "METHODS: Using a two-by-two factorial design, we randomly assigned 70 patients to beam therapy alone (20 Gy), 71 patients to zelbatin alone, 69 patients to both beam therapy and zelbatin, and 68 patients to observation.\nRESULTS: Survival was longer with zelbatin (P=0.01).";
    const s = quoted(title, abstract);
    expect(s.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "beam therapy alone"],
      ["intervention", "zelbatin alone"],
      ["intervention", "both beam therapy and zelbatin"],
      ["control", "observation"],
    ]);
  });

  test('a title "Usefulness of X in ..." names X, not "Usefulness of X"', () => {
    const found = arms(
      "Usefulness of zelgestrol in cancer cachexia. A placebo-controlled study",
      "One hundred patients were included: 50 were given zelgestrol for 2 months, and 50 were given placebo. Weight did not differ.",
    );
    expect(found).toEqual([
      ["intervention", "zelgestrol"],
      ["control", "placebo"],
    ]);
  });
});

describe("roles only where the abstract gives them", () => {
  test('a title "A versus B" with neither called standard leaves both arms tested', () => {
    expect(
      arms(
        "Radical surgery versus radiotherapy for prostate cancer",
        "Ninety patients were assigned randomly to radical prostatectomy or external beam irradiation. Prostatectomy was more effective in establishing disease control.",
      ),
    ).toEqual([
      ["intervention", "radical prostatectomy"],
      ["intervention", "external beam irradiation"],
    ]);
  });

  test('"no RT" against "radiotherapy (RT)" is the comparator', () => {
    const found = arms(
      "Omission of radiotherapy in elderly women with breast cancer: a prospective non-randomised trial",
      "BACKGROUND: Women treated by lumpectomy were assigned non-randomly to radiotherapy (RT) or no RT.\nRESULTS: Recurrence was 2% and 9%.",
    );
    expect(found).toContainEqual(["control", "no RT"]);
    expect(found.filter(([role]) => role === "control")).toHaveLength(1);
  });

  test('"a randomized trial of A (dose) versus B" in a run-on sentence names both arms', () => {
    expect(
      arms(
        "Randomized trial of adjuvant zelmifen in node negative breast cancer",
        "The paper presents long-term results of a randomized trial of adjuvant zelmifen (40 mg daily for 2 or 5 years) versus surgery alone including 1,200 postmenopausal patients. Recurrence-free survival was longer with zelmifen (p less than 0.01).",
      ),
    ).toEqual([
      ["intervention", "adjuvant zelmifen"],
      ["control", "surgery alone"],
    ]);
  });

  test("a randomized trial said to be underway is another trial: its arms are not this study's", () => {
    const found = arms(
      "Phase I study of zelbatin in liver cancer",
      "Patients received 800 mg zelbatin daily. The recommended dose was 800 mg. A randomized phase II trial of zelbatin alone versus zelbatin plus morplatin is currently underway.",
    );
    expect(found.some(([role]) => role === "control")).toBe(false);
  });
});

describe("whole-regimen readers on adversarial text", () => {
  const cases: Record<string, [string, string]> = {
    regimenCode: ["T", "randomized to receive a, b, c, and d (ABCD), or ".repeat(420)],
    countedList: ["T", "randomly assigned 7 patients to a, 7 patients to b, ".repeat(380)],
    both: ["a alone versus b alone versus both ".repeat(570), "METHODS: 10 patients."],
    trialOf: ["T", "a randomized trial of a (b) versus c including ".repeat(420)],
    sharedStart: ["x and y versus x and y plus z ".repeat(660), "METHODS: 10 patients."],
    singleCombination: [
      "study of a plus b ".repeat(1100),
      `Patients received a 1 mg ${"on day 1 ".repeat(2200)} plus b.`,
    ],
  };
  for (const [name, [title, abstract]] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const input = { title: title.slice(0, 20_000), abstract: abstract.slice(0, 20_000) };
      // One call first: the figure is the reading, not the JIT compiling it.
      extractFactSheet(input);
      expect(cpuTime(() => extractFactSheet(input))).toBeLessThan(100);
    });
  }
});
