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

/** A page past what PubMed lets anyone browse: esearch serves only the first 9,999 hits of a search. */
export class PubMedPageOutOfRange extends AppError {
  constructor(
    message = "PubMed shows only the first 9,999 results of a search. Please narrow the search to see the rest.",
  ) {
    super(400, message);
  }
}
