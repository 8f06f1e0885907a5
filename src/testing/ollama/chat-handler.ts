import { fakeFactSheet, type FakeSheetKind } from "./fake-fact-sheet";
import { factsFromMessages, fakeSentences, type FakeSentencesKind } from "./fake-sentences";
import { fakeAnswer, sourceFromMessages, type FakeAnswerKind } from "./fake-summaries";
import { chatChunk, chatDone, errorResponse, jsonResponse, ndjsonLine, pieces } from "./wire";

/** What the next chat call does; strings are shorthands for the common faults. */
export type StandInBehaviour =
  | { kind: "reply"; content: string }
  | { kind: "slow"; delayMs: number }
  | "http-500"
  | "busy-503"
  | "malformed-json"
  | "bad-number"
  | "hard-words"
  | "stream-error"
  | "hang"
  /** A correct answer, spelled out (the default when nothing is queued). */
  | "good"
  /** Fact sheet (step 1): arm names swapped against their quotes. */
  | "swapped-arms"
  /** Fact sheet: each group's figure given to the other group. */
  | "swapped-figures"
  /** Fact sheet: the opposite direction to what the p value says. */
  | "wrong-direction"
  /** Fact sheet: a population quote that is not in the abstract. */
  | "invented-quote"
  /** Sentences (step 2): a sentence citing a fact id the sheet does not have. */
  | "bad-citation";

export type ChatBody = {
  model?: string;
  messages?: { role?: string; content?: string }[];
  stream?: boolean;
  format?: unknown;
  options?: Record<string, unknown>;
  keep_alive?: string | number;
  [key: string]: unknown;
};

/** Counters the test reads; `end` runs once per request whether it finished or the client left. */
export type RequestTracker = { end: (aborted: boolean) => void; signal: AbortSignal };

const RUNNER_CRASH = "llama runner process has terminated: exit status 2";
const MID_STREAM_ERROR = "an error was encountered while running the model: unexpected EOF";

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

const kindOf = <K extends string>(behaviour: StandInBehaviour | undefined, kinds: readonly K[]): K | "good" =>
  typeof behaviour === "string" && (kinds as readonly string[]).includes(behaviour) ? (behaviour as K) : "good";

/** The answer the requested schema asks for: a quoted fact sheet (step 1), cited sentences (step 2), or old summaries. */
function answerFor(body: ChatBody, behaviour: StandInBehaviour | undefined): string {
  const messages = body.messages ?? [];
  const props = (body.format as { properties?: Record<string, unknown> } | null)?.properties ?? {};
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
  return fakeAnswer(body.format, messages, kindOf<FakeAnswerKind>(behaviour, ["bad-number", "hard-words"]));
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
  const promptChars = messages.reduce((n, m) => n + (m.content?.length ?? 0), 0);
  const fail = (response: Response) => (track.end(false), response);

  if (behaviour === "http-500") return fail(errorResponse(500, RUNNER_CRASH));
  if (behaviour === "busy-503")
    return fail(errorResponse(503, "server busy, please try again.  maximum pending requests exceeded"));
  if (behaviour === "hang") {
    await new Promise<void>((resolve) => track.signal.addEventListener("abort", () => resolve(), { once: true }));
    return new Response(null, { status: 499 }); // nobody is listening any more
  }
  if (typeof behaviour === "object" && behaviour.kind === "slow") {
    await sleep(behaviour.delayMs, track.signal);
    if (track.signal.aborted) return new Response(null, { status: 499 });
  }
  if (messages.length === 0) {
    // An empty chat only loads the model.
    return fail(jsonResponse(chatDone(model, "", { promptChars: 0, answerChars: 0, startedAt, doneReason: "load" })));
  }

  const full =
    typeof behaviour === "object" && behaviour.kind === "reply"
      ? behaviour.content
      : behaviour === "malformed-json"
        ? 'Here is the summary you asked for: {"clinicianSummary": "The trial enrolled'
        : answerFor(body, behaviour);

  // num_predict caps the answer the way the real server does (about 4 characters a token).
  const cap = Number(body.options?.num_predict ?? -1);
  const cut = cap > 0 && full.length > cap * 4;
  const content = cut ? full.slice(0, cap * 4) : full;
  const at = { promptChars, answerChars: content.length, startedAt, doneReason: cut ? "length" : "stop" };

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
