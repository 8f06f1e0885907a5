import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

const endpoint = (title: string, abstract: string) => endpointReading(extractFactSheet({ title, abstract }))?.text;
const BODY =
  "METHODS: Ninety nurses were randomly assigned to training or no training. RESULTS: Scores rose (p = 0.01).";

describe("an objective centred on a list of outcomes", () => {
  test("the effect of training on a list of outcomes names the list, without the people it is of", () => {
    expect(
      endpoint("The effect of sun-safety training on knowledge, beliefs and sun-protective practice of nurses", BODY),
    ).toBe("knowledge, beliefs and sun-protective practice");
  });

  test("a single outcome stays one outcome", () => {
    expect(endpoint("The effect of sun-safety training on knowledge of nurses", BODY)).toBe("knowledge");
  });
});

describe("outcome lists on adversarial text", () => {
  test("20,000 characters of near-lists take under 100 ms", () => {
    const text = "The effect of a on b c d e, f g h i, j k l m, n o p q, r s and t u v w x y of nurses, ";
    const abstract = text.repeat(Math.ceil(20_000 / text.length)).slice(0, 20_000);
    const read = () => endpoint(abstract.slice(0, 2000), abstract);
    read();
    expect(cpuTime(read)).toBeLessThan(100);
  });
});
