import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { use, type ReactNode } from "react";

export { dehydrate, hydrate } from "@tanstack/react-query";

/**
 * docs/product.md#states: data never goes stale, no polling, no refetch on focus, no retries. Every query comes from a
 * `queryOptions` factory beside its feature (key and call together), so there is no default query function.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
