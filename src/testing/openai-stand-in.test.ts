import { describe, expect, test } from "bun:test";
import { quotedSheetJsonSchema } from "../server/summaries/model/sheet-schema";
import { INVENTED_QUOTE } from "./ollama/fake-fact-sheet";
import { OPENAI_STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "./openai-stand-in";
import { standInForEachTest } from "./stand-in-lifecycle";

const TITLE = "Drug A versus placebo in advanced melanoma: a randomised phase 3 trial";
const ABSTRACT =
  "In this randomised phase 3 trial, 412 patients with advanced melanoma were assigned to drug A or placebo. Median overall survival was 14.2 months with drug A and 11.1 months with placebo (hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001).";
const messages = [
  {
    role: "user",
    content: `<<<TITLE t>>>\n${TITLE}\n<<<END TITLE t>>>\n<<<ABSTRACT t>>>\n${ABSTRACT}\n<<<END ABSTRACT t>>>`,
  },
];
const sheetFormat = {
  type: "json_schema",
  json_schema: { name: "fact_sheet", schema: quotedSheetJsonSchema, strict: true },
};

let standIn: OpenAiStandIn;
standInForEachTest(
  () => startOpenAiStandIn({ apiKey: "k" }),
  (s) => (standIn = s),
);

const call = (path: string, body?: unknown, key = "k") =>
  fetch(`${standIn.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const complete = (extra: Record<string, unknown> = {}) =>
  call("/chat/completions", { model: OPENAI_STAND_IN_MODEL, messages, response_format: sheetFormat, ...extra });
const content = async (res: Response) => JSON.parse((await res.json()).choices[0].message.content);

describe("OpenAI-compatible stand-in", () => {
  test("lists its one model, named and owned as a stand-in, at /v1/models on loopback", async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const { data } = await (await call("/models")).json();
    expect(data).toEqual([
      expect.objectContaining({
        id: "test-stand-in/not-a-model",
        object: "model",
        owned_by: "trial-lens-test-stand-in",
      }),
    ]);
  });

  test("a chat completion in OpenAI's shape: the fact sheet the json_schema asks for, read from the abstract", async () => {
    const res = await complete();
    const body = await res.clone().json();
    expect(body).toMatchObject({
      object: "chat.completion",
      model: "test-stand-in/not-a-model",
      choices: [{ index: 0, finish_reason: "stop" }],
    });
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
    const sheet = await content(res);
    expect(sheet.participants.randomised).toBe(412);
    expect(sheet.primaryResult.direction).toBe("favours-intervention");
    expect(standIn.chatCalls[0]!.response_format?.json_schema?.name).toBe("fact_sheet");
  });

  test("errors as vLLM writes them: 401 for a bad key, 404 for an unknown model, 400 without json_schema, 404 off the API", async () => {
    const denied = await call("/models", undefined, "wrong");
    expect(denied.status).toBe(401);
    expect((await denied.json()).error.code).toBe("invalid_api_key");
    const unknown = await complete({ model: "gpt-4o" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("The model `gpt-4o` does not exist.");
    expect((await complete({ response_format: { type: "json_object" } })).status).toBe(400);
    expect(
      (
        await fetch(standIn.url.replace(/\/v1$/, "/api/chat"), {
          method: "POST",
          headers: { authorization: "Bearer k" },
        })
      ).status,
    ).toBe(404);
  });

  test("scripted faults come in order, then answers are good again", async () => {
    standIn.enqueue("http-500", "busy-503", "malformed-json");
    expect((await complete()).status).toBe(500);
    expect((await complete()).status).toBe(503);
    expect((await (await complete()).json()).choices[0].message.content).toStartWith(
      "Here is the fact sheet you asked for",
    );
    expect((await complete()).status).toBe(200);
  });

  test("spoiled sheets: swapped arm names, the opposite direction, an invented quote", async () => {
    standIn.enqueue("swapped-arms", "wrong-direction", "invented-quote");
    const swapped = await content(await complete());
    expect(swapped.arms.map((a: { name: string; role: string }) => `${a.role}: ${a.name}`)).toEqual([
      "intervention: placebo",
      "control: Drug A",
    ]);
    expect((await content(await complete())).primaryResult.direction).toBe("no-significant-difference"); // against p=0.001
    expect((await content(await complete())).population.quotes).toContain(INVENTED_QUOTE);
  });

  test("max_tokens cuts the answer with finish_reason length", async () => {
    const body = await (await complete({ max_tokens: 10 })).json();
    expect(body.choices[0].finish_reason).toBe("length");
    expect(body.choices[0].message.content).toHaveLength(40);
  });

  test("slow answers overlap and are counted; a hanging one counts as aborted when its client leaves", async () => {
    standIn.enqueue({ kind: "slow", delayMs: 50 }, { kind: "slow", delayMs: 50 });
    await Promise.all([complete(), complete()]);
    expect(standIn.peakActiveRequests).toBe(2);
    standIn.enqueue("hang");
    const leaving = new AbortController();
    const pending = fetch(`${standIn.url}/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer k" },
      body: JSON.stringify({ model: OPENAI_STAND_IN_MODEL, messages, response_format: sheetFormat }),
      signal: leaving.signal,
    }).catch((e) => e);
    await Bun.sleep(30);
    leaving.abort();
    await pending;
    for (let i = 0; i < 50 && standIn.abortedRequests === 0; i++) await Bun.sleep(10);
    expect(standIn.abortedRequests).toBe(1);
    expect(standIn.activeRequests).toBe(0);
  });
});
