import { AppError } from "../errors";

/** PubMed could not be reached or kept failing after retries. */
export class PubMedUnavailable extends AppError {
  constructor(message = "PubMed is not answering right now. Please try again in a minute.") {
    super(502, message);
  }
}

/** PubMed answered, but with something we cannot trust (an error page, a truncated document). */
export class PubMedBadResponse extends AppError {
  constructor(detail: string) {
    super(502, `PubMed sent a response we could not read (${detail}). Please try again in a minute.`);
  }
}
