import {
  capAnswer,
  clientClosed,
  clientLeft,
  fullAnswer,
  type ModelBehaviour,
  promptChars,
  schemaAnswer,
} from "../model-answer";
import { completion, errorResponse, jsonResponse } from "./wire";

/** What the next chat completion does; strings are shorthands for the common faults and spoiled answers. */
export type OpenAiBehaviour = ModelBehaviour;

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

const badRequest = (message: string) => errorResponse(400, message, "BadRequestError", 400);

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
  if (await clientLeft(behaviour, signal)) return clientClosed();
  const schema = body.response_format?.json_schema?.schema;
  if (body.response_format?.type !== "json_schema" || !schema)
    return badRequest("The test stand-in answers only requests with response_format json_schema.");
  const malformed = 'Here is the fact sheet you asked for: {"studyType": "randomised-trial", "arms';
  const full = fullAnswer(behaviour, malformed, () => schemaAnswer(schema.properties ?? {}, messages, behaviour));
  if (full === undefined) return badRequest("The test stand-in does not know this json_schema.");
  // max_tokens cuts the answer as a real server does.
  const { content, cut } = capAnswer(full, body.max_tokens ?? 0);
  return jsonResponse(completion(model, content, cut ? "length" : "stop", promptChars(messages)));
}
