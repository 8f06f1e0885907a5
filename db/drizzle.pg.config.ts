import { defineConfig } from "drizzle-kit";

/** PostgreSQL (DATABASE_URL): its own schema twin and migrations, generated the same way as SQLite's. */
export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema-pg/index.ts", "./db/schema-pg/coordination.ts"],
  out: "./db/migrations-pg",
});
