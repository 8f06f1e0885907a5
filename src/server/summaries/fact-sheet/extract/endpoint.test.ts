import { describe, expect, test } from "bun:test";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

const endpoint = (abstract: string, title = "T") => endpointReading(extractFactSheet({ title, abstract }));

describe("primary endpoint", () => {
  test("named as primary: the phrase after it, cut where the clause's verb or the secondary endpoints begin", () => {
    expect(
      endpoint(
        "METHODS: Patients were randomised to A or B. The primary outcome was progression-free survival and the method of analysis was intention-to-treat.",
      ),
    ).toMatchObject({ text: "progression-free survival", stated: true });
    expect(
      endpoint(
        "METHODS: The primary end point was overall survival, and secondary end points were response and toxicity.",
      ),
    ).toMatchObject({ text: "overall survival", stated: true });
  });

  test('"X (primary outcome)" takes the phrase before the bracket, up to its verb', () => {
    expect(endpoint("METHODS: Fatigue severity was rated weekly on a 0-10 scale (primary outcome).")).toMatchObject({
      text: "Fatigue severity",
      stated: true,
    });
  });

  test('"the primary and the secondary outcomes were A and B, respectively" gives A', () => {
    expect(
      endpoint(
        "METHODS: The primary and the secondary outcomes of this study were physical activity level and physical fitness, respectively.",
      )?.text,
    ).toStartWith("physical activity level");
  });

  test("not named: what the objective centres on, without the verbs around it", () => {
    expect(
      endpoint(
        "OBJECTIVE: To determine whether walking reduces fatigue in women with breast cancer.\nMETHODS: Women were randomised to walking or usual care.",
      ),
    ).toMatchObject({ text: "fatigue", stated: false });
    expect(
      endpoint("OBJECTIVE: We assessed the effect of a diet on the frequency of micronuclei in sputum."),
    ).toMatchObject({ text: "frequency of micronuclei in sputum", stated: false });
  });

  test("an endpoint named only by its abbreviation is given in the abstract's own long form, with both spans", () => {
    const abstract =
      "BACKGROUND: Drug Z may lengthen event-free survival (EFS) in adults with sarcoma.\nMETHODS: Adults were randomised to drug Z or placebo. The primary endpoint was EFS.";
    const found = endpointReading(extractFactSheet({ title: "T", abstract }))!;
    expect(found).toMatchObject({ text: "event-free survival (EFS)", stated: true });
    expect(found.evidence.map((e) => abstract.slice(e.start, e.end))).toEqual(["EFS", "event-free survival (EFS)"]);
  });

  test("a laboratory PCR is not a pathological complete response", () => {
    expect(endpoint("OBJECTIVE: We compared staining with PCR for marker K in tumour biopsies.")?.text ?? "").not.toBe(
      "PCR",
    );
  });

  test('"the end point of this study included X" names X, not called primary', () => {
    expect(
      endpoint(
        "METHODS: Patients were randomised to A or B. The end point of this study included overall survival (OS) and toxicity.",
      ),
    ).toMatchObject({ text: "overall survival (OS)", stated: false });
  });

  test("an objective section that opens with context is read from its aim sentence", () => {
    const text =
      "Purpose. A frequent burden of radiotherapy is fatigue. The efficacy of drug Z against radiation-induced mucositis was evaluated by weekly scoring. Methods. Forty adults were randomised to drug Z or placebo.";
    expect(endpoint(text)?.text).toBe("radiation-induced mucositis");
  });

  test('"the effect of X on Y in node-negative cancer patients" stops before the people', () => {
    expect(
      endpoint(
        "Women were randomised to drug Z or none.",
        "The effect of drug Z on local breast recurrence in node negative breast cancer patients treated by surgery alone.",
      )?.text,
    ).toBe("local breast recurrence");
  });

  test("with no outcome in the objective, the first outcome the methods list as measured", () => {
    const abstract =
      "OBJECTIVE: This study aimed to evaluate the safety of keyhole surgery.\nMETHODS: Sixty adults were randomly assigned to keyhole or open surgery. The total operating time, blood loss, complications and scar scores were analyzed.\nRESULTS: Complications were rare in both groups.";
    expect(endpoint(abstract)).toMatchObject({ text: "total operating time", stated: false });
    // A subject with its own verb ("X and Y were tested and Z were recorded") is not one list.
    expect(
      endpoint(
        abstract.replace(
          "The total operating time, blood loss, complications and scar scores were analyzed.",
          "Immune markers were tested and clinical outcomes were recorded.",
        ),
      )?.text,
    ).toBe("Complications");
  });

  test('"intention to act on X" keeps what is intended; "psychosocial consequences" are measurable', () => {
    expect(
      endpoint("OBJECTIVE: We tested whether a leaflet changed intention to quit smoking than a letter did.")?.text,
    ).toBe("intention to quit smoking");
    expect(endpoint("OBJECTIVE: To examine the psychosocial consequences of a screening invitation.")?.text).toBe(
      "psychosocial consequences",
    );
  });

  test('a "MAIN OUTCOME MEASURES" heading names the endpoint, called primary; a bare "OUTCOMES" heading, not', () => {
    const text = (label: string) =>
      `OBJECTIVE: To test a leaflet.\nDESIGN: Randomised trial.\n${label}: Recall of the leaflet's content, and satisfaction.\nRESULTS: Recall was similar (p = 0.5).`;
    expect(
      endpointReading(
        extractFactSheet({
          title: "T",
          abstract: text("MAIN OUTCOME MEASURES"),
          sections: [{ label: "MAIN OUTCOME MEASURES", text: "" }],
        }),
      ),
    ).toMatchObject({ text: "Recall of the leaflet's content", stated: true });
    expect(
      endpointReading(
        extractFactSheet({ title: "T", abstract: text("OUTCOMES"), sections: [{ label: "OUTCOMES", text: "" }] }),
      ),
    ).toMatchObject({ text: "Recall of the leaflet's content", stated: false });
  });

  test('"the main aim is to assess the efficacy of an intervention ..." names no outcome', () => {
    expect(
      endpoint(
        "BACKGROUND: The main aim of this study is to assess the efficacy of an intervention in which school and family are combined.\nMETHODS: Pupils will be randomly assigned to the programme or to usual lessons.",
      )?.text ?? "",
    ).not.toStartWith("efficacy");
  });

  test("an aim naming a list closed by 'and' keeps the whole list; a long phrase without one is cut at its first comma", () => {
    // Was pinned to "... related to smoking": a clinician reader flagged that as an endpoint cut short.
    expect(
      endpoint(
        "INTRODUCTION: The aim of this trial is to test a letter in improving patient self-management of health needs related to smoking, risky drinking and missed screening at 1 month.\nMETHODS: Patients will be randomised to a letter or none.",
      )?.text,
    ).toBe(
      "patient self-management of health needs related to smoking, risky drinking and missed screening at 1 month",
    );
    expect(
      endpoint(
        "OBJECTIVE: To assess whether a booklet improves the daily self-care routines of older adults who live alone in rural towns far from any clinic, with weekly calls.\nMETHODS: Adults were randomised to a booklet or none.",
      )?.text,
    ).toBe("daily self-care routines of older adults who live alone in rural towns far from any clinic");
  });

  test('"Outcomes will be evaluated at 90 days and will include X, Y" names X, not called primary', () => {
    expect(
      endpoint(
        "METHODS: Women will be randomized to a coaching call or a leaflet. Outcomes will be evaluated at 90 days by self-report and will include screening completion, barriers and readiness.",
      ),
    ).toMatchObject({ stated: false, text: expect.stringMatching(/^screening completion/) });
  });
});
