import { describe, expect, test } from "bun:test";
import { parseAnswer } from "./ask-model";
import { sentencesAnswerSchema } from "./sheet-schema";
import { cpuTime } from "../../../testing/timing";

const answer = {
  clinician: [{ text: "Randomised phase 3 trial of 412 patients.", facts: ["F1", "F2"], general: false }],
  patient: [{ text: "Talk with your care team.", facts: [], general: true }],
};
const read = (content: string, doneReason = "stop", cap = 1024) =>
  parseAnswer(content, doneReason, cap, sentencesAnswerSchema);

describe("parseAnswer", () => {
  test("reads the JSON, with or without a Markdown fence around it", () => {
    expect(read(JSON.stringify(answer))).toEqual({ ok: true, value: answer });
    expect(read(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``)).toEqual({ ok: true, value: answer });
  });

  test("says why an answer is unusable", () => {
    expect(read("Sure! Here it is")).toEqual({ ok: false, detail: 'it began "Sure! Here it is"' });
    expect(read('{"clinician": [{"text": "x", "facts": [], "general": true}], "patient": []}')).toEqual({
      ok: false,
      detail: "patient: the patient summary has no sentences",
    });
    expect(read('{"clinician": [{"text": "The tri', "length", 300)).toEqual({
      ok: false,
      detail: "it was cut off at the num_predict cap of 300 tokens; raise numPredict",
    });
  });

  test("a long fenced or unfenced answer is read in linear time", () => {
    const spaces = `\`\`\`${" ".repeat(30_000)}x`;
    expect(read(spaces).ok).toBe(false);
    expect(cpuTime(() => read(spaces))).toBeLessThan(100);
  });
});
