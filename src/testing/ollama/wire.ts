/** Response shapes of Ollama's HTTP API, as the real server writes them. */

const encoder = new TextEncoder();

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

/** Ollama's error shape: `{"error": "..."}` with a JSON content type. */
export const errorResponse = (status: number, error: string) => jsonResponse({ error }, status);

/** Gin's answer to an unknown route. */
export const notFound = () =>
  new Response("404 page not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export function modelNotFound(model: string): Response {
  return errorResponse(404, `model "${model}" not found, try pulling it first`);
}

/** "llama3.1" means "llama3.1:latest" to Ollama. */
export const canonicalModel = (name: string) => (name.includes(":") ? name : `${name}:latest`);

function digestOf(name: string): string {
  return new Bun.CryptoHasher("sha256").update(name).digest("hex");
}

export function modelEntry(name: string) {
  return {
    name,
    model: name,
    modified_at: "2026-11-01T09:00:00.000000000Z",
    size: 4_920_753_328,
    digest: digestOf(name),
    details: {
      parent_model: "",
      format: "gguf",
      family: "llama",
      families: ["llama"],
      parameter_size: "8.0B",
      quantization_level: "Q4_K_M",
    },
  };
}

export function chatChunk(model: string, content: string) {
  return { model, created_at: new Date().toISOString(), message: { role: "assistant", content }, done: false };
}

/**
 * The closing object of a chat answer: timings in nanoseconds, counts in tokens (about 4
 * characters each). A streamed answer closes with empty content but counts the whole answer.
 */
export function chatDone(
  model: string,
  content: string,
  at: { promptChars: number; answerChars: number; startedAt: number; doneReason?: string },
) {
  const total = Math.max(1, Math.round((performance.now() - at.startedAt) * 1e6));
  const evalCount = Math.max(1, Math.ceil(at.answerChars / 4));
  return {
    model,
    created_at: new Date().toISOString(),
    message: { role: "assistant", content },
    done_reason: at.doneReason ?? "stop",
    done: true,
    total_duration: total,
    load_duration: Math.round(total * 0.05),
    prompt_eval_count: Math.max(1, Math.ceil(at.promptChars / 4)),
    prompt_eval_duration: Math.round(total * 0.25),
    eval_count: evalCount,
    eval_duration: Math.round(total * 0.7),
  };
}

/** Splits an answer into token-sized pieces, the way a streamed answer arrives. */
export function pieces(content: string, size = 16): string[] {
  const out: string[] = [];
  for (let i = 0; i < content.length; i += size) out.push(content.slice(i, i + size));
  return out;
}

export const ndjsonLine = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
