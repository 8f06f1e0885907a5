import type { Api } from "../lib/api";
import type { LazyQueryClient } from "../lib/lazy-query-client";

export interface RouterContext {
  api: Api;
  queries: LazyQueryClient;
}
