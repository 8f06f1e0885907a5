import { Elysia } from "elysia";
import type { EndpointAnswer } from "../../shared/api/endpoints";
import type { ClientOf } from "../http/client-ip";
import { parseRequest, routePath } from "../http/endpoint";
import type { RegistryService } from "../registry/registry-service";
import { keepRecruiting } from "./recruiting-filter";
import type { SearchService } from "./search-service";

export function searchRoutes(search: SearchService, clientOf: ClientOf, registry: RegistryService) {
  return new Elysia({ name: "search" }).post(
    routePath("search"),
    async ({ body, request, server }): Promise<EndpointAnswer<"search">> => {
      const input = parseRequest("search", body);
      const client = clientOf(request, server);
      const answer = await search.search(input, client);
      return input.filters?.recruiting ? keepRecruiting(answer, registry, client) : answer;
    },
  );
}
