/**
 * A local server that speaks the OpenAI-compatible chat completions API as vLLM, llama.cpp's server and LM Studio
 * do (`GET /v1/models`, `POST /v1/chat/completions` with response_format json_schema), so the OpenAI transport can
 * be tested without model weights. It is a stand-in, and says so wherever it answers: its model is
 * `test-stand-in/not-a-model`, owned by `trial-lens-test-stand-in`. Tests script faults with `enqueue`.
 */
import { answerCompletion, type CompletionBody, type OpenAiBehaviour } from "./openai/chat-handler";
import { errorResponse, jsonResponse, modelList, modelNotFound, notFound, unauthorized } from "./openai/wire";
import { type ModelStandInCore, serveModelStandIn, type StandInState } from "./model-stand-in";

export type { CompletionBody, OpenAiBehaviour } from "./openai/chat-handler";

export const OPENAI_STAND_IN_MODEL = "test-stand-in/not-a-model";

export type OpenAiStandIn = ModelStandInCore<OpenAiBehaviour, CompletionBody> & {
  /** Base URL with /v1 and without a trailing slash, as OPENAI_BASE_URL takes it, e.g. http://127.0.0.1:40123/v1 */
  readonly url: string;
  /** The Authorization header of every request, "" when there was none. */
  readonly authorizations: string[];
};

export type OpenAiStandInOptions = {
  /** Served model ids; default [OPENAI_STAND_IN_MODEL]. */
  models?: string[];
  /** When set, every request must carry `Authorization: Bearer <apiKey>` (401 otherwise), as `vllm serve --api-key`. */
  apiKey?: string;
  port?: number;
};

export function startOpenAiStandIn(opts: OpenAiStandInOptions = {}): OpenAiStandIn {
  const models = opts.models ?? [OPENAI_STAND_IN_MODEL];
  const authorizations: string[] = [];

  async function chat(req: Request, state: StandInState<OpenAiBehaviour, CompletionBody>): Promise<Response> {
    let body: CompletionBody;
    try {
      body = (await req.json()) as CompletionBody;
    } catch {
      return errorResponse(400, "The request body is not valid JSON.", "BadRequestError", 400);
    }
    state.chatCalls.push(body);
    if (!body || typeof body.model !== "string" || body.model === "")
      return errorResponse(400, "model is required", "BadRequestError", 400);
    if (!models.includes(body.model)) return modelNotFound(body.model);
    const track = state.track(req);
    try {
      return await answerCompletion(body, state.next(), track.signal);
    } finally {
      track.end(false); // a no-op when the client already left
    }
  }

  const core = serveModelStandIn<OpenAiBehaviour, CompletionBody>(opts.port, (req, state) => {
    const { pathname } = new URL(req.url);
    const authorization = req.headers.get("authorization") ?? "";
    authorizations.push(authorization);
    if (opts.apiKey && authorization !== `Bearer ${opts.apiKey}`) return unauthorized();
    const route = `${req.method} ${pathname}`;
    if (route === "GET /health") return new Response(null, { status: 200 });
    if (route === "GET /v1/models") return jsonResponse(modelList(models));
    if (route === "POST /v1/chat/completions") return chat(req, state);
    return notFound();
  });
  // Object.assign keeps the core's counter getters live.
  return Object.assign(core, { url: `http://127.0.0.1:${core.port}/v1`, authorizations });
}

if (import.meta.main) {
  // A developer tool, not the app: it reads PORT directly and takes served model ids as arguments.
  const port = Number(process.env.PORT ?? 11600);
  const models = process.argv.slice(2);
  const standIn = startOpenAiStandIn({ port, models: models.length > 0 ? models : undefined });
  console.log(`OpenAI-compatible test stand-in (not a model) listening at ${standIn.url}`);
  console.log(
    `Point the app at it: MODEL_API=openai OPENAI_BASE_URL=${standIn.url} OLLAMA_MODEL=${models[0] ?? OPENAI_STAND_IN_MODEL}`,
  );
}
