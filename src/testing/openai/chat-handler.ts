import { fakeFactSheet, type FakeSheetKind } from "../ollama/fake-fact-sheet";
import { factsFromMessages, fakeSentences, type FakeSentencesKind } from "../ollama/fake-sentences";
import { sourceFromMessages } from "../ollama/fake-summaries";
import { completion, errorResponse, jsonResponse } from "./wire";

/** What the next chat completion does; strings are shorthands for the common faults and spoiled answers. */
export type OpenAiBehaviour =
  | { kind: "reply"; content: string }
  | { kind: "slow"; delayMs: number }
  | "good"
  | "http-500"
  | "busy-503"
  | "malformed-json"
  | "hang"
  /** Fact sheet (step 1): arm names swapped against their quotes. */
  | "swapped-arms"
  | "swapped-figures"
  /** Fact sheet: the opposite direction to what the p value says. */
  | "wrong-direction"
  /** Fact sheet: a population quote that is not in the abstract. */
  | "invented-quote"
  | "bad-number"
  | "hard-words"
  | "bad-citation";

export type CompletionBody = {
  model?: string;
  messages?: { role?: string; content?: string }[];
  response_format?: {
    type?: string;
    json_schema?: { name?: string; schema?: { properties?: Record<string, unknown> }; strict?: boolean };
  };
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
};

const kindOf = <K extends string>(behaviour: OpenAiBehaviour | undefined, kinds: readonly K[]): K | "good" =>
  typeof behaviour === "string" && (kinds as readonly string[]).includes(behaviour) ? (behaviour as K) : "good";

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/** The answer the requested json_schema asks for: a quoted fact sheet (step 1) or cited sentences (step 2). */
function answerFor(body: CompletionBody, behaviour: OpenAiBehaviour | undefined): string | undefined {
  const messages = body.messages ?? [];
  const props = body.response_format?.json_schema?.schema?.properties ?? {};
  if ("studyType" in props) {
    const { title, abstract } = sourceFromMessages(messages);
    return fakeFactSheet(
      title,
      abstract,
      kindOf<FakeSheetKind>(behaviour, [
        "swapped-arms",
        "swapped-figures",
        "wrong-direction",
        "invented-quote",
        "bad-number",
      ]),
    );
  }
  if ("clinician" in props && "patient" in props) {
    return fakeSentences(
      factsFromMessages(messages),
      kindOf<FakeSentencesKind>(behaviour, ["bad-number", "hard-words", "bad-citation"]),
    );
  }
  return undefined;
}

/** Answers one `POST /v1/chat/completions` for a served model according to `behaviour`. */
export async function answerCompletion(
  body: CompletionBody,
  behaviour: OpenAiBehaviour | undefined,
  signal: AbortSignal,
): Promise<Response> {
  const model = body.model!;
  const messages = body.messages ?? [];
  if (behaviour === "http-500")
    return errorResponse(500, "The test stand-in's engine crashed (EngineDeadError).", "InternalServerError", 500);
  if (behaviour === "busy-503")
    return errorResponse(503, "The test stand-in is overloaded; try again later.", "ServiceUnavailableError", 503);
  if (behaviour === "hang") {
    await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
    return new Response(null, { status: 499 }); // nobody is listening any more
  }
  if (typeof behaviour === "object" && behaviour.kind === "slow") {
    await sleep(behaviour.delayMs, signal);
    if (signal.aborted) return new Response(null, { status: 499 });
  }
  if (body.response_format?.type !== "json_schema" || !body.response_format.json_schema?.schema) {
    return errorResponse(
      400,
      "The test stand-in answers only requests with response_format json_schema.",
      "BadRequestError",
      400,
    );
  }
  const full =
    typeof behaviour === "object" && behaviour.kind === "reply"
      ? behaviour.content
      : behaviour === "malformed-json"
        ? 'Here is the fact sheet you asked for: {"studyType": "randomised-trial", "arms'
        : answerFor(body, behaviour);
  if (full === undefined)
    return errorResponse(400, "The test stand-in does not know this json_schema.", "BadRequestError", 400);
  // max_tokens cuts the answer the way a real server does (about 4 characters a token).
  const cap = body.max_tokens ?? 0;
  const cut = cap > 0 && full.length > cap * 4;
  const content = cut ? full.slice(0, cap * 4) : full;
  const promptChars = messages.reduce((n, m) => n + (m.content?.length ?? 0), 0);
  return jsonResponse(completion(model, content, cut ? "length" : "stop", promptChars));
}
