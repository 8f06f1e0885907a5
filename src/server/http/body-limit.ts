import { AppError } from "../errors";

export const KB = 1024;

const tooLarge = (limit: number) =>
  new AppError(
    413,
    `The request body is too large: this endpoint takes at most ${Math.round(limit / KB).toLocaleString("en")} KB.`,
  );

/** Reads at most `limit` bytes of a body, stopping (and refusing) as soon as it is over: a 60 MB body is never held. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The API's one body parser, with a size limit per path (Bun's own default is 128 MiB). JSON is parsed; any other
 * body is handed on as text, so validation can say the body must be a JSON object.
 */
export function limitedBodies(limits: Record<string, number>, fallback: number) {
  return async ({ request, path }: { request: Request; path: string }): Promise<unknown> => {
    const text = await readCapped(request, limits[path] ?? fallback);
    if (!/\bjson\b/i.test(request.headers.get("content-type") ?? "")) return text;
    if (text.trim() === "") return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new AppError(400, "The request body is not valid JSON.");
    }
  };
}
