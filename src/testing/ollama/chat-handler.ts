import {
  capAnswer,
  clientClosed,
  clientLeft,
  fullAnswer,
  kindOf,
  type ModelBehaviour,
  promptChars,
  schemaAnswer,
  sleep,
} from "../model-answer";
import type { RequestTracker } from "../model-stand-in";
import { fakeAnswer, type FakeAnswerKind } from "./fake-summaries";
import { chatChunk, chatDone, errorResponse, jsonResponse, ndjsonLine, pieces } from "./wire";

/** What the next chat call does; Ollama can also fail in the middle of a streamed answer. */
export type StandInBehaviour = ModelBehaviour | "stream-error";

export type ChatBody = {
  model?: string;
  messages?: { role?: string; content?: string }[];
  stream?: boolean;
  format?: unknown;
  options?: Record<string, unknown>;
  keep_alive?: string | number;
  [key: string]: unknown;
};

export type { RequestTracker } from "../model-stand-in";

const RUNNER_CRASH = "llama runner process has terminated: exit status 2";
const MID_STREAM_ERROR = "an error was encountered while running the model: unexpected EOF";

/** The answer the requested schema asks for: a quoted fact sheet (step 1), cited sentences (step 2), or old summaries. */
function answerFor(body: ChatBody, behaviour: StandInBehaviour | undefined): string {
  const messages = body.messages ?? [];
  const props = (body.format as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return (
    schemaAnswer(props, messages, behaviour) ??
    fakeAnswer(body.format, messages, kindOf<FakeAnswerKind>(behaviour, ["bad-number", "hard-words"]))
  );
}

/** Answers one `POST /api/chat` for a known model according to `behaviour`. */
export async function answerChat(
  body: ChatBody,
  behaviour: StandInBehaviour | undefined,
  track: RequestTracker,
  tokenDelayMs: number,
): Promise<Response> {
  const model = body.model!;
  const messages = body.messages ?? [];
  const stream = body.stream !== false; // the real server streams unless told not to
  const startedAt = performance.now();
  const fail = (response: Response) => (track.end(false), response);

  if (behaviour === "http-500") return fail(errorResponse(500, RUNNER_CRASH));
  if (behaviour === "busy-503")
    return fail(errorResponse(503, "server busy, please try again.  maximum pending requests exceeded"));
  if (await clientLeft(behaviour, track.signal)) return clientClosed();
  if (messages.length === 0) {
    // An empty chat only loads the model.
    return fail(jsonResponse(chatDone(model, "", { promptChars: 0, answerChars: 0, startedAt, doneReason: "load" })));
  }

  const malformed = 'Here is the summary you asked for: {"clinicianSummary": "The trial enrolled';
  const full = fullAnswer(behaviour, malformed, () => answerFor(body, behaviour));
  // num_predict caps the answer as the real server does.
  const { content, cut } = capAnswer(full, Number(body.options?.num_predict ?? -1));
  const at = {
    promptChars: promptChars(messages),
    answerChars: content.length,
    startedAt,
    doneReason: cut ? "length" : "stop",
  };

  if (!stream) {
    if (behaviour === "stream-error") return fail(errorResponse(500, MID_STREAM_ERROR));
    return fail(jsonResponse(chatDone(model, content, at)));
  }

  const parts = pieces(content);
  const lines: unknown[] =
    behaviour === "stream-error"
      ? [...parts.slice(0, 2).map((p) => chatChunk(model, p)), { error: MID_STREAM_ERROR }]
      : [...parts.map((p) => chatChunk(model, p)), chatDone(model, "", at)];
  let i = 0;
  const ndjson = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (tokenDelayMs > 0) await sleep(tokenDelayMs, track.signal);
      if (track.signal.aborted) return;
      if (i < lines.length) controller.enqueue(ndjsonLine(lines[i++]));
      if (i >= lines.length) {
        controller.close();
        track.end(false);
      }
    },
    cancel() {
      track.end(true);
    },
  });
  return new Response(ndjson, { headers: { "Content-Type": "application/x-ndjson" } });
}
