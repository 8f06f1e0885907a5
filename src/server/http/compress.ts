import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/**
 * The encodings the client takes, in the order of `offer` (by default Brotli, then gzip). A `;q=0` refusal counts
 * as not taking it.
 */
export function acceptedEncodings(acceptEncoding: string | null): Encoding[];
export function acceptedEncodings<E extends string>(acceptEncoding: string | null, offer: readonly E[]): E[];
export function acceptedEncodings(acceptEncoding: string | null, offer: readonly string[] = ["br", "gzip"]): string[] {
  if (!acceptEncoding) return [];
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return offer.filter((encoding) => accepted.has(encoding));
}

/** Brotli if the client takes it, else gzip, else nothing. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/**
 * Compresses a streamed page on the fly. Every chunk React writes is flushed through at once, so the
 * shell still reaches the browser before the slower parts of the page; a middling Brotli level keeps
 * the CPU cost per page small (the static assets are compressed at build time at the highest level).
 */
export function compressResponse(request: Request, response: Response): Response {
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (!encoding || !response.body || response.headers.has("content-encoding")) return response;
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // node:stream's and the DOM's ReadableStream types differ only on paper.
  const body = Readable.toWeb(Readable.fromWeb(response.body as never).pipe(compressor)) as unknown as ReadableStream;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", encoding);
  headers.append("vary", "accept-encoding");
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Below this, a JSON answer goes as it is: compressing it would save a few bytes for a little CPU. */
const JSON_MIN_BYTES = 1024;

/**
 * For the API's JSON answers (a page of search results with abstracts is 20–100 KB): compressed when the client
 * takes it. Elysia adds the status, headers and cookies the handler set to the Response returned here.
 */
export function compressJson({
  request,
  responseValue,
}: {
  request: Request;
  responseValue: unknown;
}): Response | undefined {
  if (responseValue === null || typeof responseValue !== "object" || responseValue instanceof Response)
    return undefined;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return undefined;
  const text = JSON.stringify(responseValue);
  if (text.length < JSON_MIN_BYTES) return undefined;
  const body =
    encoding === "br" ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(text);
  return new Response(body, {
    headers: {
      "content-type": "application/json;charset=utf-8",
      "content-encoding": encoding,
      vary: "accept-encoding",
    },
  });
}
