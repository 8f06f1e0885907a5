/**
 * A local server that speaks Ollama's HTTP API (`/api/tags`, `/api/version`, `/api/ps`,
 * `/api/show`, `/api/chat`), so the real `ollama` client can be tested without model weights.
 * Answers are built from the prompt's abstract; tests script faults with `enqueue`.
 */
import { answerChat, type ChatBody, type StandInBehaviour } from "./ollama/chat-handler";
import { canonicalModel, errorResponse, jsonResponse, modelEntry, modelNotFound, notFound } from "./ollama/wire";

export type { ChatBody, StandInBehaviour } from "./ollama/chat-handler";

export type OllamaStandIn = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  /** Behaviours for the next chat calls, in order; then answers are good again. */
  enqueue(...behaviours: StandInBehaviour[]): void;
  /** Bodies of every `POST /api/chat` received, including refused ones. */
  readonly chatCalls: ChatBody[];
  readonly activeRequests: number;
  readonly peakActiveRequests: number;
  /** Chat requests whose client went away before the answer ended. */
  readonly abortedRequests: number;
  stop(): Promise<void>;
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
  const behaviours: StandInBehaviour[] = [];
  const chatCalls: ChatBody[] = [];
  let active = 0;
  let peak = 0;
  let aborted = 0;

  function track(req: Request) {
    let ended = false;
    active++;
    peak = Math.max(peak, active);
    const end = (wasAborted: boolean) => {
      if (ended) return;
      ended = true;
      active--;
      if (wasAborted) aborted++;
    };
    req.signal.addEventListener("abort", () => end(true), { once: true });
    return { end, signal: req.signal };
  }

  async function chat(req: Request): Promise<Response> {
    let body: ChatBody;
    try {
      body = (await req.json()) as ChatBody;
    } catch {
      return errorResponse(400, "invalid character in request body");
    }
    chatCalls.push(body);
    if (!body || typeof body.model !== "string" || body.model === "") return errorResponse(400, "model is required");
    const model = canonicalModel(body.model);
    if (!models.includes(model)) return modelNotFound(body.model);
    loaded.add(model);
    return answerChat(body, behaviours.shift(), track(req), opts.tokenDelayMs ?? 0);
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

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: opts.port ?? 0,
    idleTimeout: 0, // a hanging generation must stay open until the client leaves
    async fetch(req) {
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
      if (route === "POST /api/chat") return chat(req);
      return notFound();
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    enqueue: (...more) => void behaviours.push(...more),
    chatCalls,
    get activeRequests() {
      return active;
    },
    get peakActiveRequests() {
      return peak;
    },
    get abortedRequests() {
      return aborted;
    },
    stop: () => server.stop(true),
  };
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
