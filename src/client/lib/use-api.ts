import { useRouter } from "@tanstack/react-router";
import type { Api } from "./api";

/** The request's Api: the browser's fetch on the client, the in-process app during SSR. */
export function useApi(): Api {
  return useRouter().options.context.api;
}
