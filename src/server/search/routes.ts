import { Elysia } from "elysia";
import { searchRequestSchema } from "../../shared/search";
import type { ClientOf } from "../http/client-ip";
import { parseInput } from "../http/validation";
import type { RegistryService } from "../registry/registry-service";
import { keepRecruiting } from "./recruiting-filter";
import type { SearchService } from "./search-service";

export function searchRoutes(search: SearchService, clientOf: ClientOf, registry: RegistryService) {
  return new Elysia({ name: "search" }).post("/search", async ({ body, request, server }) => {
    const input = parseInput(searchRequestSchema, body);
    const client = clientOf(request, server);
    const answer = await search.search(input, client);
    return input.filters?.recruiting ? keepRecruiting(answer, registry, client) : answer;
  });
}
