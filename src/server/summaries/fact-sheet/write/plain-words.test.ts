import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { medianWords, plainEndpoint } from "./plain-endpoint";
import { plainPopulation } from "./plain-population";

describe("endpoints in everyday words", () => {
  test.each([
    ["overall survival", "how long people lived"],
    ["Progression-free survival (PFS)", "how long before the cancer grew or spread"],
    ["3-year disease-free survival", "how long people stayed free of the cancer coming back"],
    ["objective response rate", "how many people's tumours shrank"],
    ["pathological complete response", "how often no cancer was left when the tumour was removed"],
    ["pCR rate", "how often no cancer was left when the tumour was removed"],
    ["global quality of life", "quality of life"],
    ["incidence of chemotherapy-induced nausea and vomiting", "feeling sick and being sick"],
  ])("%s → %s", (endpoint, plain) => {
    expect(plainEndpoint(endpoint)).toBe(plain);
  });
  test("two co-primary endpoints of known kinds are both said; time to a lasting fall in quality of life is a time", () => {
    expect(plainEndpoint("quality of life and General Fatigue")).toBe("quality of life and tiredness");
    expect(plainEndpoint("disease-free survival and overall survival")).toBe(
      "how long people stayed free of the cancer coming back and how long people lived",
    );
    expect(plainEndpoint("time to definitive quality of life score deterioration")).toBe(
      "how long before quality of life got worse",
    );
  });
  test("PCR the lab test is not mistaken for a pathological complete response", () => {
    expect(plainEndpoint("agreement of IHC with PCR")).not.toBe(
      "how often no cancer was left when the tumour was removed",
    );
  });
  test("an unknown short endpoint keeps its own words; a long technical one gives way", () => {
    expect(plainEndpoint("The primary endpoint was weight gain.")).toBe("weight gain");
    expect(
      plainEndpoint("serum concentration of soluble vascular endothelial growth factor receptor antagonists"),
    ).toBeNull();
  });
});

// Round 4 readings: a response word means what the treatment is for; only overall survival is "how long people lived".
describe("response and survival kinds in honest everyday words", () => {
  test("an anti-sickness complete response (no vomiting, no rescue medicine) is not the cancer going away", () => {
    const sickness = "Granisetron patch versus tablets for preventing chemotherapy-induced nausea and vomiting";
    for (const said of [
      plainEndpoint("complete response", sickness),
      plainEndpoint("complete response (no emesis, no rescue medication) in the acute phase"),
      plainEndpoint("complete response rate", "An antiemetic trial"),
    ]) {
      expect(said).toBe("how often people were not sick at all and needed no extra anti-sickness medicine");
    }
    expect(plainEndpoint("complete response", "Drug A for advanced lymphoma")).toBe(
      "how often all signs of the cancer went away",
    );
  });
  test("a pain response is less pain, not shrinking tumours", () => {
    expect(plainEndpoint("pain response at 4 weeks")).toBe("how many people had less pain");
    expect(plainEndpoint("overall response", "One versus five radiotherapy sessions for painful bone metastases")).toBe(
      "how many people had less pain",
    );
  });
  test.each([
    ["failure-free survival rate at 18 months", "how long before the treatment stopped working"],
    ["event-free survival", "how long people lived without the cancer growing or coming back"],
    ["relapse-free survival", "how long people stayed free of the cancer coming back"],
    ["distant metastasis-free survival", "how long before the cancer spread to other parts of the body"],
    ["time to treatment failure", "how long before the treatment stopped working"],
    ["time to progression", "how long before the cancer grew"],
  ])("%s → %s", (endpoint, plain) => {
    expect(plainEndpoint(endpoint)).toBe(plain);
  });
  test("20,000 characters of endpoint and title take under 100 ms", () => {
    const text = "complete pain response free survival without nausea ".repeat(400).slice(0, 20_000);
    plainEndpoint(text, text);
    expect(cpuTime(() => plainEndpoint(text, text))).toBeLessThan(100);
  });
  test("typographic hyphens, answers to a message and quality-adjusted survival read rightly", () => {
    expect(plainEndpoint("progression‐free interval")).toBe("how long before the cancer grew or spread");
    expect(plainEndpoint("responses to a web message about sun safety")).not.toBe("how many people's tumours shrank");
    expect(plainEndpoint("quality-adjusted survival time")).not.toBe("how long people lived");
  });
  test("a list of several kinds of outcome is not named by the one kind the list happens to hold", () => {
    expect(plainEndpoint("symptom relief, treatment side effects, response rates and overall survival")).toBe(
      "symptom relief, treatment side effects, response rates and overall survival",
    );
    expect(plainEndpoint("disease-free survival and overall survival")).toBe(
      "how long people stayed free of the cancer coming back and how long people lived",
    );
  });
  test("no survival kind but overall survival is called how long people lived", () => {
    for (const kind of ["failure-free survival", "leukaemia-free survival", "biochemical failure-free survival"])
      expect(plainEndpoint(kind)).not.toBe("how long people lived");
  });
});

describe("who took part, in the sheet's own words", () => {
  test("keeps who they are and makes 'patients' people", () => {
    expect(plainPopulation("women with an abnormal screening mammogram")).toBe(
      "women with an abnormal screening mammogram",
    );
    expect(plainPopulation("Sixty patients with locally advanced breast cancer")).toBe(
      "people with locally advanced breast cancer",
    );
    expect(plainPopulation("healthy subjects from a population-based case-control study")).toBe(
      "healthy people from a population-based case-control study",
    );
    expect(plainPopulation("physicians answering a questionnaire")).toBe("physicians answering a questionnaire");
  });
  test("stops where the text turns to when and where they were found", () => {
    expect(
      plainPopulation(
        "patients with esophageal cancer who had undergone esophagectomy between September 2008 and October 2009",
      ),
    ).toBe("people with esophageal cancer");
  });
  test("never invents a group: no people-noun or too technical gives null", () => {
    expect(plainPopulation("skin toxicity prophylaxis")).toBeNull();
    expect(plainPopulation("patients with EGFR-mutated (exon 19 deletion) adenocarcinoma")).toBeNull();
  });
});

describe("names as running text", () => {
  test("a Title Case phrase is lowered, a proper name inside ordinary text is not", () => {
    expect(plainPopulation("Patients With Metastatic Pancreatic Cancer")).toBe(
      "people with metastatic pancreatic cancer",
    );
    expect(plainPopulation("patients with liver cancer exceeding the Milan criteria")).toBe(
      "people with liver cancer exceeding the Milan criteria",
    );
  });
});

describe("a group's median in words", () => {
  test("time-to-event medians say what took that long; other medians stay plain", () => {
    expect(medianWords("how long people lived", "20.1 months")).toBe("people lived a median of 20.1 months");
    expect(medianWords("how long before the cancer grew or spread", "48 months")).toBe(
      "the cancer took a median of 48 months to grow or spread",
    );
    expect(medianWords("how long before the cancer grew or spread", "4.2")).toBe("the median was 4.2");
    expect(medianWords("quality of life", "12 weeks")).toBe("the median was 12 weeks");
  });
});
