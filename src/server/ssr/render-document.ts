import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createApi } from "../../client/lib/api";
import { createAppRouter } from "../../client/router";
import { onBehalfOf } from "../http/client-ip";
import type { ServerManifest } from "./router-manifest";

type Handle = (request: Request) => Promise<Response>;

/** One in-process API call a page made while rendering, kept so that it can be asked again. */
export interface DataCall {
  input: string;
  init: RequestInit | undefined;
  status: number;
  /** Hash of the answer's bytes: the same answer again means the page would render the same. */
  digest: bigint | number;
}

export interface RenderedDocument {
  response: Response;
  setCookies: Set<string>;
  calls: DataCall[];
  /** Calls not yet answered when the page was complete: their answers are not in it. */
  pending: () => number;
}

export interface DocumentRenderer {
  render(request: Request, client: string, nonce?: string): Promise<RenderedDocument>;
  /** Makes one recorded call again, as the same client; answers its status and digest. */
  call(
    origin: string,
    client: string,
    input: string,
    init: RequestInit | undefined,
    cookie?: string | null,
  ): Promise<Omit<DataCall, "input" | "init">>;
}

const digestOf = (bytes: ArrayBuffer) => Bun.hash(bytes);

/**
 * Renders a page through TanStack Router; its data calls go to the app in-process, with the visitor's cookie.
 * Cookies those calls set (a renewed or cleared session) go out with the page, as they would from a fetch.
 */
export function createDocumentRenderer(handleApi: Handle, manifest: ServerManifest): DocumentRenderer {
  async function ask(
    origin: string,
    client: string,
    input: string,
    init: RequestInit | undefined,
    cookie?: string | null,
  ) {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set("cookie", cookie);
    // The page's own data call, made by this server for this page: same-origin by construction, so the CSRF
    // guard (which refuses a cookie-carrying POST that says nothing of its origin) lets it through.
    headers.set("sec-fetch-site", "same-origin");
    return handleApi(onBehalfOf(new Request(new URL(input, origin), { ...init, headers }), client));
  }

  return {
    async render(request, client, nonce) {
      const origin = new URL(request.url).origin;
      const cookie = request.headers.get("cookie");
      const setCookies = new Set<string>();
      const calls: DataCall[] = [];
      let waiting = 0;
      const api = createApi(async (input, init) => {
        waiting++;
        try {
          const answer = await ask(origin, client, input, init, cookie);
          for (const value of answer.headers.getSetCookie()) setCookies.add(value);
          const digest = digestOf(await answer.clone().arrayBuffer());
          calls.push({ input, init, status: answer.status, digest });
          return answer;
        } finally {
          waiting--;
        }
      });
      const handler = createRequestHandler({
        request,
        // The router puts the nonce on every script it writes, React's streaming ones included.
        createRouter: () => createAppRouter(api, nonce ? { nonce } : {}),
        getRouterManifest: () => manifest,
      });
      const response = await handler(defaultStreamHandler);
      return { response, setCookies, calls, pending: () => waiting };
    },

    async call(origin, client, input, init, cookie) {
      const answer = await ask(origin, client, input, init, cookie);
      return { status: answer.status, digest: digestOf(await answer.arrayBuffer()) };
    },
  };
}
