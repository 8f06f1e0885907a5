import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { readSource } from "../source/read-source";
import { unsoundArms } from "./arms-gate";

// Invented abstracts: the allocation sentence names a control by what it lacks; a pair of arms without it is partial.
const arm = (name: string) => ({ role: "intervention" as const, name, evidence: [] });
const gate = (names: string[], abstract: string) =>
  unsoundArms(names.map(arm), readSource({ title: "A trial in liver cancer", abstract }).sentences, "randomised-trial");

describe("a control the allocation names is never dropped from the arms", () => {
  test("'allocated to surgery alone' beside two added treatments withholds a pair without it", () => {
    const abstract =
      "METHODS: 300 patients were allocated to surgery alone, 100 to added drug Q and 100 to added radiotherapy. RESULTS: Survival did not differ.";
    expect(gate(["drug Q", "radiotherapy"], abstract)).toBe("the allocation names a control no arm holds");
    expect(gate(["drug Q", "radiotherapy", "surgery alone"], abstract)).toBeUndefined();
  });

  test("'no hormonal therapy' or 'observation' in the allocation must be one of the arms", () => {
    const abstract =
      "METHODS: Women were randomised to drug Q for two years or to no hormonal therapy after surgery. RESULTS: Fewer relapsed with drug Q.";
    expect(gate(["adjuvant drug Q", "drug R on relapse"], abstract)).toBeDefined();
    expect(gate(["drug Q", "no hormonal therapy"], abstract)).toBeUndefined();
  });

  test("'A plus B' beside 'A' holds the 'A alone' group; 'the only' and 'weekly only' name no control", () => {
    expect(
      gate(["drug Q plus drug R", "drug Q"], "METHODS: 80 were randomised to drug Q plus drug R or drug Q alone."),
    ).toBeUndefined();
    expect(
      gate(
        ["drug Q", "placebo"],
        "METHODS: 80 were randomised to drug Q or placebo; rash was the only factor linked to survival.",
      ),
    ).toBeUndefined();
    expect(
      gate(
        ["drug Q and drug R", "drug R"],
        "METHODS: Responders were randomly assigned to drug Q and drug R or to drug R thrice weekly only.",
      ),
    ).toBeUndefined();
  });
});

describe("the control reader on adversarial text", () => {
  readsEachInLinearTime(
    { alone: "randomised to aaa alone bbb only ", nothing: "allocated no xx therapy " },
    (abstract) => gate(["drug Q", "drug R"], `METHODS: ${abstract}`),
  );
});
