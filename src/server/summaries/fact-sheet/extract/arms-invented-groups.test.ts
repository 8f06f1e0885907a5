import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts in common CONSORT phrasings that no development abstract uses: they check that the arm rules generalise.
const arms = (abstract: string, title = "T") =>
  extractFactSheet({ title, abstract: `METHODS: ${abstract}` }).arms.map((a) => [a.role, a.name]);

describe("arms in invented CONSORT phrasings: groups named elsewhere", () => {
  test('"allocated to one of three groups" lists two tested arms and the usual-care comparator', () => {
    const found = arms(
      "Participants were allocated to one of three groups: nurse-led telephone follow-up, a group education session, or usual care.",
    );
    expect(found.map(([role]) => role)).toEqual(["intervention", "intervention", "control"]);
    expect(found.map(([, name]) => name)).toEqual([
      "nurse-led telephone follow-up",
      expect.stringContaining("education session"),
      "usual care",
    ]);
  });

  test("a title's 'A versus B' names the arms when the methods only say 'the two treatments'", () => {
    const title = "Tivolumab versus everolimus in renal cell carcinoma: a randomised phase 3 trial";
    expect(arms("Eligible patients were randomly assigned to the two treatments.", title)).toEqual([
      ["intervention", "Tivolumab"],
      ["control", "everolimus"],
    ]);
  });
});
