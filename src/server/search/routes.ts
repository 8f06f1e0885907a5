import { Elysia } from "elysia";
import { searchRequestSchema } from "../../shared/search";
import { parseInput } from "../http/validation";
import type { SearchService } from "./search-service";

export function searchRoutes(search: SearchService) {
  return new Elysia({ name: "search" }).post("/search", ({ body }) => search.search(parseInput(searchRequestSchema, body)));
}
