import { z } from "zod";

/** The part of a chat completion we read; servers add more (usage, logprobs, reasoning), which is ignored. */
export const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1, { message: "no choices" }),
});

/** GET /v1/models */
export const modelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

/** Error bodies as OpenAI, vLLM, llama.cpp and LM Studio write them. */
const errorBodySchema = z.union([
  z.object({ error: z.object({ message: z.string() }) }),
  z.object({ error: z.string() }),
  z.object({ message: z.string() }),
]);

/** The server answered with an HTTP error status. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = "HttpFailure";
  }
}

/** A 200 whose body is not what an OpenAI-compatible server sends. */
export class NotOpenAiAnswer extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "NotOpenAiAnswer";
  }
}

/** The message of an error answer, or the start of its text when it is not JSON. */
export async function errorDetail(response: Response): Promise<string> {
  const text = (await response.text().catch(() => "")).slice(0, 2000);
  let parsed: z.infer<typeof errorBodySchema> | undefined;
  try {
    parsed = errorBodySchema.safeParse(JSON.parse(text)).data;
  } catch {
    parsed = undefined;
  }
  const message = !parsed
    ? text
    : "message" in parsed
      ? parsed.message
      : typeof parsed.error === "string"
        ? parsed.error
        : parsed.error.message;
  return message.trim().slice(0, 300) || response.statusText || "no detail";
}

/** Reads a 200's JSON with `schema`, or says why it is not an OpenAI-compatible answer. */
export async function readAnswer<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NotOpenAiAnswer(`it began ${JSON.stringify(text.slice(0, 40))}`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new NotOpenAiAnswer(
    result.error.issues
      .slice(0, 2)
      .map((i) => `${i.path.join(".") || "answer"}: ${i.message}`)
      .join("; "),
  );
}
