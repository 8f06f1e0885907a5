import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { plainDisease } from "./plain-disease";

const said = (text: string) => plainDisease(text.split(" "));

// Invented descriptions.
describe("the disease said plainly keeps the words that name its site", () => {
  test("a body part keeps its organ ('bile duct'), never left alone", () => {
    expect(said("unresectable or metastatic intrahepatic bile duct adenocarcinomas")).toBe(
      "people with bile duct adenocarcinomas",
    );
    expect(said("stage IV gastrointestinal tract carcinomas")).toBe("people with gastrointestinal tract carcinomas");
  });

  test("a preposition before the disease is not said as part of it", () => {
    expect(said("suffering from melanoma")).toBe("people with melanoma");
    expect(said("recovering from melanoma")).toBe("people with melanoma");
  });

  test("two joined sites stay together", () => {
    expect(said("stage III-IV head and neck carcinoma")).toBe("people with head and neck carcinoma");
  });

  test("a cell type keeps its name", () => {
    expect(said("stage IIIB non-small cell lung cancer")).toBe("people with non-small cell lung cancer");
  });
});

readsEachInLinearTime({ "part words": "tract duct cell ", "joined words": "head and neck or " }, (text) =>
  plainDisease(`${text} cancer`.split(" ")),
);
