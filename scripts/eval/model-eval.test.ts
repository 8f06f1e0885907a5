import { afterEach, describe, expect, test } from "bun:test";
import { INVENTED_TRIAL } from "../../src/testing/invented-trial";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../src/testing/openai-stand-in";
import type { EvalRecord, GoldSheet } from "./fixtures";
import { evaluateModel } from "./model-eval";

const saved = { ...process.env };
let standIn: OpenAiStandIn | undefined;
afterEach(async () => {
  for (const name of ["MODEL_API", "OPENAI_BASE_URL", "OPENAI_API_KEY"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await standIn?.stop();
});

const set = () => {
  const { pmid, title, abstract } = INVENTED_TRIAL;
  return [{ record: { pmid, title, abstract } as EvalRecord, gold: { pmid } as GoldSheet }];
};

describe("eval:summaries --model with MODEL_API=openai", () => {
  test("runs the model path against OPENAI_BASE_URL with the key, and says where", async () => {
    standIn = startOpenAiStandIn({ apiKey: "eval-key", models: ["eval-model"] });
    Object.assign(process.env, { MODEL_API: "openai", OPENAI_BASE_URL: standIn.url, OPENAI_API_KEY: "eval-key" });
    const lines: string[] = [];
    const run = await evaluateModel("eval-model", set(), (line) => lines.push(line));
    expect(lines[0]).toBe(
      `Evaluating the model eval-model at the OpenAI-compatible server ${standIn.url}, one abstract at a time...`,
    );
    expect(run.failures).toEqual([]);
    expect(run.cases[0]!.sheet.participants.randomised).toBe(812);
    expect(run.written[0]!.sentences.clinician.length).toBeGreaterThan(3);
    expect(standIn.chatCalls).toHaveLength(2);
  });

  test("a model the server does not serve is named in the failures", async () => {
    standIn = startOpenAiStandIn({ models: ["eval-model"] });
    Object.assign(process.env, { MODEL_API: "openai", OPENAI_BASE_URL: standIn.url });
    const run = await evaluateModel("other-model", set(), () => {});
    expect(run.failures).toEqual([
      expect.stringContaining("The model other-model is not served by the OpenAI-compatible server"),
    ]);
  });
});
