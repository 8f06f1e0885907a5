import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const who = (title: string, abstract: string) => extractFactSheet({ title, abstract }).population?.text ?? null;

// Invented abstracts, one per way a population phrase was cut so that it no longer says who took part.
describe("the population is a phrase about people, cut where the people end", () => {
  test("what the study did ('and evaluation of prognostic factors') is not part of who took part", () => {
    expect(
      who(
        "Radiotherapy with drug T in patients with glioma and evaluation of prognostic factors",
        "Survival was 15 months.",
      ),
    ).toBe("patients with glioma");
  });

  test("a relative clause cut after its verb leaves no population rather than 'patients who were known'", () => {
    expect(
      who(
        "Radiotherapy for painful bone metastases",
        "METHODS: We studied patients who were known. RESULTS: Pain fell.",
      ),
    ).toBeNull();
  });

  test("a verb of the study's process ('stage II entered') does not close the phrase", () => {
    expect(
      who(
        "Oral or intravenous drug M",
        "METHODS: Previously untreated patients with myeloma stage II entered in a randomised study of drug M.",
      ),
    ).toBe("Previously untreated patients with myeloma stage II");
  });

  test("a describing word split off by 'or' is put back ('paramenopausal or castrated women')", () => {
    expect(
      who("Drug A versus drug B in paramenopausal or castrated women with breast cancer", "Responses were 20%."),
    ).toBe("paramenopausal or castrated women with breast cancer");
  });

  test("a list of describing words cut at its first comma does not end on 'with unifocal'", () => {
    expect(
      who(
        "Omitting radiotherapy",
        "METHODS: Eligible patients were women aged 65 years and older with unifocal, nonlobular, grade 1 breast cancer.",
      ),
    ).toBe("women aged 65 years and older");
  });

  test("when people were seen ('after the three month review') is not who they are", () => {
    expect(
      who(
        "Feeding after surgery",
        "METHODS: We interviewed participants after the three month review. RESULTS: Most were well.",
      ),
    ).toBeNull();
  });
});

describe("the population gate on adversarial text", () => {
  readsEachInLinearTime(
    {
      relative: "patients who were known patients with a and evaluation of ",
      joined: "tolerable or tolerable or castrated women with unifocal, ",
    },
    (abstract) => extractFactSheet({ title: "A study", abstract: `METHODS: ${abstract}` }),
  );
});
