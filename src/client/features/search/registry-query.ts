import { queryOptions, useIsFetching, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { MAX_REGISTRY_IDS } from "../../../shared/api/limits";
import type { RegistryEntry } from "../../../shared/api/registry";
import type { Trial } from "../../../shared/trial";
import { fileRegistryAnswer, pageNctIds, registryPageKey, registryStudyKey } from "./registry-prefetch";
import type { Api } from "../../lib/api";
import { useApi } from "../../lib/use-api";

/** One batched request for a results page. */
export const registryPageQuery = (api: Api, queryClient: QueryClient, nctIds: string[]) =>
  queryOptions({
    queryKey: registryPageKey(nctIds),
    queryFn: async () => {
      const answer = await api.call("registry", { ids: nctIds.slice(0, MAX_REGISTRY_IDS) });
      fileRegistryAnswer(queryClient, nctIds, answer);
      return answer;
    },
    retry: false,
  });

/** One study asked for alone, when no page's batch brought it. */
export const registryStudyQuery = (api: Api, nctId: string) =>
  queryOptions({
    queryKey: registryStudyKey(nctId),
    queryFn: async (): Promise<RegistryEntry> => (await api.call("registry", { ids: [nctId] })).studies[nctId]!,
    retry: false,
  });

/** The registry's answers for the trials on a page; an empty map while loading or when none has an NCT id. */
export function useRegistryPage(trials: Trial[] | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const ids = pageNctIds(trials);
  const query = useQuery({ ...registryPageQuery(api, queryClient, ids), enabled: ids.length > 0 });
  const unreachable =
    query.isError || Object.values(query.data?.studies ?? {}).some((e) => "error" in e && e.error === "unreachable");
  return { studies: query.data?.studies ?? {}, unreachable };
}

/** One study, from a page's answer when there was one; asked for alone otherwise. */
export function useRegistryStudy(nctId: string | undefined): { entry?: RegistryEntry; failed: boolean } {
  const api = useApi();
  // The page's batch, while under way, will file this answer too: asking alone would be a second request.
  const pageLoading = useIsFetching({ queryKey: registryPageKey([]) }) > 0;
  const query = useQuery({ ...registryStudyQuery(api, nctId ?? ""), enabled: !!nctId && !pageLoading });
  return { entry: query.data, failed: query.isError };
}
