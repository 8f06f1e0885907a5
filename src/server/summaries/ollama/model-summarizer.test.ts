import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { startOllamaStandIn, type ChatBody, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { createModelSummarizer, PROMPT_VERSION } from "./index";
import { INVENTED, TRIAL } from "./test-fixtures";

let standIn: OllamaStandIn;
beforeEach(() => {
  standIn = startOllamaStandIn();
});
afterEach(() => standIn.stop());

const summarizer = (extra: Partial<Parameters<typeof createModelSummarizer>[0]> = {}) =>
  createModelSummarizer({ host: standIn.url, model: "llama3.1:8b", retryDelayMs: 5, ...extra });

const lastUserText = (call: ChatBody | undefined) => call?.messages?.filter((m) => m.role === "user").at(-1)?.content ?? "";

describe("model summarizer: answers and checks", () => {
  test("returns both summaries, the model and the reading grade, and records success", async () => {
    const s = summarizer();
    expect(s.status().ok).toBe(false); // never checked yet
    const result = await s.summarize(TRIAL);
    expect(result.clinicianSummary).toContain("hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001");
    expect(result.patientSummary).toContain("412 people took part.");
    expect(result.model).toBe("llama3.1:8b");
    expect(result.readingGrade).toBeLessThanOrEqual(8);
    expect(result.readingGrade).toBeGreaterThan(0);
    expect(result.warnings).toEqual([]);
    expect(s.status()).toEqual({ ok: true, checkedAt: expect.any(String) });
    expect(standIn.chatCalls).toHaveLength(1);
    expect(PROMPT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  });

  test("sends a JSON schema as format, capped options and keep_alive", async () => {
    await summarizer({ numCtx: 4096, numPredict: 900, keepAlive: "10m" }).summarize(TRIAL);
    const body = standIn.chatCalls[0]!;
    expect(body.model).toBe("llama3.1:8b");
    expect(body.stream).toBe(true);
    expect(body.format).toMatchObject({
      type: "object",
      properties: { clinicianSummary: { type: "string" }, patientSummary: { type: "string" } },
      required: ["clinicianSummary", "patientSummary"],
    });
    expect(body.options).toEqual({ temperature: 0.1, num_ctx: 4096, num_predict: 900 });
    expect(body.keep_alive).toBe("10m");
    expect(body.messages?.map((m) => m.role)).toEqual(["system", "user"]);
    expect(lastUserText(body)).toContain(TRIAL.abstract);
  });

  test("defaults: num_ctx 8192, num_predict 1024, keep_alive 30m", async () => {
    await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls[0]!.options).toEqual({ temperature: 0.1, num_ctx: 8192, num_predict: 1024 });
    expect(standIn.chatCalls[0]!.keep_alive).toBe("30m");
  });

  test("a number not in the abstract gets one repair turn naming it; a fixed answer passes", async () => {
    standIn.enqueue("bad-number");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    const repair = standIn.chatCalls[1]!;
    expect(repair.messages?.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair.messages?.[2]?.content).toContain(INVENTED);
    expect(lastUserText(repair)).toContain(`"${INVENTED}" (clinician summary)`);
    expect(lastUserText(repair)).not.toContain("grade");
    expect(result.clinicianSummary).not.toContain(INVENTED);
    expect(result.warnings).toEqual([]);
  });

  test("a number still unsupported after the repair turn is kept with a warning", async () => {
    standIn.enqueue("bad-number", "bad-number");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    expect(result.clinicianSummary).toContain(INVENTED);
    expect(result.warnings).toEqual([`Clinician summary: the number "${INVENTED}" does not appear in the abstract.`]);
  });

  test("a patient summary above grade 8 gets one repair turn asking for simpler words", async () => {
    standIn.enqueue("hard-words");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    expect(lastUserText(standIn.chatCalls[1])).toMatch(/reads at school grade \d+\.\d; it must be grade 8 or lower/);
    expect(result.readingGrade).toBeLessThanOrEqual(8);
    expect(result.warnings).toEqual([]);
  });

  test("still too hard after the repair: the grade is reported with a warning", async () => {
    standIn.enqueue("hard-words", "hard-words");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    expect(result.readingGrade).toBeGreaterThan(8);
    expect(result.warnings).toEqual([
      `Patient summary reads at grade ${result.readingGrade.toFixed(1)}; the target is 8 or below.`,
    ]);
  });

  test("both problems at once are asked for in one repair turn", async () => {
    const both = JSON.stringify({
      clinicianSummary: `Randomised phase 3 trial of 412 patients; hazard ratio ${INVENTED} for overall survival.`,
      patientSummary:
        "This multicentre investigation systematically evaluated an experimental immunotherapeutic combination administered intravenously, comparing consequential oncological outcomes across heterogeneous populations characterised by considerable comorbidity.",
    });
    standIn.enqueue({ kind: "reply", content: both });
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    const ask = lastUserText(standIn.chatCalls[1]);
    expect(ask).toContain(`"${INVENTED}" (clinician summary)`);
    expect(ask).toContain("grade 8 or lower");
    expect(result.warnings).toEqual([]);
  });

  test("a new kind of problem after the first repair gets the second and last turn", async () => {
    standIn.enqueue("bad-number", "hard-words", "bad-number");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    expect(lastUserText(standIn.chatCalls[2])).toContain("grade 8 or lower");
    expect(lastUserText(standIn.chatCalls[2])).not.toContain(INVENTED);
    // The last answer invented a number again: the better, number-clean answer is kept.
    expect(result.clinicianSummary).not.toContain(INVENTED);
    expect(result.warnings).toEqual([expect.stringMatching(/^Patient summary reads at grade/)]);
  });

  test("a revision that fails keeps the first answer with its warnings", async () => {
    standIn.enqueue("bad-number", "malformed-json", "malformed-json");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    expect(result.warnings[0]).toBe(`Clinician summary: the number "${INVENTED}" does not appear in the abstract.`);
    expect(result.warnings[1]).toMatch(/^The model could not revise its answer \(.*not valid JSON twice/);
  });

  test("a trial without an abstract is summarised from its title, saying so", async () => {
    const result = await summarizer().summarize({ ...TRIAL, abstract: "" });
    const prompt = lastUserText(standIn.chatCalls[0]);
    expect(prompt).toContain("No abstract was published for this trial");
    expect(prompt).toContain(TRIAL.title);
    expect(result.clinicianSummary).toContain("No abstract was published");
    expect(result.warnings).toEqual([]);
  });
});
