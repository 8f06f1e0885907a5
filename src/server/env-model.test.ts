import { describe, expect, test } from "bun:test";
import { InvalidConfig, parseEnv } from "./env";

describe("model server settings", () => {
  test("Ollama by default; the OpenAI-compatible API on request, with its base URL and key", () => {
    const env = parseEnv({});
    expect(env.MODEL_API).toBe("ollama");
    expect(env.OPENAI_BASE_URL).toBe("http://127.0.0.1:8000/v1");
    expect(env.OPENAI_API_KEY).toBeUndefined();
    const openai = parseEnv({ MODEL_API: "openai", OPENAI_BASE_URL: "http://gpu1:8000/v1/", OPENAI_API_KEY: "sk-1" });
    expect([openai.MODEL_API, openai.OPENAI_BASE_URL, openai.OPENAI_API_KEY]).toEqual([
      "openai",
      "http://gpu1:8000/v1",
      "sk-1",
    ]);
  });

  test("several hosts, comma-separated, are kept in order without spaces or trailing slashes", () => {
    expect(parseEnv({ OLLAMA_HOST: "http://a:11434/, http://b:11434" }).OLLAMA_HOST).toBe(
      "http://a:11434,http://b:11434",
    );
    expect(parseEnv({ OPENAI_BASE_URL: "http://a:8000/v1 ,http://b:8000/v1" }).OPENAI_BASE_URL).toBe(
      "http://a:8000/v1,http://b:8000/v1",
    );
  });

  test("a bad host in a list, or an unknown API, stops the server naming the variable", () => {
    expect(() => parseEnv({ OLLAMA_HOST: "http://a:11434, gpu2" })).toThrow(
      'OLLAMA_HOST: must be a URL such as http://localhost:11434, or several separated by commas (got "http://a:11434, gpu2")',
    );
    expect(() => parseEnv({ MODEL_API: "vllm" })).toThrow(InvalidConfig);
    expect(() => parseEnv({ MODEL_API: "vllm" })).toThrow("MODEL_API");
  });
});
