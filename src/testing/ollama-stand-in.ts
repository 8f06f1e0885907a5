/**
 * A local server that speaks Ollama's HTTP API (`/api/tags`, `/api/version`, `/api/ps`,
 * `/api/show`, `/api/chat`), so the real `ollama` client can be tested without model weights.
 * Answers are built from the prompt's abstract; tests script faults with `enqueue`.
 */
import { answerChat, type ChatBody, type StandInBehaviour } from "./ollama/chat-handler";
import { canonicalModel, errorResponse, jsonResponse, modelEntry, modelNotFound, notFound } from "./ollama/wire";
import { type ModelStandInCore, serveModelStandIn, type StandInState } from "./model-stand-in";

export type { ChatBody, StandInBehaviour } from "./ollama/chat-handler";

export type OllamaStandIn = ModelStandInCore<StandInBehaviour, ChatBody> & {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  readonly url: string;
};

export type StandInOptions = {
  /** Pulled models; default ["llama3.1:8b"]. */
  models?: string[];
  port?: number;
  /** Pause between streamed lines, to make mid-answer aborts observable. */
  tokenDelayMs?: number;
};

export function startOllamaStandIn(opts: StandInOptions = {}): OllamaStandIn {
  const models = (opts.models ?? ["llama3.1:8b"]).map(canonicalModel);
  const loaded = new Set<string>();

  async function chat(req: Request, state: StandInState<StandInBehaviour, ChatBody>): Promise<Response> {
    let body: ChatBody;
    try {
      body = (await req.json()) as ChatBody;
    } catch {
      return errorResponse(400, "invalid character in request body");
    }
    state.chatCalls.push(body);
    if (!body || typeof body.model !== "string" || body.model === "") return errorResponse(400, "model is required");
    const model = canonicalModel(body.model);
    if (!models.includes(model)) return modelNotFound(body.model);
    loaded.add(model);
    return answerChat(body, state.next(), state.track(req), opts.tokenDelayMs ?? 0);
  }

  async function show(req: Request): Promise<Response> {
    const body = (await req.json().catch(() => ({}))) as { model?: string; name?: string };
    const name = body.model ?? body.name ?? "";
    if (!models.includes(canonicalModel(name))) return modelNotFound(name);
    const entry = modelEntry(canonicalModel(name));
    return jsonResponse({
      modelfile: `FROM ${entry.name}`,
      parameters: "",
      template: "{{ .Prompt }}",
      details: entry.details,
      model_info: {},
      capabilities: ["completion"],
      modified_at: entry.modified_at,
    });
  }

  const core = serveModelStandIn<StandInBehaviour, ChatBody>(opts.port, (req, state) => {
    const { pathname } = new URL(req.url);
    const route = `${req.method} ${pathname}`;
    if (route === "GET /" || route === "HEAD /") return new Response("Ollama is running");
    if (route === "GET /api/version") return jsonResponse({ version: "0.12.6" });
    if (route === "GET /api/tags") return jsonResponse({ models: models.map(modelEntry) });
    if (route === "GET /api/ps")
      return jsonResponse({
        models: [...loaded].map((m) => ({ ...modelEntry(m), expires_at: "2099-01-01T00:00:00Z", size_vram: 0 })),
      });
    if (route === "POST /api/show") return show(req);
    if (route === "POST /api/chat") return chat(req, state);
    return notFound();
  });
  // Object.assign keeps the core's counter getters live.
  return Object.assign(core, { url: `http://127.0.0.1:${core.port}` });
}

if (import.meta.main) {
  // A developer tool, not the app: it reads PORT directly and takes pulled models as arguments.
  const port = Number(process.env.PORT ?? 11500);
  const models = process.argv.slice(2);
  const standIn = startOllamaStandIn({ port, models: models.length > 0 ? models : undefined });
  console.log(
    `Ollama stand-in listening at ${standIn.url} (models: ${(models.length ? models : ["llama3.1:8b"]).join(", ")})`,
  );
  console.log(`Point the app at it: OLLAMA_HOST=${standIn.url}`);
}
