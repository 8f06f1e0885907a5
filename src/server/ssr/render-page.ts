import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createApi } from "../../client/lib/api";
import { createAppRouter } from "../../client/router";
import { onBehalfOf } from "../http/client-ip";
import { compressResponse } from "../http/compress";
import { createNonce, pageSecurityHeaders } from "../http/security-headers";
import type { ClientAssets } from "./client-assets";
import { createRouterManifest } from "./router-manifest";

type Handle = (request: Request) => Promise<Response>;

interface PageRendererOptions {
  assets: ClientAssets;
  assetsDir: string;
  handleApi: Handle;
  /** The public origin is HTTPS: pages also carry HSTS. */
  secure: boolean;
}

/**
 * Streams a page through TanStack Router; its data calls go to the app in-process, with the visitor's cookie.
 * Cookies those calls set (a renewed or cleared session) go out with the page, as they would from a fetch.
 */
export function createPageRenderer({ assets, assetsDir, handleApi, secure }: PageRendererOptions) {
  const manifest = createRouterManifest(assets, assetsDir);

  /** `client` is the visitor's address: the page's data calls count against the visitor's limits. */
  return async function renderPage(request: Request, client: string): Promise<Response> {
    const url = new URL(request.url);
    const cookie = request.headers.get("cookie");
    const setCookies = new Set<string>();
    const api = createApi(async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("cookie", cookie);
      // The page's own data call, made by this server for this page: same-origin by construction, so the CSRF
      // guard (which refuses a cookie-carrying POST that says nothing of its origin) lets it through.
      headers.set("sec-fetch-site", "same-origin");
      const answer = await handleApi(onBehalfOf(new Request(new URL(input, url.origin), { ...init, headers }), client));
      for (const value of answer.headers.getSetCookie()) setCookies.add(value);
      return answer;
    });
    // The router puts the nonce on every script it writes, React's streaming ones included.
    const nonce = createNonce();
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(api, { nonce }),
      getRouterManifest: () => manifest,
    });
    const response = await handler(defaultStreamHandler);
    response.headers.set("cache-control", "no-store");
    for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, secure))) response.headers.set(name, value);
    for (const value of setCookies) response.headers.append("set-cookie", value);
    return compressResponse(request, response);
  };
}
