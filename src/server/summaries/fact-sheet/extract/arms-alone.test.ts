import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { readSource } from "../source/read-source";
import { namedAlone } from "./arms-alone";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: a comparator read as the bare treatment another arm adds to, which the authors call "X alone".
test('a comparator the authors call "radical zelmotherapy alone" is named so, quoted from their words', () => {
  const input = {
    title: "Surgery and adjuvant zelmotherapy versus zelmotherapy in mouth tumours",
    abstract:
      "A randomized trial was set up to compare surgery plus adjuvant zelmotherapy with radical zelmotherapy alone. Survival was longer after surgery (P = 0.001).",
  };
  const arms = extractFactSheet(input).arms;
  expect(arms.map((a) => [a.role, a.name])).toEqual([
    ["intervention", "Surgery and adjuvant zelmotherapy"],
    ["control", "radical zelmotherapy alone"],
  ]);
  expect(spanText(input, arms[1]!.evidence[0]!)).toBe("radical zelmotherapy alone");
});

test('"with drug Q alone" gives "drug Q alone", without the joining word', () => {
  const arms = extractFactSheet({
    title: "A phase II randomized study of drug Q alone or with drug R in older patients",
    abstract: "Patients were randomized into drug Q or drug Q plus drug R arms. Responses were 16% and 32% (p=0.009).",
  }).arms;
  expect(arms.map((a) => a.name)).toEqual(["drug Q plus drug R", "drug Q alone"]);
});

describe("naming a comparator 'alone' on adversarial text", () => {
  const arms = [
    { role: "intervention" as const, name: "drug Q plus drug R", evidence: [] },
    { role: "control" as const, name: "drug Q", evidence: [] },
  ];
  readsEachInLinearTime(
    { "the comparator's name repeated without 'alone'": "radical-radical drug Q drug Q-drug " },
    (abstract) => namedAlone(arms, readSource({ title: abstract.slice(0, 2000), abstract }).sentences),
    "METHODS: ",
  );
});
