import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { unsoundArms } from "./arms-gate";

// Invented abstracts, one per way a reading of the arms can disagree with what the abstract says of its own arms.
const UNCLEAR = "Not read with confidence from the abstract: which treatment each group got.";
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });
const names = (title: string, abstract: string) => extractFactSheet({ title, abstract }).arms.map((a) => a.name);

describe("a reading of the arms that disagrees with the abstract is left unsaid", () => {
  test("one arm read from a randomised trial: no Arms line, and the summary says the groups are unclear", () => {
    const out = summaries(
      "Adjuvant zelmoratinib for stage III bowel cancer: a randomized trial",
      "A randomized trial of adjuvant zelmoratinib in 240 patients with stage III bowel cancer failed to show a survival benefit. Relapse-free survival was longer in younger patients.",
    );
    expect(out.facts.arms).toEqual([]);
    expect(out.clinicianSummary).not.toContain("Arms:");
    expect(out.clinicianSummary).toContain(UNCLEAR);
  });

  test('"randomised into three arms" with two arms read gives none', () => {
    expect(
      names(
        "Zelmoratinib versus corbastine in advanced bowel cancer",
        "Patients were randomised into three arms. Survival was longer with zelmoratinib (P = 0.01).",
      ),
    ).toEqual([]);
  });

  test('"in a 2:1:1 ratio" at the start of a line is a ratio of three arms, not a heading', () => {
    const abstract =
      "In all, 300 patients were randomised in a 2:1:1 ratio to zelmoratinib or corbastine. Survival was longer with zelmoratinib (P = 0.01).";
    expect(readSource({ title: "T", abstract }).sentences[1]?.text).toStartWith("In all, 300 patients");
    expect(names("Zelmoratinib versus corbastine in advanced bowel cancer", abstract)).toEqual([]);
  });

  test("an arm cut off at its age ('annual stool testing from age') is not shown as an arm", () => {
    const found = names(
      "Annual screening for bowel cancer from age 45: a randomised trial",
      "Between 2001 and 2005, 9000 people were randomised to annual stool testing from age 45 or to first invitation at age 60. Deaths from bowel cancer were fewer with annual testing (P = 0.03).",
    );
    expect(found.filter((n) => / age$/.test(n))).toEqual([]);
  });

  test('the title\'s "A with either B or C vs B or A alone": arms without A are a partial reading', () => {
    const title = "Zelmoratinib with either corbastine or felderol vs corbastine or zelmoratinib alone in lung cancer";
    const sentences = readSource({ title, abstract: "Patients were randomly treated with four regimens." }).sentences;
    const arm = (name: string) => ({ role: "intervention" as const, name, evidence: [] });
    expect(unsoundArms([arm("corbastine"), arm("felderol")], sentences, "randomised-trial")).toBeDefined();
    expect(
      unsoundArms(
        [
          arm("zelmoratinib plus corbastine"),
          arm("zelmoratinib plus felderol"),
          arm("corbastine alone"),
          arm("zelmoratinib alone"),
        ],
        sentences,
        "randomised-trial",
      ),
    ).toBeUndefined();
  });

  test("a sound reading is kept: a two-arm trial with its ratio and its title's two treatments", () => {
    const out = summaries(
      "Zelmoratinib versus placebo in advanced bowel cancer",
      "Patients were randomised 1:1 to zelmoratinib or placebo. Survival was longer with zelmoratinib (P = 0.01).",
    );
    expect(out.facts.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "zelmoratinib"],
      ["control", "placebo"],
    ]);
    expect(out.clinicianSummary).not.toContain(UNCLEAR);
  });
});

describe("names and counts that are not a list of what groups received", () => {
  const sentences = readSource({ title: "Screening for bowel cancer", abstract: "People were randomised." }).sentences;
  const arms = (...names: string[]) => names.map((name) => ({ role: "intervention" as const, name, evidence: [] }));

  test("a measure, a verdict, an eligibility phrase or a class of arms is no arm; a treatment named by its dose rate is one", () => {
    expect(
      unsoundArms(arms("Detection Rate of Colonoscopy", "sigmoidoscopy"), sentences, "randomised-trial"),
    ).toBeDefined();
    expect(unsoundArms(arms("well tolerated", "placebo"), sentences, "randomised-trial")).toBeDefined();
    expect(
      unsoundArms(arms("no prior chemotherapy and with measurable tumours"), sentences, "non-randomised-trial"),
    ).toBeDefined();
    expect(unsoundArms(arms("alone", "radiation followed by drug M"), sentences, "randomised-trial")).toBeDefined();
    expect(unsoundArms(arms("older patients", "drug M"), sentences, "randomised-trial")).toBeDefined();
    expect(
      unsoundArms(arms("low dose rate brachytherapy", "external beam radiotherapy"), sentences, "randomised-trial"),
    ).toBeUndefined();
  });

  test('"no difference between the three arms" with two arms read gives none', () => {
    expect(
      names(
        "Zelmoratinib or corbastine for appetite loss in advanced cancer: a placebo-controlled trial",
        "In this randomised trial, participants received zelmoratinib or corbastine. There was no difference between the three arms.",
      ),
    ).toEqual([]);
  });
});

describe("one regimen read from a title that names its parts", () => {
  const title = "Chemotherapy with zelplatin and corbinine for older patients with lung cancer";
  const sentences = readSource({ title, abstract: "All patients received chemotherapy." }).sentences;
  const one = (name: string) => [{ role: "intervention" as const, name, evidence: [] }];

  test("a single arm lacking one of the title's drugs is not shown; the whole regimen, or its code, is", () => {
    expect(unsoundArms(one("CT with corbinine"), sentences, "non-randomised-trial")).toBe(
      "part of the title's regimen",
    );
    expect(unsoundArms(one("corbinine plus zelplatin"), sentences, "non-randomised-trial")).toBeUndefined();
    expect(unsoundArms(one("ZELCOR"), sentences, "non-randomised-trial")).toBeUndefined();
  });

  test("'The feasibility and efficacy of X' names no regimen", () => {
    const other = readSource({
      title: "The feasibility and efficacy of zelplatin in lung cancer",
      abstract: "x.",
    }).sentences;
    expect(unsoundArms(one("zelplatin"), other, "non-randomised-trial")).toBeUndefined();
  });
});

describe("the arms gate on adversarial text", () => {
  readsEachInLinearTime(
    {
      "repeated counts of arms": "randomised into two arms to one of three groups 2:1:1 a three-arm trial ",
      "a title of endless choices": "drug versus drug or drug alone with either ",
      "a title of endless regimens": "of drugs and drugs plus drugs in combination with ",
      "colons between figures": "1:2:3:4:5:6:7:8:9:",
    },
    (abstract) => {
      const sentences = readSource({ title: abstract.slice(0, 2000), abstract }).sentences;
      const arm = (name: string) => ({ role: "intervention" as const, name, evidence: [] });
      unsoundArms([arm("drug")], sentences, "non-randomised-trial");
      return unsoundArms([arm("drug"), arm("other drug")], sentences, "randomised-trial");
    },
    "Randomised ",
  );
});
