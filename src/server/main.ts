import { readEnv } from "./env";
import { closeDatabase, openStore } from "./db";
import { createApp } from "./app";
import { readClientAssets } from "./ssr/client-assets";
import { createServices } from "./services";

const env = readEnv();
const db = await openStore(env);
const assets = await readClientAssets();
const services = createServices(env, db);
const app = createApp({ env, db, assets, services });

// Summaries nobody reads are deleted now and then, so anonymous summarising cannot grow the database forever.
const expireSummaries = async () => {
  const gone = await services.summaries.expire();
  if (gone > 0) console.log(`Deleted ${gone} summaries nobody had read for a long time.`);
};
await expireSummaries();
setInterval(
  () => expireSummaries().catch((error) => console.warn(`Expiring summaries failed: ${(error as Error).message}`)),
  6 * 3_600_000,
).unref();

try {
  // No port sharing: a second copy on a taken port must fail, not split connections (and sessions) with the first.
  // No body above 1 MiB reaches a handler; each /api route has a smaller limit of its own.
  app.listen({ port: env.PORT, hostname: env.HOST, reusePort: false, maxRequestBodySize: 1024 * 1024 });
} catch (error) {
  if ((error as { code?: string }).code !== "EADDRINUSE") throw error;
  console.error(
    `Port ${env.PORT} on ${env.HOST} is already in use (another Trial Lens, or another program). Stop it, or set PORT to a free port.`,
  );
  await closeDatabase(db);
  process.exit(1);
}
console.log(
  `Trial Lens is listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (public origin ${env.PUBLIC_ORIGIN})`,
);

const stop = async () => {
  app.stop();
  await closeDatabase(db);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
