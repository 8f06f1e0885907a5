import {
  endpoints,
  pathOf,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointName,
} from "../../shared/api/endpoints";
import { ApiError } from "./api-error";

export { ApiError, hasStatus, serverMessage } from "./api-error";

/** The one fetch wrapper (docs/product.md#calls). On the server it is handed a fetch that calls the app in-process. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type Api = ReturnType<typeof createApi>;

type Args<K extends EndpointName> = EndpointInput<K> extends undefined ? [] : [input: EndpointInput<K>];

let loadedCheck: Promise<typeof import("./check-answer").checkAnswer> | undefined;
/** The contract check, loaded once (it brings zod and every schema) and started early so no call waits for it. */
const answerCheck = () => (loadedCheck ??= import("./check-answer").then((m) => m.checkAnswer));
if (process.env.NODE_ENV !== "production") void answerCheck();

function requestOf(name: EndpointName, input: unknown): { url: string; body?: string } {
  const route = endpoints[name];
  switch (route.input) {
    case "body":
      return { url: route.path, body: JSON.stringify(input) };
    case "path":
      return { url: pathOf(route, input as Record<string, string>) };
    case "query": {
      const query = new URLSearchParams(input as Record<string, string>).toString();
      return { url: query ? `${route.path}?${query}` : route.path };
    }
    case "none":
      return { url: route.path };
  }
}

export function createApi(fetchImpl: FetchLike) {
  /** Calls an endpoint of src/shared/api/endpoints.ts; a non-OK answer throws an ApiError. */
  const call = async <K extends EndpointName>(name: K, ...[input]: Args<K>): Promise<EndpointAnswer<K>> => {
    const { url, body } = requestOf(name, input);
    const res = await fetchImpl(url, {
      method: endpoints[name].method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body,
      credentials: "include",
    });
    if (!res.ok) throw await ApiError.from(res);
    if (res.status === 204) return undefined as EndpointAnswer<K>;
    const answer: unknown = await res.json();
    // The build defines NODE_ENV: production bundles drop the check, and with it zod from the pages that call the API.
    if (process.env.NODE_ENV !== "production") (await answerCheck())(name, answer);
    return answer as EndpointAnswer<K>;
  };
  return { call };
}
