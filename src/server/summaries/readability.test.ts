import { describe, expect, test } from "bun:test";
import { countSyllables, fleschKincaidGrade, readabilityStats, splitSentences } from "./readability";

describe("countSyllables", () => {
  test("common and medical words", () => {
    const expected: Record<string, number> = {
      cat: 1,
      people: 2,
      patients: 2,
      trial: 2,
      placebo: 3,
      median: 3,
      survival: 3,
      randomised: 3,
      randomized: 3,
      chemotherapy: 5,
      radiotherapy: 6,
      carcinoma: 4,
      leukemia: 4,
      metastatic: 4,
      ovarian: 4,
      radiation: 4,
      progression: 3,
      tolerability: 6,
      pembrolizumab: 5,
      bevacizumab: 5,
      initial: 3,
      physician: 3,
      quality: 3,
      doses: 2,
      times: 1,
      cycles: 2,
      treated: 2,
      received: 2,
      table: 2,
      whole: 1,
      disease: 2,
      earlier: 3,
      fluid: 2,
    };
    const got = Object.fromEntries(Object.keys(expected).map((w) => [w, countSyllables(w)]));
    expect(got).toEqual(expected);
  });

  test("numbers are read aloud, acronyms letter by letter, compounds by part", () => {
    expect(countSyllables("0.59")).toBe(3); // point five nine
    expect(countSyllables("61%")).toBe(5); // sixty-one percent
    expect(countSyllables("387")).toBe(7); // three hundred eighty-seven
    expect(countSyllables("PFS")).toBe(3);
    expect(countSyllables("double-blind")).toBe(3);
  });
});

describe("splitSentences", () => {
  test("does not break on decimals, abbreviations or list numbers", () => {
    const text =
      "The HR was 0.59 vs. placebo (Smith et al. reported e.g. 0.61). Aims: 1. Assess safety.\n2. Measure survival.";
    expect(splitSentences(text)).toEqual([
      "The HR was 0.59 vs. placebo (Smith et al. reported e.g. 0.61).",
      "Aims: 1. Assess safety.",
      "Measure survival.",
    ]);
  });

  test("a line break ends a sentence, so labelled lines count apart", () => {
    expect(splitSentences("Design: randomised\nPopulation: 412 adults")).toHaveLength(2);
  });
});

describe("fleschKincaidGrade", () => {
  test("hand-computed values", () => {
    // 9 words, 2 sentences, 9 syllables: 0.39*4.5 + 11.8*1 - 15.59 = -2.035
    expect(readabilityStats("The cat sat on the mat. The dog ran.")).toEqual({
      words: 9,
      sentences: 2,
      syllables: 9,
      grade: -2,
    });
    // Pa-tients(2) re-ceived(2) che-mo-the-ra-py(5); sur-vi-val(3) im-proved(2): 5 words, 14 syllables, 2 sentences
    // 0.39*2.5 + 11.8*2.8 - 15.59 = 18.425
    expect(readabilityStats("Patients received chemotherapy. Survival improved.")).toEqual({
      words: 5,
      sentences: 2,
      syllables: 14,
      grade: 18.4,
    });
    // The(1) haz-ard(2) ra-ti-o(3) was(1) 0.59(3) vs(1) pla-ce-bo(3) = 14; It(1) was(1) 61%(5) in(1) to-tal(2) = 10
    // 12 words, 24 syllables, 2 sentences: 0.39*6 + 11.8*2 - 15.59 = 10.35
    expect(readabilityStats("The hazard ratio was 0.59 vs. placebo. It was 61% in total.")).toEqual({
      words: 12,
      sentences: 2,
      syllables: 24,
      grade: 10.4,
    });
  });

  test("short plain text scores low, dense medical text high", () => {
    const plain =
      "The study tested a new drug. People took it for six months. Most of them felt well. Talk with your care team.";
    const dense =
      "Progression-free survival was significantly prolonged with pembrolizumab plus platinum-based chemotherapy compared with placebo plus chemotherapy in previously untreated metastatic non-squamous non-small-cell lung carcinoma, with manageable immune-mediated toxicity.";
    expect(fleschKincaidGrade(plain)).toBeLessThan(5);
    expect(fleschKincaidGrade(dense)).toBeGreaterThan(18);
  });

  test("empty text is grade 0", () => {
    expect(fleschKincaidGrade("")).toBe(0);
    expect(readabilityStats("  \n ").words).toBe(0);
  });
});
