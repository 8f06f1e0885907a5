import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const endpoint = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).primaryEndpoint;

// Round 4 clinician readings: a phase II/III trial's phase III endpoint, "respectively" lists, plural "as primary endpoints".
describe("primary endpoints named per part, per list or in the plural", () => {
  test("phase II/III: the phase III part's endpoint is kept, with the phase II part's", () => {
    const found = endpoint(
      "METHODS: A randomised phase II/III trial compares early with late surgery. The primary endpoint in the phase II part is the rate of complete excision and that in the phase III part is overall survival. Secondary endpoints are toxicity and cost.",
    );
    expect(found?.stated).toBe(true);
    expect(found?.text).toContain("overall survival");
    expect(found?.text.indexOf("overall survival")).toBe(0);
    expect(found?.text).toContain("complete excision");
  });

  test('"the primary and secondary outcomes were A and B, respectively": only A is primary', () => {
    expect(
      endpoint(
        "METHODS: Sixty adults were randomised to a walking plan or usual care. The primary and the secondary outcomes of this trial were daily step count and grip strength, respectively.",
      ),
    ).toMatchObject({ text: "daily step count", stated: true });
  });

  test('"A and B were the primary and secondary endpoints, respectively" and "primary and key secondary": only A', () => {
    expect(
      endpoint(
        "METHODS: Adults were randomised to a brace or none. Pain relief and sleep quality were the primary and secondary endpoints, respectively.",
      ),
    ).toMatchObject({ text: "Pain relief", stated: true });
    expect(
      endpoint(
        "METHODS: Adults were randomised to a brace or none. The primary and key secondary outcome measures were pain relief and sleep quality, respectively.",
      ),
    ).toMatchObject({ text: "pain relief", stated: true });
  });

  test("phase parts named in two sentences: the phase III part's leads", () => {
    expect(
      endpoint(
        "METHODS: Adults were randomised to A or B. The primary endpoint of the phase II portion was response rate; the primary endpoint of the phase III portion was overall survival.",
      )?.text,
    ).toStartWith("overall survival");
  });

  test('"X as primary endpoints" and "were the co-primary endpoints" are stated as primary', () => {
    expect(
      endpoint(
        "METHODS: Adults were randomised to a mouth rinse or water. Study endpoints were oral ulcer incidence as primary endpoints, and pain and weight as secondary endpoints.",
      ),
    ).toMatchObject({ text: "oral ulcer incidence", stated: true });
    expect(
      endpoint(
        "METHODS: Adults were randomised to a mouth rinse or water. Oral ulcer incidence and mouth pain were the co-primary endpoints.",
      ),
    ).toMatchObject({ text: "Oral ulcer incidence and mouth pain", stated: true });
  });

  test('"X was chosen as / served as the primary endpoint", "We used X as", "X, defined ..., was": the subject is X', () => {
    const named = (sentence: string) => endpoint(`METHODS: Adults were randomised to A or B. ${sentence}`)?.text;
    expect(named("Overall survival was chosen as the primary endpoint.")).toBe("Overall survival");
    expect(named("Overall survival served as the primary endpoint.")).toBe("Overall survival");
    expect(named("We used overall survival as the primary endpoint.")).toBe("overall survival");
    expect(named("Time to progression, defined from randomisation, was the primary endpoint.")).toBe(
      "Time to progression",
    );
  });

  test("a short form's bracket that defines the endpoint stays with it", () => {
    expect(
      endpoint(
        "METHODS: Adults were randomised to drug A or drug B before chemotherapy. The primary endpoint was complete response (CR; no vomiting, no rescue medication) in the first day.",
      )?.text,
    ).toBe("complete response (CR; no vomiting, no rescue medication)");
  });
});
