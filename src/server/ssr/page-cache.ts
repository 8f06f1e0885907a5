import { pageSecurityHeaders } from "../http/security-headers";
import type { DataCall, DocumentRenderer } from "./render-document";
import { compressVariants, type PageVariants, variantResponse } from "./page-variants";
import { inlineScriptHashes } from "./script-hashes";

/** A page rendered for every anonymous visitor at once, and what it was made from. */
interface SharedPage extends PageVariants {
  calls: DataCall[];
  renderedAt: number;
  checkedAt: number;
  checking?: Promise<boolean>;
}

export interface PageCacheOptions {
  renderer: DocumentRenderer;
  /** The public origin is HTTPS: pages also carry HSTS. */
  secure: boolean;
  /** Memory for all pages together, every encoding counted; least recently served go first. */
  maxBytes?: number;
  /** A cached page's data calls are made again at most this long after they were last confirmed. */
  recheckMs?: number;
  /** Rendered anew after this long whatever its data (the footer's year, anything else that reads the clock). */
  maxAgeMs?: number;
  now?: () => number;
}

// isbot() recognises it, so the router renders the whole page before the first byte: nothing is kept half-made.
const WHOLE_PAGE_AGENT = "trial-lens-page-cache (bot)";
const okCall = (call: DataCall) => (call.status >= 200 && call.status < 300) || call.status === 401;

/**
 * Anonymous pages rendered once and served as bytes, compressed ahead in every encoding. A page is kept only when
 * it is whole (status 200, every data call answered, none failed, no cookie set); before serving a page whose
 * calls were confirmed more than `recheckMs` ago, its calls are made again, and a different answer (the search
 * cache entry refreshed or expired, a trial record changed) renders it anew.
 */
export function createPageCache({
  renderer,
  secure,
  maxBytes = 32 * 2 ** 20,
  recheckMs = 1_000,
  maxAgeMs = 600_000,
  now = Date.now,
}: PageCacheOptions) {
  const pages = new Map<string, SharedPage>();
  const rendering = new Map<string, Promise<{ page: SharedPage; cacheable: boolean } | undefined>>();
  let bytesHeld = 0;

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytesHeld -= page.size;
  }

  function keep(key: string, page: SharedPage): void {
    drop(key);
    if (page.size > maxBytes) return;
    pages.set(key, page);
    bytesHeld += page.size;
    for (const oldest of pages.keys()) {
      if (bytesHeld <= maxBytes) break;
      drop(oldest);
    }
  }

  async function recheck(page: SharedPage, origin: string, client: string): Promise<boolean> {
    try {
      for (const call of page.calls) {
        const again = await renderer.call(origin, client, call.input, call.init);
        if (again.status !== call.status || again.digest !== call.digest) return false;
      }
      page.checkedAt = now();
      return true;
    } catch {
      return false;
    }
  }

  function current(page: SharedPage, request: Request, client: string): boolean | Promise<boolean> {
    if (now() - page.renderedAt >= maxAgeMs) return false;
    if (now() - page.checkedAt < recheckMs) return true;
    page.checking ??= recheck(page, new URL(request.url).origin, client).finally(() => (page.checking = undefined));
    return page.checking;
  }

  /** Undefined when the page cannot be shared (it set a cookie, or loads a script a hash cannot allow). */
  async function renderShared(
    url: string,
    client: string,
  ): Promise<{ page: SharedPage; cacheable: boolean } | undefined> {
    const startedAt = now();
    const doc = await renderer.render(new Request(url, { headers: { "user-agent": WHOLE_PAGE_AGENT } }), client);
    const html = await doc.response.text();
    const scripts = inlineScriptHashes(html);
    if (doc.setCookies.size > 0 || scripts.external > 0) return undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of doc.response.headers)
      if (name !== "content-length" && name !== "set-cookie") headers[name] = value;
    Object.assign(headers, { "cache-control": "no-store" }, pageSecurityHeaders(scripts, secure));
    const variants = await compressVariants(html, doc.response.status, headers);
    const page: SharedPage = { ...variants, calls: doc.calls, renderedAt: startedAt, checkedAt: startedAt };
    return { page, cacheable: page.status === 200 && doc.pending() === 0 && doc.calls.every(okCall) };
  }

  return {
    /**
     * The page for an anonymous visitor, from the cache or rendered once for everyone asking at the same time;
     * undefined when it must be rendered for this request alone.
     */
    async serve(request: Request, key: string, client: string): Promise<Response | undefined> {
      const cached = pages.get(key);
      if (cached && (await current(cached, request, client))) {
        // Least recently served first in the map's order.
        pages.delete(key);
        pages.set(key, cached);
        return variantResponse(request, cached);
      }
      if (cached && pages.get(key) === cached) drop(key);
      const joined = rendering.get(key);
      const flight =
        joined ??
        renderShared(request.url, client).then((made) => {
          if (made?.cacheable) keep(key, made.page);
          return made;
        });
      if (!joined) {
        rendering.set(key, flight);
        flight.finally(() => rendering.delete(key)).catch(() => undefined);
      }
      const made = await flight.catch(() => undefined);
      // A page that is not kept (an error, a per-client limit) was made with the first visitor's address: it is
      // theirs; anyone who joined the render gets a page of their own.
      if (!made || (joined && !made.cacheable)) return undefined;
      return variantResponse(request, made.page);
    },

    /** Pages held and their bytes, for tests and the benchmark. */
    stats: () => ({ pages: pages.size, bytes: bytesHeld }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
