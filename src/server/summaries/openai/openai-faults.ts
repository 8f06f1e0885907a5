import { ModelUnavailable, serverErrorWords } from "../model/errors";

const SERVER = "OpenAI-compatible server";

/** An OpenAI-compatible server's faults (vLLM, llama.cpp's server, LM Studio) in words an administrator can act on. */
export const openaiFaults = {
  unreachable: (host: string) =>
    new ModelUnavailable(
      "unreachable",
      `The ${SERVER} at ${host} is not reachable: start it (for example \`vllm serve <model>\`) or set OPENAI_BASE_URL.`,
    ),

  modelMissing: (host: string, model: string, detail?: string) =>
    new ModelUnavailable(
      "model-missing",
      `The model ${model} is not served by the ${SERVER} at ${host}${detail ? ` (${detail})` : ""}: serve it there, or set OLLAMA_MODEL to a name its GET /v1/models lists.`,
    ),

  serverError(host: string, status: number | undefined, detail: string, afterRetry = true) {
    const hint =
      status === 503 || status === 429
        ? "it is busy or still loading; lower OLLAMA_CONCURRENCY or give it more capacity"
        : "see the model server's log";
    return new ModelUnavailable(
      "server-error",
      `The ${SERVER} at ${host} ${serverErrorWords(status, afterRetry)} (${detail}): ${hint}.`,
    );
  },

  refused(host: string, status: number, detail: string) {
    const hint =
      status === 401 || status === 403
        ? "set OPENAI_API_KEY to the key the server expects"
        : status === 404
          ? "check that OPENAI_BASE_URL points at an OpenAI-compatible API (it usually ends in /v1)"
          : "it may not support structured output (response_format json_schema); upgrade it";
    return new ModelUnavailable(
      "refused",
      `The ${SERVER} at ${host} refused the request (${status}: ${detail}): ${hint}.`,
    );
  },

  unreadable: (host: string, detail: string) =>
    new ModelUnavailable(
      "refused",
      `The server at ${host} sent an answer that is not an OpenAI-compatible one (${detail}): check that OPENAI_BASE_URL points at such a server (it usually ends in /v1).`,
    ),
};
