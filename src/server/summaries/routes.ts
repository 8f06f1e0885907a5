import { Elysia } from "elysia";
import { summarizeRequestSchema } from "../../shared/summary";
import { parseInput } from "../http/validation";
import type { SummaryService } from "./summary-service";

export function summaryRoutes(summaries: SummaryService) {
  return new Elysia({ name: "summaries" }).post("/summarize", ({ body, request, server }) =>
    summaries.summarize(parseInput(summarizeRequestSchema, body), {
      client: server?.requestIP(request)?.address ?? "local",
      signal: request.signal,
    }),
  );
}
