import { describe, expect, test } from "bun:test";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

const endpoint = (abstract: string, title = "T") => endpointReading(extractFactSheet({ title, abstract }));

// Phrasings a clinician reader saw misread: co-primary endpoints, measures, two-sentence definitions, aims, protocols.
describe("primary endpoint phrasings", () => {
  test('protocols: "the primary outcome will be X" is stated; "the outcome will be X" names X, not called primary', () => {
    expect(
      endpoint(
        "METHODS: Adults will be randomised to yoga or a leaflet. The primary outcome will be sleep quality at 8 weeks.",
      ),
    ).toMatchObject({ text: "sleep quality at 8 weeks", stated: true });
    expect(
      endpoint(
        "BACKGROUND: This trial tests whether a nurse call improves recovery.\nMETHODS: Wards will be randomised to nurse calls or usual care. The outcome will be physical recovery half a year after surgery, measured with a short scale.",
      ),
    ).toMatchObject({ text: "physical recovery half a year after surgery", stated: false });
  });

  test("co-primary endpoints each with its measure: both named, without the measures", () => {
    const abstract =
      "METHODS: Adults were randomised to exercise or usual care. Primary endpoints are physical function assessed by the Short Physical Scale (SPS, mobility part) and sleep quality measured by the Night Index (NI-12). Secondary endpoints are pain and mood.";
    const found = endpointReading(extractFactSheet({ title: "T", abstract }))!;
    expect(found).toMatchObject({ text: "physical function and sleep quality", stated: true });
    expect(found.evidence.map((e) => abstract.slice(e.start, e.end))).toEqual(["physical function", "sleep quality"]);
  });

  test('"the primary end point was X assessed by Y" names X', () => {
    expect(
      endpoint("METHODS: The primary end point was hand-foot skin reaction assessed by the investigator at each visit.")
        ?.text,
    ).toBe("hand-foot skin reaction");
  });

  test('"survival after surgery at 12 months": the time the endpoint is read at stays with it', () => {
    expect(endpoint("METHODS: Primary endpoint of the trial is survival after resection at 12 months.")?.text).toBe(
      "survival after resection at 12 months",
    );
  });

  test("an endpoint defined across two sentences: a bare 'change from baseline' is a change in what was measured", () => {
    const abstract =
      "METHODS: Sixty adults were given drug Q or nothing. Morphine doses, laxative use and sleep scores were monitored weekly. The primary endpoint was the change from baseline after 4 weeks.";
    const found = endpointReading(extractFactSheet({ title: "T", abstract }))!;
    expect(found).toMatchObject({ text: "change from baseline in morphine doses after 4 weeks", stated: true });
    expect(found.evidence.map((e) => abstract.slice(e.start, e.end))).toEqual([
      "change from baseline after 4 weeks",
      "Morphine doses",
    ]);
  });

  test("a baseline value, or its definition, is not the measured outcome", () => {
    expect(
      endpoint(
        "METHODS: Forty adults were randomised to a shake or normal food. Baseline serum ferritin levels, defined as the level before any shake, and the serum ferritin levels on the fifth day were recorded.\nRESULTS: Ferritin fell less with the shake.",
      )?.text,
    ).toBe("serum ferritin levels on the fifth day");
  });

  test('aims asking "whether X differs by arm" or "whether A could change X" name X', () => {
    expect(
      endpoint(
        "PURPOSE: We aimed to determine whether time to first hospital admission (TFA) differs by study arm.\nMETHODS: Adults were randomised to nurse calls or none.",
      )?.text,
    ).toBe("time to first hospital admission (TFA)");
    expect(
      endpoint(
        "BACKGROUND: Zinc may matter. We investigated whether a week of zinc drops could change the levels of copper and iron in plasma in adults with colitis.\nMETHODS: Ten adults were randomised to drops or none.",
      )?.text,
    ).toBe("levels of copper and iron");
  });

  test('"effects of A on X and on Y" names both outcomes, and a number in a population does not end the phrase', () => {
    expect(
      endpointReading(
        extractFactSheet({
          title: "Effects of vitamin K on bone fractures and on kidney stones in 4,210 older people",
          abstract: "METHODS: Older people were randomised to vitamin K or placebo.",
        }),
      )?.text,
    ).toBe("bone fractures and kidney stones");
  });

  test('a bare "activity" of a regimen is read as the response rate the abstract reports', () => {
    expect(
      endpoint(
        "The aim was to find which of two regimens, A or B, offered better activity and less toxicity in adults with sarcoma. Adults were randomised to A or B. The objective response rate was 40% with A and 30% with B.",
      )?.text,
    ).toBe("objective response rate");
  });

  test('an aim "to predict survival" names survival, the overall survival the results speak of', () => {
    expect(
      endpoint(
        "PURPOSE: This study aimed to build a score to predict survival in adults with sarcoma.\nMETHODS: Records were randomly split into two sets.\nRESULTS: Age was the largest contributor to overall survival (OS).",
      )?.text,
    ).toBe("overall survival");
    expect(
      endpoint(
        "PURPOSE: This study aimed to build a score to predict survival in adults with sarcoma.\nRESULTS: Age mattered most.",
      )?.text,
    ).toBe("survival");
  });

  test("a title naming the outcome more fully gives the fuller name", () => {
    expect(
      endpoint(
        "The objective was to test whether gel reduces chemotherapy-induced neuropathy. Adults were randomised to gel or placebo.",
        "Gel for Chemotherapy-Induced Peripheral Neuropathy",
      )?.text,
    ).toBe("chemotherapy-induced peripheral neuropathy");
  });

  test('"surveys compared X" and "Parameters of X (list) were measured" name X', () => {
    expect(
      endpoint(
        "BACKGROUND: A trial of support for clinics.\nMETHODS: Twenty clinics were randomized to coaching or a manual. Baseline and follow-up surveys compared the number of screening events held.\nRESULTS: All clinics held more events.",
      )?.text,
    ).toBe("number of screening events held");
    expect(
      endpoint(
        "We ran a non-randomised controlled trial of drug Y. Sixty adults were allocated alternately to drug Y or no drug. Markers of liver injury (ALT, AST, bilirubin, and albumin) were measured weekly. Drug Y was well tolerated.",
      )?.text,
    ).toBe("Markers of liver injury");
  });
});
