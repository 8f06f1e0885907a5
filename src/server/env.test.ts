import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { InvalidConfig, parseEnv } from "./env";

describe("parseEnv", () => {
  test("defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(env.PUBMED_EUTILS_URL).toBe("https://eutils.ncbi.nlm.nih.gov/entrez/eutils");
    expect(env.OLLAMA_HOST).toBe("http://127.0.0.1:11434");
    expect(env.DATABASE_PATH).toBe("./data/trial-lens.db");
    expect(env.SUMMARIZER).toBe("auto");
  });

  test("an empty value counts as unset", () => {
    const env = parseEnv({ NCBI_API_KEY: "", PORT: " ", OLLAMA_MODEL: "" });
    expect(env.NCBI_API_KEY).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.OLLAMA_MODEL).toBe("llama3.1:8b");
  });

  test("the public origin follows the port and loses a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_ORIGIN).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_ORIGIN: "https://trials.example.org/" }).PUBLIC_ORIGIN).toBe("https://trials.example.org");
  });

  test("bad values are named, all at once", () => {
    expect(() => parseEnv({ PORT: "abc", SUMMARIZER: "gpt" })).toThrow(InvalidConfig);
    try {
      parseEnv({ PORT: "abc", SUMMARIZER: "gpt", NCBI_EMAIL: "nope" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
      expect(message).toContain("SUMMARIZER");
      expect(message).toContain("NCBI_EMAIL: must be an e-mail address");
    }
  });

  test("a bad PORT stops the server with a message naming PORT", () => {
    const proc = Bun.spawnSync([process.execPath, join(import.meta.dir, "main.ts")], {
      env: { ...process.env, PORT: "abc", DATABASE_PATH: ":memory:" },
      stderr: "pipe",
      stdout: "pipe",
    });
    expect(proc.exitCode).toBe(1);
    expect(proc.stderr.toString()).toContain("PORT: must be a whole number");
  });
});
