import { QueryClient } from "@tanstack/react-query";
import type { Api } from "./api";

/** Spec §4: data never goes stale, no polling, no refetch on focus, no retries. */
export function createQueryClient(api: Api): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => api.getQuery(queryKey, "throw"),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
