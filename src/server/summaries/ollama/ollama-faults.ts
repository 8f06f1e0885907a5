import { ModelUnavailable, serverErrorWords } from "../model/errors";

/** Ollama's faults in words an administrator can act on: what happened at which host, and the setting to turn. */
export const ollamaFaults = {
  unreachable: (host: string) =>
    new ModelUnavailable(
      "unreachable",
      `The Ollama server at ${host} is not reachable: start it with \`ollama serve\` or set OLLAMA_HOST.`,
    ),

  modelMissing: (host: string, model: string) =>
    new ModelUnavailable(
      "model-missing",
      `The model ${model} is not installed on the Ollama server at ${host}: run \`ollama pull ${model}\` or set OLLAMA_MODEL.`,
    ),

  serverError(host: string, status: number | undefined, detail: string, afterRetry = true) {
    const hint =
      status === 503
        ? "it is busy with other requests; lower OLLAMA_CONCURRENCY or raise OLLAMA_MAX_QUEUE on the Ollama server"
        : "see the Ollama server's log";
    return new ModelUnavailable(
      "server-error",
      `The Ollama server at ${host} ${serverErrorWords(status, afterRetry)} (${detail}): ${hint}.`,
    );
  },

  refused(host: string, status: number, detail: string) {
    const hint =
      status === 404
        ? "check that OLLAMA_HOST points at an Ollama server"
        : "it may be too old for structured output; upgrade Ollama";
    return new ModelUnavailable(
      "refused",
      `The Ollama server at ${host} refused the request (${status}: ${detail}): ${hint}.`,
    );
  },

  unreadable: (host: string, detail: string) =>
    new ModelUnavailable(
      "refused",
      `The server at ${host} sent an answer that is not Ollama's (${detail}): check that OLLAMA_HOST points at an Ollama server.`,
    ),
};
