import { describe, expect, test } from "bun:test";
import { startOllamaStandIn, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { standInForEachTest } from "../../../testing/stand-in-lifecycle";
import { lastUserText, ollamaSummarizer, type SummarizerOptions } from "../../../testing/model-summarizer-setup";
import { PROMPT_VERSION } from "../model";
import { INVENTED, TRIAL } from "../../../testing/fixtures/summary-inputs";

let standIn: OllamaStandIn;
standInForEachTest(startOllamaStandIn, (s) => (standIn = s));

const summarizer = (extra: SummarizerOptions = {}) => ollamaSummarizer(standIn, extra);

describe("model summarizer: two steps, answers and checks", () => {
  test("returns both summaries, the facts and sentences, the model and the reading grade, and records success", async () => {
    const s = summarizer();
    expect(s.status().ok).toBe(false); // never checked yet
    const result = await s.summarize(TRIAL);
    expect(result.clinicianSummary).toContain("hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001");
    expect(result.patientSummary).toContain("412 people took part.");
    expect(result.clinicianSummary).toBe(result.sentences.clinician.map((x) => x.text).join("\n"));
    expect(result.patientSummary).toBe(result.sentences.patient.map((x) => x.text).join(" "));
    expect(result.facts.participants.randomised).toBe(412);
    expect(result.facts.primaryResult.direction).toBe("favours-intervention");
    expect(result.model).toBe("llama3.1:8b");
    expect(result.readingGrade).toBeLessThanOrEqual(8);
    expect(result.readingGrade).toBeGreaterThan(0);
    expect(result.warnings).toEqual([]);
    expect(s.status()).toEqual({ ok: true, checkedAt: expect.any(String) });
    expect(standIn.chatCalls).toHaveLength(2);
    expect(PROMPT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  });

  test("step 1 asks for the quoted fact sheet, step 2 for cited sentences; capped options and keep_alive on both", async () => {
    await summarizer({ numCtx: 4096, numPredict: 900, keepAlive: "10m" }).summarize(TRIAL);
    const [sheet, sentences] = standIn.chatCalls;
    expect(sheet!.format).toMatchObject({
      type: "object",
      properties: {
        studyType: { enum: expect.arrayContaining(["randomised-trial", "protocol"]) },
        arms: { type: "array" },
      },
    });
    expect(sentences!.format).toMatchObject({
      type: "object",
      properties: { clinician: { type: "array" }, patient: { type: "array" } },
    });
    for (const body of [sheet!, sentences!]) {
      expect(body.model).toBe("llama3.1:8b");
      expect(body.stream).toBe(true);
      expect(body.options).toEqual({ temperature: 0.1, num_ctx: 4096, num_predict: 900 });
      expect(body.keep_alive).toBe("10m");
      expect(body.messages?.map((m) => m.role)).toEqual(["system", "user"]);
    }
    expect(lastUserText(sheet)).toContain(TRIAL.abstract);
    // Step 2 sees the checked facts and their words, not the paper: the background sentence is in no fact.
    expect(lastUserText(sentences)).toContain('"id": "F1"');
    expect(lastUserText(sentences)).not.toContain("Drug A is an oral inhibitor");
  });

  test("defaults: num_ctx 8192, num_predict 2048 (room for the sheet), keep_alive 30m; a huge num_predict is capped", async () => {
    await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls[0]!.options).toEqual({ temperature: 0.1, num_ctx: 8192, num_predict: 2048 });
    expect(standIn.chatCalls[0]!.keep_alive).toBe("30m");
    await summarizer({ numPredict: 1_000_000 }).summarize(TRIAL);
    expect(standIn.chatCalls[2]!.options?.num_predict).toBe(8192);
  });

  test("every sentence carries valid spans of the facts it cites, or is general and states no number", async () => {
    const { sentences } = await summarizer().summarize(TRIAL);
    for (const s of [...sentences.clinician, ...sentences.patient]) {
      if (s.general) expect(s.text).not.toMatch(/\d/);
      else expect(s.evidence.length).toBeGreaterThan(0);
      for (const span of s.evidence)
        expect(span.end).toBeLessThanOrEqual((span.field === "title" ? TRIAL.title : TRIAL.abstract).length);
    }
    expect(sentences.patient.find((s) => s.text === "412 people took part.")?.evidence).toEqual([
      {
        field: "abstract",
        start: TRIAL.abstract.indexOf("412 patients"),
        end: TRIAL.abstract.indexOf("412 patients") + 12,
      },
    ]);
  });

  test("a number not in the abstract gets one repair turn naming it; a fixed answer passes", async () => {
    standIn.enqueue("good", "bad-number");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    const repair = standIn.chatCalls[2]!;
    expect(repair.messages?.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair.messages?.[2]?.content).toContain(INVENTED);
    expect(lastUserText(repair)).toMatch(
      new RegExp(`clinician sentence \\d+: the number "${INVENTED}" does not appear in the abstract`),
    );
    expect(lastUserText(repair)).not.toContain("grade");
    expect(result.clinicianSummary).not.toContain(INVENTED);
    expect(result.warnings).toEqual([]);
  });

  test("a number still unsupported after the repair turn: the built-in writer's clinician summary, with a warning naming it", async () => {
    standIn.enqueue("good", "bad-number", "bad-number");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    expect(result.clinicianSummary).not.toContain(INVENTED);
    expect(result.clinicianSummary.length).toBeGreaterThan(40);
    expect(result.patientSummary).toContain("412 people took part."); // the model's patient summary passed
    expect(result.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The model's clinician summary failed its checks after one revision \\(sentence \\d+: the number "${INVENTED}" does not appear in the abstract\\); the built-in writer wrote this one`,
        ),
      ),
    ]);
  });

  test("a patient summary above grade 8 gets one repair turn asking for simpler words", async () => {
    standIn.enqueue("good", "hard-words");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    expect(lastUserText(standIn.chatCalls[2])).toMatch(/reads at school grade \d+\.\d; it must be grade 8 or lower/);
    expect(result.readingGrade).toBeLessThanOrEqual(8);
    expect(result.warnings).toEqual([]);
  });

  test("still too hard after the repair: the built-in writer's patient summary, with a warning giving the grade", async () => {
    standIn.enqueue("good", "hard-words", "hard-words");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    expect(result.patientSummary).not.toContain("multicentre investigation");
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^The model's patient summary failed its checks after one revision \(it reads at grade \d+\.\d; the target is 8 or below\)/,
      ),
    ]);
  });

  test("a sentence citing a fact the sheet does not have is named in the repair turn, with the other problems", async () => {
    const both = JSON.stringify({
      clinician: [
        {
          text: `Randomised phase 3 trial; hazard ratio ${INVENTED} for overall survival.`,
          facts: ["F1"],
          general: false,
        },
        { text: "The trial met its goal.", facts: ["F99"], general: false },
        { text: "Survival was longer.", facts: [], general: false },
      ],
      patient: [
        {
          text: "This multicentre investigation systematically evaluated an experimental immunotherapeutic combination administered intravenously.",
          facts: [],
          general: true,
        },
      ],
    });
    standIn.enqueue("good", { kind: "reply", content: both });
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);
    const ask = lastUserText(standIn.chatCalls[2]);
    expect(ask).toContain(`clinician sentence 1: the number "${INVENTED}" does not appear in the abstract.`);
    expect(ask).toContain("clinician sentence 2: it cites F99, which is not in the fact sheet.");
    expect(ask).toContain("clinician sentence 3: it cites no fact and is not marked general.");
    expect(ask).toContain("grade 8 or lower");
    expect(result.warnings).toEqual([]);
  });

  test("a revision that fails keeps the first answer, falls back for what failed, and says so", async () => {
    standIn.enqueue("good", "bad-number", "malformed-json", "malformed-json");
    const result = await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(4);
    expect(result.clinicianSummary).not.toContain(INVENTED);
    expect(result.warnings[0]).toMatch(/^The model's clinician summary failed its checks/);
    expect(result.warnings[1]).toMatch(/^The model could not revise its summaries \(.*not valid JSON twice/);
  });

  test("a trial without an abstract is summarised from its title, saying so", async () => {
    const result = await summarizer().summarize({ ...TRIAL, abstract: "" });
    expect(lastUserText(standIn.chatCalls[0])).toContain("No abstract was published for this trial");
    expect(lastUserText(standIn.chatCalls[0])).toContain(TRIAL.title);
    expect(lastUserText(standIn.chatCalls[1])).toContain("No abstract was published for this trial");
    expect(result.clinicianSummary).toContain("No abstract was published");
    expect(result.warnings).toEqual([]);
  });
});

describe("model summarizer: the repair turn and the context window", () => {
  test("a repair that would overflow num_ctx is not sent; the first answer stands, with a note", async () => {
    standIn.enqueue("good", "bad-number");
    const result = await summarizer({ numCtx: 2600, numPredict: 1200 }).summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(2);
    expect(result.warnings.at(-1)).toBe(
      "The model was not asked to revise its summaries: the conversation would not fit its context of 2600 tokens.",
    );
    expect(result.clinicianSummary).not.toContain(INVENTED); // the built-in writer's, since the check still failed
  });
});
