import { AppError } from "../../errors";

export { QueueFull } from "../../lib/work-queue";

/** Why the model path failed, for logs and the health check. */
export type ModelFaultReason = "unreachable" | "model-missing" | "server-error" | "refused" | "bad-answer";

/** The model could not produce a summary; the message tells an administrator what to do. */
export class ModelUnavailable extends AppError {
  constructor(
    readonly reason: ModelFaultReason,
    message: string,
  ) {
    super(503, message);
  }

  static unreachable(host: string) {
    return new ModelUnavailable(
      "unreachable",
      `The Ollama server at ${host} is not reachable: start it with \`ollama serve\` or set OLLAMA_HOST.`,
    );
  }

  static modelMissing(host: string, model: string) {
    return new ModelUnavailable(
      "model-missing",
      `The model ${model} is not installed on the Ollama server at ${host}: run \`ollama pull ${model}\` or set OLLAMA_MODEL.`,
    );
  }

  static serverError(host: string, status: number | undefined, detail: string, afterRetry = true) {
    const what = (status === undefined ? "failed while answering" : `answered ${status}`) + (afterRetry ? " twice" : "");
    const hint =
      status === 503
        ? "it is busy with other requests; lower OLLAMA_CONCURRENCY or raise OLLAMA_MAX_QUEUE on the Ollama server"
        : "see the Ollama server's log";
    return new ModelUnavailable("server-error", `The Ollama server at ${host} ${what} (${detail}): ${hint}.`);
  }

  static refused(host: string, status: number, detail: string) {
    const hint =
      status === 404
        ? "check that OLLAMA_HOST points at an Ollama server"
        : "it may be too old for structured output; upgrade Ollama";
    return new ModelUnavailable("refused", `The Ollama server at ${host} refused the request (${status}: ${detail}): ${hint}.`);
  }

  static unreadable(host: string, detail: string) {
    return new ModelUnavailable(
      "refused",
      `The server at ${host} sent an answer that is not Ollama's (${detail}): check that OLLAMA_HOST points at an Ollama server.`,
    );
  }

  static badAnswer(model: string, detail: string) {
    return new ModelUnavailable(
      "bad-answer",
      `The model ${model}'s answer was not valid JSON twice (${detail}): try another model or a newer Ollama.`,
    );
  }
}

/** The model took longer than the configured limit; the call to Ollama was cancelled. */
export class ModelTimeout extends AppError {
  constructor(model: string, timeoutMs: number) {
    super(
      504,
      `The model ${model} did not finish a summary within ${formatMs(timeoutMs)}: raise OLLAMA_TIMEOUT_MS, use a smaller model, or give Ollama a GPU.`,
    );
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}
