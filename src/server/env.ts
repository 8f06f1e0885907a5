import { z } from "zod";
import { parseTrustedProxies } from "./http/client-ip";

// An empty value counts as unset (`NCBI_API_KEY=` means no key), as in most .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

const int = (min: number, max: number, fallback: number) =>
  optional(
    z.coerce
      .number({ message: `must be a whole number between ${min} and ${max}` })
      .int({ message: `must be a whole number between ${min} and ${max}` })
      .min(min, { message: `must be a whole number between ${min} and ${max}` })
      .max(max, { message: `must be a whole number between ${min} and ${max}` })
      .default(fallback),
  );

const baseUrl = () =>
  z.url({ message: "must be a URL such as http://localhost:3000" }).transform((u) => u.replace(/\/+$/, ""));
const url = (fallback: string) => optional(baseUrl().default(fallback));
const optionalUrl = () => optional(baseUrl().optional());
// Model hosts: one URL, or several separated by commas (used in turn); kept as one normalised string.
const urlList = (fallback: string) =>
  optional(
    z
      .string()
      .default(fallback)
      .transform((list) =>
        list
          .split(",")
          .map((u) => u.trim().replace(/\/+$/, ""))
          .filter((u) => u !== ""),
      )
      .refine((urls) => urls.length > 0 && urls.every((u) => baseUrl().safeParse(u).success), {
        message: "must be a URL such as http://localhost:11434, or several separated by commas",
      })
      .transform((urls) => urls.join(",")),
  );

const schema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"]).default("development")),
  PORT: int(1, 65535, 3000),
  HOST: optional(z.string().default("127.0.0.1")),
  PUBLIC_ORIGIN: optionalUrl(),
  DATABASE_PATH: optional(z.string().default("./data/trial-lens.db")),
  /** postgres://... moves every table to PostgreSQL; unset keeps the SQLite file at DATABASE_PATH. */
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        message: "must be a PostgreSQL URL such as postgres://user:password@host:5432/trial_lens",
      })
      .optional(),
  ),

  PUBMED_EUTILS_URL: url("https://eutils.ncbi.nlm.nih.gov/entrez/eutils"),
  NCBI_API_KEY: optional(z.string().optional()),
  NCBI_TOOL: optional(z.string().regex(/^\S+$/, { message: "must have no spaces" }).default("trial-lens")),
  NCBI_EMAIL: optional(z.email({ message: "must be an e-mail address" }).optional()),
  SEARCH_SOURCE: optional(z.enum(["auto", "pubmed", "local"]).default("auto")),
  SEARCH_CACHE_TTL_HOURS: int(0, 24 * 365, 24),
  CTGOV_API_URL: url("https://clinicaltrials.gov/api/v2"),
  CTGOV_REQUESTS_PER_SECOND: int(1, 50, 2),

  MODEL_API: optional(z.enum(["ollama", "openai"]).default("ollama")),
  OLLAMA_HOST: urlList("http://127.0.0.1:11434"),
  OLLAMA_MODEL: optional(z.string().default("llama3.1:8b")),
  OLLAMA_CONCURRENCY: int(1, 64, 1),
  OLLAMA_TIMEOUT_MS: int(1000, 30 * 60_000, 120_000),
  // vLLM, llama.cpp's server, LM Studio: the base URL ends in /v1 (vLLM's default port is 8000).
  OPENAI_BASE_URL: urlList("http://127.0.0.1:8000/v1"),
  OPENAI_API_KEY: optional(z.string().optional()),
  SUMMARIZER: optional(z.enum(["auto", "ollama", "builtin"]).default("auto")),
  SUMMARIZE_LIMIT_PER_MINUTE: int(0, 100_000, 20),
  SEARCH_LIMIT_PER_MINUTE: int(0, 100_000, 30),

  // Reverse proxies whose X-Forwarded-For is believed; none by default: the socket address is the client.
  TRUSTED_PROXIES: optional(
    z
      .string()
      .superRefine((list, ctx) => {
        try {
          parseTrustedProxies(list);
        } catch (error) {
          ctx.addIssue({
            code: "custom",
            message: `must list IP addresses or CIDR ranges: ${(error as Error).message}`,
          });
        }
      })
      .default(""),
  ),
  /** With it, /api/health gives details to callers that send it as a bearer token (loopback always gets them). */
  HEALTH_TOKEN: optional(z.string().min(16, { message: "must be at least 16 characters" }).optional()),

  OIDC_ISSUER: optionalUrl(),
  OIDC_CLIENT_ID: optional(z.string().optional()),
  OIDC_CLIENT_SECRET: optional(z.string().optional()),
});

export type Env = z.infer<typeof schema> & { PUBLIC_ORIGIN: string };

/** Every setting the app reads, for checks that deployment files name only real ones. */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export class InvalidConfig extends Error {}

/** Parses configuration; throws InvalidConfig naming every bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}: ${issue.message} (got ${JSON.stringify(raw[name] ?? "")})`;
    });
    throw new InvalidConfig(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return { ...env, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}` };
}

/** The process's configuration; a bad value stops the process with a message naming the variable. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof InvalidConfig)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
