import { AppError } from "../../errors";

/** Too many summaries are already waiting for the model; asking again later is the only remedy. */
export class QueueFull extends AppError {
  constructor() {
    super(503, "The summary service is busy. Please try again in a minute.");
  }
}

/** Why the model path failed, for logs and the health check. */
export type ModelFaultReason = "unreachable" | "model-missing" | "server-error" | "refused" | "bad-answer";

/** The model could not produce a summary; the message (written by the transport) tells an administrator what to do. */
export class ModelUnavailable extends AppError {
  constructor(
    readonly reason: ModelFaultReason,
    message: string,
  ) {
    super(503, message);
  }

  static badAnswer(model: string, detail: string, server: string) {
    return new ModelUnavailable(
      "bad-answer",
      `The model ${model}'s answer was not valid JSON twice (${detail}): try another model or a newer ${server}.`,
    );
  }
}

/** The model took longer than the configured limit; the call to its server was cancelled. */
export class ModelTimeout extends AppError {
  constructor(model: string, timeoutMs: number, server = "model server") {
    super(
      504,
      `The model ${model} did not finish a summary within ${formatMs(timeoutMs)}: raise OLLAMA_TIMEOUT_MS, use a smaller model, or give the ${server} a GPU.`,
    );
  }
}

/** Words for a server's answer status, as the fault messages of every transport say it. */
export function serverErrorWords(status: number | undefined, afterRetry: boolean): string {
  return (status === undefined ? "failed while answering" : `answered ${status}`) + (afterRetry ? " twice" : "");
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}
