import { promisify } from "node:util";
import { brotliCompress, constants, deflate, gzip } from "node:zlib";
import { acceptedEncodings } from "../http/compress";

export type PageEncoding = "br" | "gzip" | "deflate";
const OFFER: readonly PageEncoding[] = ["br", "gzip", "deflate"];
type Variant = PageEncoding | "identity";

/** One page's bytes, compressed once in every encoding a client may ask for, each with its response headers. */
export interface PageVariants {
  status: number;
  bytes: Record<Variant, Uint8Array<ArrayBuffer>>;
  headers: Record<Variant, Record<string, string>>;
  /** Bytes held, all variants together. */
  size: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** Highest levels: the cost is paid once per page, off the event loop (zlib's thread pool), not per request. */
export async function compressVariants(
  html: string,
  status: number,
  headers: Record<string, string>,
): Promise<PageVariants> {
  const identity = new TextEncoder().encode(html);
  const [br, gz, zlib] = await Promise.all([
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
    deflateAsync(identity, { level: 9 }),
  ]);
  // Buffers from zlib share a pool: copied out so a page holds only its own bytes.
  const bytes = { identity, br: new Uint8Array(br), gzip: new Uint8Array(gz), deflate: new Uint8Array(zlib) };
  // Vary on every answer, identity included: what comes back depends on Accept-Encoding.
  const base = { ...headers, vary: "accept-encoding" };
  return {
    status,
    bytes,
    headers: {
      identity: base,
      br: { ...base, "content-encoding": "br" },
      gzip: { ...base, "content-encoding": "gzip" },
      deflate: { ...base, "content-encoding": "deflate" },
    },
    size: identity.length + bytes.br.length + bytes.gzip.length + bytes.deflate.length,
  };
}

/** The variant the request's Accept-Encoding takes: Brotli, gzip, deflate, else identity. */
export function variantResponse(request: Request, page: PageVariants): Response {
  const variant = acceptedEncodings(request.headers.get("accept-encoding"), OFFER)[0] ?? "identity";
  return new Response(page.bytes[variant], { status: page.status, headers: page.headers[variant] });
}
