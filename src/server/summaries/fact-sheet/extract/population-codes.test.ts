import { describe, expect, test } from "bun:test";
import { plainPopulation } from "../write/plain-population";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const people = (abstract: string) => extractFactSheet({ title: "Drug Q or drug W", abstract }).population?.text;

describe("who took part, read whole", () => {
  test("TNM categories listed with a comma keep the disease they stage; the patient hears the disease", () => {
    const text = people("METHODS: Patients with pT1-2, pN0-1 gastric cancer were randomized to drug Q or drug W.");
    expect(text).toBe("Patients with pT1-2, pN0-1 gastric cancer");
    expect(plainPopulation(text)).toBe("people with gastric cancer");
  });

  test("'refractory to' keeps what they were refractory to, in both summaries", () => {
    const text = people(
      "METHODS: Patients with myeloma refractory to at least two prior lines were randomized to drug Q or drug W.",
    );
    expect(text).toBe("Patients with myeloma refractory to at least two prior lines");
    expect(plainPopulation(text)).toBe("people with myeloma refractory to at least two prior lines");
  });
});

describe("population codes on adversarial text", () => {
  const WORST: Record<string, string> = {
    tnm: "patients with pT1-3, pN0-3, pT1-3, pN0-3, ",
    refractory: "patients with a refractory to refractory to refractory to ",
  };
  readsEachInLinearTime(
    WORST,
    (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }),
    "METHODS: ",
  );
});
