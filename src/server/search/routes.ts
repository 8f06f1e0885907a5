import { Elysia } from "elysia";
import { searchRequestSchema } from "../../shared/search";
import type { ClientOf } from "../http/client-ip";
import { parseInput } from "../http/validation";
import type { SearchService } from "./search-service";

export function searchRoutes(search: SearchService, clientOf: ClientOf) {
  return new Elysia({ name: "search" }).post("/search", ({ body, request, server }) =>
    search.search(parseInput(searchRequestSchema, body), clientOf(request, server)),
  );
}
