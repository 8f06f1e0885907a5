import { Elysia } from "elysia";
import type { EndpointAnswer } from "../../shared/api/endpoints";
import type { ClientOf } from "../http/client-ip";
import { parseRequest, routePath } from "../http/endpoint";
import type { SummaryService } from "./summary-service";

export function summaryRoutes(summaries: SummaryService, clientOf: ClientOf) {
  return new Elysia({ name: "summaries" }).post(
    routePath("summarize"),
    ({ body, request, server }): Promise<EndpointAnswer<"summarize">> =>
      summaries.summarize(parseRequest("summarize", body), {
        client: clientOf(request, server),
        signal: request.signal,
      }),
  );
}
