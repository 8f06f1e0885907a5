import { describe, expect, test } from "bun:test";
import { MAX_SENTENCES, readSource } from "./read-source";
import { splitSentences } from "./split-sentences";
import { extractFactSheet } from "../extract/extract-fact-sheet";

const structured = [
  "BACKGROUND: Drug Z may slow tumour growth.",
  "METHODS: We randomly assigned 120 adults (vs. none in the pilot) to drug Z or placebo, i.e. 60 each. The primary end point was progression-free survival.",
  "RESULTS: Median PFS was 6.1 vs. 4.0 months (HR 0.70; 95% CI 0.52 to 0.94; P = .02).",
  "CONCLUSIONS: Drug Z prolonged PFS.",
].join("\n");

describe("readSource", () => {
  test("structured abstracts: labels give roles, offsets point into the untouched text", () => {
    const doc = readSource({ title: " Drug Z versus placebo ", abstract: structured });
    for (const s of doc.sentences)
      expect((s.field === "title" ? doc.title : doc.abstract).slice(s.start, s.end)).toBe(s.text);
    expect(doc.sentences[0]).toMatchObject({ field: "title", text: "Drug Z versus placebo", role: "other" });
    const roles = doc.sentences
      .filter((s) => s.field === "abstract")
      .map((s) => [s.role, s.label, s.text.slice(0, 12)]);
    expect(roles).toEqual([
      ["background", "BACKGROUND", "Drug Z may s"],
      ["methods", "METHODS", "We randomly "],
      ["methods", "METHODS", "The primary "],
      ["results", "RESULTS", "Median PFS w"],
      ["conclusion", "CONCLUSIONS", "Drug Z prolo"],
    ]);
  });

  test("a known heading inside a line starts a new section", () => {
    const doc = readSource({
      title: "T",
      abstract: "Patients were randomised to drug Q or placebo. RESULTS: Nine responded. CONCLUSION: Drug Q is active.",
    });
    expect(doc.sentences.filter((s) => s.field === "abstract").map((s) => s.role)).toEqual([
      "methods",
      "results",
      "conclusion",
    ]);
    expect(doc.sentences.at(-1)!.text).toBe("Drug Q is active.");
  });

  test("unstructured abstracts: roles from cue words", () => {
    const doc = readSource({
      title: "T",
      abstract:
        "Fatigue is common. We aimed to test yoga. Eighty women were randomised to yoga or usual care. Fatigue fell more with yoga (p = 0.01). These findings suggest yoga helps.",
    });
    expect(doc.structured).toBe(false);
    expect(doc.sentences.filter((s) => s.field === "abstract").map((s) => s.role)).toEqual([
      "background",
      "objective",
      "methods",
      "results",
      "conclusion",
    ]);
  });

  test('"Summary:" opening an abstract with no other heading names the whole of it, not its conclusion', () => {
    const abstract =
      "Summary: A total of 200 patients with bowel cancer were randomised to drug Q or drug R. Survival was similar in the two arms (p = 0.4). Drug Q therefore cannot be recommended.";
    const doc = readSource({ title: "T", abstract });
    const roles = doc.sentences.filter((s) => s.field === "abstract").map((s) => s.role);
    expect(roles).toEqual(["methods", "results", "conclusion"]);
    expect(doc.structured).toBe(false);
    const sheet = extractFactSheet({ title: "T", abstract });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.conclusion?.text ?? "").not.toContain("were randomised");
    // Among other headings, "SUMMARY" is still the closing section.
    const labelled = readSource({
      title: "T",
      abstract: "METHODS: We randomised 200 patients.\nSUMMARY: Drug Q helps.",
    });
    expect(labelled.sentences.at(-1)?.role).toBe("conclusion");
  });

  test("an unstructured abstract opening on what earlier work has shown reads it as background, not as results", () => {
    const abstract =
      "Drug Q combined with drug R has demonstrated significant activity against bowel cancer. We treated 40 patients with drug Q and drug S. The response rate was 20%. Median survival was 9 months (95% CI 7-11). Grade 3 rash occurred in 10%. Drug Q and drug S is an active regimen.";
    const roles = readSource({ title: "T", abstract })
      .sentences.filter((s) => s.field === "abstract")
      .map((s) => s.role);
    expect(roles[0]).toBe("background");
    // Our own voice is never another study's: "We have shown" stays with the cue words' reading.
    const own = readSource({ title: "T", abstract: `We have shown a 20% response (p = 0.01). ${abstract}` }).sentences;
    expect(own.find((s) => s.field === "abstract")?.role).not.toBe("background");
    const sheet = extractFactSheet({ title: "Drug Q and drug S for bowel cancer", abstract });
    expect(sheet.primaryResult.text ?? "").not.toContain("has demonstrated");
  });

  test("a labelled aim that tells what earlier work suggested is background, and its outcomes are not this study's endpoint", () => {
    const abstract =
      "PURPOSE: Previous studies have suggested that higher vitamin Q levels are associated with reduced bowel cancer risk and improved survival. However, the influence of vitamin Q status on patient survival remains largely unknown.\nMETHODS: We collected blood from 900 patients in a randomized trial. We examined the association of vitamin Q levels with overall survival (OS).";
    const roles = readSource({ title: "T", abstract })
      .sentences.filter((s) => s.field === "abstract")
      .map((s) => s.role);
    expect(roles[0]).toBe("background");
    const sheet = extractFactSheet({ title: "Vitamin Q and survival in bowel cancer", abstract });
    expect(sheet.primaryEndpoint?.text ?? "").not.toContain("risk");
  });

  test("sentences do not end at abbreviations, decimals or stops inside brackets", () => {
    const text = "Arm A vs. arm B differed (P = .03. see Fig. 2). Next one.";
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual([
      "Arm A vs. arm B differed (P = .03. see Fig. 2).",
      "Next one.",
    ]);
  });

  test("a bracket never closed does not swallow the sentences after it", () => {
    // Invented: the dose bracket is left open, as happens in published abstracts.
    const text =
      "Of them, 30 received drug Q (50 mg twice a day by mouth and drug R 10 mg daily for the whole course of treatment. " +
      "Drug Q was then given once a day for 3 months. Toxicity was scored weekly. Median age was 61 (range, 40-80).";
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual([
      "Of them, 30 received drug Q (50 mg twice a day by mouth and drug R 10 mg daily for the whole course of treatment.",
      "Drug Q was then given once a day for 3 months.",
      "Toxicity was scored weekly.",
      "Median age was 61 (range, 40-80).",
    ]);
    // A short bracket keeps its inner stop ("(P = .03. see Fig. 2)" above), and so does a long one before a number.
    const long =
      "Doses differed (arm A got 10 mg in week one, 20 mg in week two and 30 mg in week three of the cycle. 40 mg later). Next.";
    expect(splitSentences(long)).toHaveLength(2);
  });

  test("a text of thousands of sentences is read to its first MAX_SENTENCES, each still pointing into the text", () => {
    const abstract = "We randomly assigned 40 adults to drug Z or placebo. ".repeat(1_000);
    const doc = readSource({ title: "Drug Z", abstract });
    const read = doc.sentences.filter((s) => s.field === "abstract");
    expect(read).toHaveLength(MAX_SENTENCES);
    expect(MAX_SENTENCES).toBeGreaterThan(5 * 22); // five times the longest real abstract read here (22 sentences)
    expect(read.at(-1)!.text).toBe(abstract.slice(read.at(-1)!.start, read.at(-1)!.end));
  });
});
