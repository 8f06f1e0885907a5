import type { DehydratedState, QueryClient } from "@tanstack/react-query";

const queryClientModule = () => import("./query-client");

/**
 * What the router carries from server to browser. The cache is opaque to it: the router's compile-time check
 * cannot see inside React Query's `unknown` data (JSON answers and errors, which its serializer does handle).
 */
export interface CarriedQueries {
  queryCache?: object;
}

/**
 * The router's QueryClient, made the first time a route needs one (search, favorites): React Query is not part
 * of the landing page's bundle. On the server its cache goes out with the page; the browser takes it in before
 * hydrating, so nothing the server fetched is fetched again.
 */
export class LazyQueryClient {
  /** Set once loaded, for the pages to read while they render. */
  current: QueryClient | undefined;
  #loading: Promise<QueryClient> | undefined;

  load(): Promise<QueryClient> {
    this.#loading ??= queryClientModule().then(({ createQueryClient }) => (this.current = createQueryClient()));
    return this.#loading;
  }

  /** Server, after the loaders: the answers they fetched, or nothing if no route used the client. */
  async dehydrate(): Promise<CarriedQueries> {
    if (!this.#loading) return {};
    const [client, { dehydrate }] = await Promise.all([this.#loading, queryClientModule()]);
    return { queryCache: dehydrate(client) };
  }

  /** Browser, before hydrating: the server's cache, if it sent one. */
  async hydrate({ queryCache }: CarriedQueries): Promise<void> {
    if (!queryCache) return;
    const [client, { hydrate }] = await Promise.all([this.load(), queryClientModule()]);
    hydrate(client, queryCache as DehydratedState);
  }
}
