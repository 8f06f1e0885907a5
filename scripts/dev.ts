// `bun run dev`: rebuilds the client, then serves it; `bun --watch` restarts this on any change under src/.
import { buildClient } from "./build-client";

await buildClient({ production: false });
await import("../src/server/main");
