import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const arms = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

// Invented abstracts, one per way of listing three arms with "or" (round 11, from set g's readings).
describe('arms listed "A, B, or C"', () => {
  test("a counted lead-in before a colon names no arm: the three listed treatments are the arms", () => {
    const found = arms(
      "METHODS: Ninety adults were randomly assigned to one of the three supportive care arms: massage with lavender oil (LO), guided breathing, or combined relaxation. Anxiety fell most with combined relaxation.",
    );
    expect(found.map(([, name]) => name)).toEqual([
      "massage with lavender oil",
      "guided breathing",
      "combined relaxation",
    ]);
    // Nothing in a three-way head-to-head trial says which listed treatment is the control.
    expect(found.every(([role]) => role === "intervention")).toBe(true);
  });

  test('"comparing usual care, A or B": three arms, usual care the control', () => {
    const found = arms(
      "METHODS: A randomised trial is under way comparing usual care, access to a walking app or access to a walking app with weekly coaching. The primary outcome is fatigue.",
    );
    expect(found).toEqual([
      ["intervention", "access to a walking app"],
      ["intervention", "access to a walking app with weekly coaching"],
      ["control", "usual care"],
    ]);
  });

  test("a lead-in counting two arms does not take a three-item list", () => {
    const found = arms(
      "METHODS: Patients were allocated to one of two arms: soft diet, early feeding, or fasting. Pain was recorded daily.",
    );
    expect(found.map(([, name]) => name)).not.toContain("early feeding");
  });

  test('"a randomized trial of A, B, or C" names no arm "trial of A"', () => {
    const found = arms(
      "In a randomized trial of early feeding, soft diet, or fasting, 300 patients after bowel surgery were studied. Pain did not differ.",
    );
    expect(found.map(([, name]) => name).join(" ")).not.toContain("trial of");
  });

  test('"with or without" inside a list is not its last item', () => {
    const found = arms(
      "METHODS: Patients were randomized to drug Q with or without drug W. Response was assessed at 8 weeks.",
    );
    expect(found.map(([, name]) => name)).not.toContain("without drug W");
  });
});

describe("linear time", () => {
  readsEachInLinearTime(
    {
      "allocation openings with comma lists": "were randomly assigned to one of the three arms: a, b, c, d, e (f, g), ",
      "comparing with no or": "comparing x, y, z, ",
    },
    (abstract) => extractFactSheet({ title: "T", abstract }),
  );
});
