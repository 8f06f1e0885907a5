import { readEnv } from "./env";
import { openDatabase } from "./db";
import { createApp } from "./app";
import { readClientAssets } from "./ssr/client-assets";

const env = readEnv();
const db = openDatabase(env.DATABASE_PATH);
const assets = await readClientAssets();
const app = createApp({ env, db, assets });

app.listen({ port: env.PORT, hostname: env.HOST });
console.log(`Trial Lens is listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (public origin ${env.PUBLIC_ORIGIN})`);

const stop = () => {
  app.stop();
  db.$client.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
