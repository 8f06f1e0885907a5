import { compressResponse } from "../http/compress";
import { createNonce, pageSecurityHeaders } from "../http/security-headers";
import type { ClientAssets } from "./client-assets";
import { createPageCache } from "./page-cache";
import { createDocumentRenderer } from "./render-document";
import { createRouterManifest } from "./router-manifest";
import { sharedPageKey } from "./shared-page-key";

type Handle = (request: Request) => Promise<Response>;

interface PageRendererOptions {
  assets: ClientAssets;
  assetsDir: string;
  handleApi: Handle;
  /** The public origin is HTTPS: pages also carry HSTS. */
  secure: boolean;
  /** Cached anonymous pages' data calls are made again at most this often (ms). */
  recheckMs?: number;
}

/**
 * Pages the same for every anonymous visitor (the landing page, a search page) are rendered once and served from
 * memory (decision 016); anyone with a session cookie gets a page streamed for them alone, with a fresh nonce.
 */
export function createPageRenderer({ assets, assetsDir, handleApi, secure, recheckMs }: PageRendererOptions) {
  const perRequest = createDocumentRenderer(handleApi, createRouterManifest(assets, assetsDir));
  const cache = createPageCache({
    renderer: createDocumentRenderer(handleApi, createRouterManifest(assets, assetsDir, { entryLoader: true })),
    secure,
    recheckMs,
  });

  /** `client` is the visitor's address: the page's data calls count against the visitor's limits. */
  async function renderPage(request: Request, client: string): Promise<Response> {
    const key = sharedPageKey(request);
    const shared = key && (await cache.serve(request, key, client));
    if (shared) return shared;
    const nonce = createNonce();
    const { response, setCookies } = await perRequest.render(request, client, nonce);
    response.headers.set("cache-control", "no-store");
    for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, secure))) response.headers.set(name, value);
    for (const value of setCookies) response.headers.append("set-cookie", value);
    return compressResponse(request, response);
  }
  return Object.assign(renderPage, { cacheStats: cache.stats });
}
