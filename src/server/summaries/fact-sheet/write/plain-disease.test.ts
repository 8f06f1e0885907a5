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

describe("a disease that is not who took part is not said as if it were", () => {
  test("a condition after treatment for a cancer is not the cancer", () => {
    expect(said("with chronic radiation proctitis after irradiation for prostate or bowel cancer")).toBeNull();
    expect(said("with lymphoedema following surgery for breast cancer")).toBeNull();
  });

  test("a list of sites is never cut to its last two", () => {
    expect(said("with prostate, uterine, cervical, rectal or vaginal cancer")).toBeNull();
    expect(said("with lung or breast cancer")).toBe("people with lung or breast cancer");
  });
});

readsEachInLinearTime({ "part words": "tract duct cell ", "joined words": "head and neck or " }, (text) =>
  plainDisease(`${text} cancer`.split(" ")),
);
