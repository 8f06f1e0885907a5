import { Elysia } from "elysia";
import { summarizeRequestSchema } from "../../shared/summary";
import { clientIp } from "../http/client-ip";
import { parseInput } from "../http/validation";
import type { SummaryService } from "./summary-service";

export function summaryRoutes(summaries: SummaryService) {
  return new Elysia({ name: "summaries" }).post("/summarize", ({ body, request, server }) =>
    summaries.summarize(parseInput(summarizeRequestSchema, body), {
      // Behind the clinic's reverse proxy, the client is the address the proxy reports.
      client: clientIp(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for")),
      signal: request.signal,
    }),
  );
}
