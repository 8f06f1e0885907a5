import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../lib/api";

export interface RouterContext {
  queryClient: QueryClient;
  api: Api;
}
