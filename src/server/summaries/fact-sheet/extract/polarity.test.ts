import { describe, expect, test } from "bun:test";
import { favouredSide, outcomeGoodness } from "./polarity";

const arms = { intervention: ["ginger"], control: ["placebo"] };

describe("which side a significant comparison favours", () => {
  test("fewer of a bad outcome in the intervention arm favours it", () => {
    expect(
      favouredSide("Nausea scores were lower in the ginger arm than in the placebo arm (p = 0.01).", "nausea", arms),
    ).toBe("intervention");
  });

  test('"lower than in the control group": the arm described is the other one', () => {
    expect(
      favouredSide("Anxiety was significantly lower than in the control group (p < 0.01).", "anxiety", {
        intervention: [],
        control: [],
      }),
    ).toBe("intervention");
    expect(
      favouredSide("Anxiety was significantly higher than in the control group (p < 0.01).", "anxiety", {
        intervention: [],
        control: [],
      }),
    ).toBe("control");
  });

  test("a longer operating time with the new operation favours the old one", () => {
    expect(
      favouredSide(
        "The mean operating time of the keyhole group was longer than that of the open group (95 vs. 80 min, P < 0.05).",
        "total operating time",
        { intervention: ["keyhole"], control: ["open"] },
      ),
    ).toBe("control");
  });

  test("shorter survival with the new drug favours the control", () => {
    expect(
      favouredSide(
        "Progression-free survival was shorter with ginger than with placebo (p = 0.002).",
        "progression-free survival",
        arms,
      ),
    ).toBe("control");
  });

  test('"improved from x in controls to y in the treatment group" favours the treatment group', () => {
    expect(
      favouredSide("Survival improved from 38% in controls to 51% in the treatment group (P = 0.03).", "survival", {
        intervention: [],
        control: [],
      }),
    ).toBe("intervention");
  });

  test("an active subject: the arm before the verb", () => {
    expect(favouredSide("Compared with placebo, ginger reduced vomiting (p < 0.001).", "vomiting", arms)).toBe(
      "intervention",
    );
  });

  test("no comparative word or no arm: undecided", () => {
    expect(favouredSide("Response differed (p = 0.01).", "response", arms)).toBeUndefined();
    expect(
      favouredSide("Response was higher (p = 0.01).", "response", { intervention: [], control: [] }),
    ).toBeUndefined();
  });

  test("outcomes: free survival and response are good, time to first flatus is better short, time to progression long", () => {
    expect(outcomeGoodness("disease-free survival")).toBe(1);
    expect(outcomeGoodness("grade 3 toxicity")).toBe(-1);
    // "control group" names an arm; only "local control" and the like are outcomes where more is better.
    expect(outcomeGoodness("with the control group reporting")).toBe(0);
    expect(outcomeGoodness("local control at 3 years")).toBe(1);
    expect(outcomeGoodness("time to first flatus")).toBe(-1);
    expect(outcomeGoodness("time to progression")).toBe(1);
  });
});
