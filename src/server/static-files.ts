import { Elysia } from "elysia";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { acceptedEncodings, type Encoding } from "./http/compress";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PACKED_EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * Hashed client assets (cached for a year) and the files in public/ at the site root.
 * Registered before the page catch-all, which would otherwise answer /favicon.svg with a 404 page.
 */
export function staticFiles({ assetsDir, publicDir }: { assetsDir: string; publicDir: string }) {
  const app = new Elysia({ name: "static-files" }).get("/assets/:file", async ({ params, request, set }) => {
    const name = params.file;
    if (!/^[\w.-]+$/.test(name)) return notFound(set);
    const path = join(assetsDir, name);
    const file = Bun.file(path);
    if (!(await file.exists())) return notFound(set);
    set.headers["cache-control"] = IMMUTABLE;
    set.headers["content-type"] = file.type;
    set.headers.vary = "accept-encoding";
    // The build writes .br and .gz beside each asset; a client that refuses one (";q=0") gets the next.
    for (const encoding of acceptedEncodings(request.headers.get("accept-encoding"))) {
      const packed = Bun.file(path + PACKED_EXTENSION[encoding]);
      if (await packed.exists()) {
        set.headers["content-encoding"] = encoding;
        return packed;
      }
    }
    return file;
  });
  if (!existsSync(publicDir)) return app;
  for (const name of readdirSync(publicDir)) {
    app.get(`/${name}`, ({ set }) => {
      set.headers["cache-control"] = "public, max-age=3600";
      return Bun.file(join(publicDir, name));
    });
  }
  return app;
}

function notFound(set: { status?: number | string }) {
  set.status = 404;
  return "Not found";
}
