import { describe, expect, test } from "bun:test";
import { parseAnswer } from "./ask-model";

const answer = {
  clinicianSummary: "Randomised phase 3 trial of 412 patients comparing drug A plus FOLFOX with FOLFOX.",
  patientSummary: "This study tested a new drug. 412 people took part. Talk with your care team.",
};

describe("parseAnswer", () => {
  test("reads the JSON, with or without a Markdown fence around it", () => {
    expect(parseAnswer(JSON.stringify(answer), "stop", 1024)).toEqual({ ok: true, value: answer });
    expect(parseAnswer("```json\n" + JSON.stringify(answer) + "\n```", "stop", 1024)).toEqual({ ok: true, value: answer });
  });

  test("says why an answer is unusable", () => {
    expect(parseAnswer("Sure! Here it is", "stop", 1024)).toEqual({ ok: false, detail: 'it began "Sure! Here it is"' });
    expect(parseAnswer('{"clinicianSummary": "x"}', "stop", 1024)).toMatchObject({ ok: false, detail: expect.stringContaining("too short") });
    expect(parseAnswer('{"clinicianSummary": "The tri', "length", 300)).toEqual({
      ok: false,
      detail: "it was cut off at the num_predict cap of 300 tokens; raise numPredict",
    });
  });
});
