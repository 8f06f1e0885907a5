import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("numbered arms", () => {
  test('"randomized into: (1) A (n=40); (2) B (n=41); or (3) a control condition receiving C": one arm per item, the control by what it receives', () => {
    const abstract =
      "METHODS: In total, 120 survivors were randomized into: (1) nurse-guided walking programme with a step counter (n=40); (2) online yoga classes (n=41); or (3) an active control condition receiving printed leaflets (n=39). Fatigue was measured at 12 weeks.";
    const sheet = extractFactSheet({ title: "T", abstract });
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "walking programme with a step counter"],
      ["intervention", "online yoga classes"],
      ["control", "printed leaflets"],
    ]);
    for (const a of sheet.arms) expect(spanText({ title: "T", abstract }, a.evidence[0]!)).toBe(a.name);
  });

  test("letters work as numbers do; a list that does not start at one, or lists what was measured, is not arms", () => {
    expect(
      arms(
        "Patients were randomly assigned to (a) drug Q tablets, (b) drug Q injections or (c) placebo tablets. Pain fell.",
      ),
    ).toEqual([
      ["intervention", "drug Q tablets"],
      ["intervention", "drug Q injections"],
      ["control", "placebo tablets"],
    ]);
    expect(arms("Women were randomized after (2) weeks, (3) scans and (4) visits. Pain fell.")).toEqual([]);
    expect(
      arms("Patients were randomized and we measured (1) pain scores, (2) sleep quality and (3) mood. Pain fell."),
    ).toEqual([]);
  });

  test('delivery words go only while the arms stay apart ("guided" against "unguided" self-help stays whole)', () => {
    expect(
      arms(
        "Patients were randomized to (1) therapist-guided self-help booklet; (2) unguided self-help booklet. Mood was rated.",
      ),
    ).toEqual([
      ["intervention", "therapist-guided self-help booklet"],
      ["intervention", "unguided self-help booklet"],
    ]);
  });
});

describe("combined regimens in a list", () => {
  test('"to receive A, B and C (treatment) or D (control)": one combined arm against D', () => {
    expect(
      arms(
        "Patients were randomized to receive drug X, drug Y and drug Z for 6 weeks (treatment) or no medication (control). Toxicity was lower.",
      ),
    ).toEqual([
      ["intervention", "drug X, drug Y and drug Z"],
      ["control", "no medication"],
    ]);
  });

  test('"A, B or C" is still three arms', () => {
    expect(arms("Patients were randomized to receive drug X, drug Y or placebo. Toxicity was lower.")).toEqual([
      ["intervention", "drug X"],
      ["intervention", "drug Y"],
      ["control", "placebo"],
    ]);
  });
});

describe("linear time", () => {
  const cases = {
    markers: "Patients were randomized to (1) a (2) b (3) c (4) d (5) e (6) f ".repeat(320),
    spaces: `Patients were randomized to (1)${" ".repeat(20_000)}`,
    lists: "Patients were randomized to receive a, b and c, d and e or ".repeat(340),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});
