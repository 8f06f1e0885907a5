import { promisify } from "node:util";
import { brotliCompress, constants, deflate, gzip } from "node:zlib";
import { acceptedEncodings } from "../http/compress";

export type PageEncoding = "br" | "gzip" | "deflate";
const OFFER: readonly PageEncoding[] = ["br", "gzip", "deflate"];

/** One page's bytes, compressed once in every encoding a client may ask for. */
export type PageBytes = Record<PageEncoding | "identity", Uint8Array<ArrayBuffer>>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** Highest levels: the cost is paid once per page, off the event loop (zlib's thread pool), not per request. */
export async function compressVariants(html: string): Promise<PageBytes> {
  const identity = new TextEncoder().encode(html);
  const [br, gz, zlib] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
    deflateAsync(identity, { level: 9 }),
  ]);
  // Buffers from zlib share a pool: copied out so a page holds only its own bytes.
  return { identity, br: new Uint8Array(br), gzip: new Uint8Array(gz), deflate: new Uint8Array(zlib) };
}

/** The variant the request's Accept-Encoding takes (Brotli, gzip, deflate, else identity), with Vary always set. */
export function variantResponse(request: Request, bytes: PageBytes, status: number, headers: Record<string, string>): Response {
  const encoding = acceptedEncodings(request.headers.get("accept-encoding"), OFFER)[0];
  const out = new Headers(headers);
  out.set("vary", "accept-encoding");
  if (encoding) out.set("content-encoding", encoding);
  return new Response(bytes[encoding ?? "identity"], { status, headers: out });
}
