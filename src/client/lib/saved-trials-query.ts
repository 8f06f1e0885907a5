import { queryOptions } from "@tanstack/react-query";
import type { Api } from "./api";

/**
 * The saved list's query, which the route tree needs before any page chunk loads (the favorites loader). Kept apart
 * from the hooks that use it, so the first bundle does not carry React Query's mutation code just to name it.
 */
export const savedTrialsQuery = (api: Api) =>
  queryOptions({ queryKey: ["saved-trials"] as const, queryFn: () => api.call("savedTrials") });
