import { Elysia } from "elysia";
import { summarizeRequestSchema } from "../../shared/summary";
import type { ClientOf } from "../http/client-ip";
import { parseInput } from "../http/validation";
import type { SummaryService } from "./summary-service";

export function summaryRoutes(summaries: SummaryService, clientOf: ClientOf) {
  return new Elysia({ name: "summaries" }).post("/summarize", ({ body, request, server }) =>
    summaries.summarize(parseInput(summarizeRequestSchema, body), {
      client: clientOf(request, server),
      signal: request.signal,
    }),
  );
}
