/** Response shapes of the OpenAI chat completions API, as vLLM and OpenAI write them. */

/** Names the stand-in everywhere it answers, so nothing it writes can pass for a model's work. */
export const OWNER = "trial-lens-test-stand-in";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** OpenAI's error shape (vLLM writes the same since 0.6). */
export function errorResponse(
  status: number,
  message: string,
  type: string,
  code: string | number | null = null,
): Response {
  return jsonResponse({ error: { message, type, param: null, code } }, status);
}

export const unauthorized = () =>
  errorResponse(
    401,
    "Incorrect API key provided. The test stand-in only accepts the key it was started with.",
    "invalid_request_error",
    "invalid_api_key",
  );

export const modelNotFound = (model: string) =>
  errorResponse(404, `The model \`${model}\` does not exist.`, "NotFoundError", 404);

/** An unknown route: FastAPI's plain answer. */
export const notFound = () => jsonResponse({ detail: "Not Found" }, 404);

export function modelList(models: string[]) {
  return {
    object: "list",
    data: models.map((id) => ({ id, object: "model", created: 1_764_000_000, owned_by: OWNER, max_model_len: 8192 })),
  };
}

export function completion(model: string, content: string, finishReason: "stop" | "length", promptChars: number) {
  const completionTokens = Math.max(1, Math.ceil(content.length / 4));
  const promptTokens = Math.max(1, Math.ceil(promptChars / 4));
  return {
    id: `chatcmpl-stand-in-${crypto.randomUUID()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: OWNER,
    choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: finishReason }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}
