import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createApi } from "../../client/lib/api";
import { createAppRouter } from "../../client/router";
import type { ClientAssets } from "./client-assets";

type Handle = (request: Request) => Promise<Response>;
type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]["getRouterManifest"]>>>;

/**
 * Streams a page through TanStack Router; its data calls go to the app in-process, with the visitor's cookie.
 * Cookies those calls set (a renewed or cleared session) go out with the page, as they would from a fetch.
 */
export function createPageRenderer({ assets, handleApi }: { assets: ClientAssets; handleApi: Handle }) {
  const manifest: ServerManifest = {
    routes: {
      __root__: {
        css: [assets.css],
        scripts: [{ attrs: { type: "module", src: assets.js, async: true } }],
      },
    },
  };

  return async function renderPage(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const cookie = request.headers.get("cookie");
    const setCookies = new Set<string>();
    const api = createApi(async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("cookie", cookie);
      const answer = await handleApi(new Request(new URL(input, url.origin), { ...init, headers }));
      for (const value of answer.headers.getSetCookie()) setCookies.add(value);
      return answer;
    });
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(api),
      getRouterManifest: () => manifest,
    });
    const response = await handler(defaultStreamHandler);
    response.headers.set("cache-control", "no-store");
    for (const value of setCookies) response.headers.append("set-cookie", value);
    return response;
  };
}
