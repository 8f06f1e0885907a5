import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { use, type ReactNode } from "react";
import type { Api } from "./api";

export { dehydrate, hydrate } from "@tanstack/react-query";

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

/**
 * The router's QueryClient for a page that uses React Query. Its route loader has usually made it already;
 * if not, the page waits for it.
 */
export function RouterQueryClientProvider({ children }: { children: ReactNode }) {
  const { queries } = useRouter().options.context;
  return <QueryClientProvider client={queries.current ?? use(queries.load())}>{children}</QueryClientProvider>;
}
