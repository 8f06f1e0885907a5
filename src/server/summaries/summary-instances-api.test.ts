import { afterAll, beforeAll, expect, test } from "bun:test";
import { INVENTED_TRIAL } from "../../testing/invented-trial";
import { startOllamaStandIn, type OllamaStandIn } from "../../testing/ollama-stand-in";
import { createTestApp } from "../../testing/server/test-app";

let ollama: OllamaStandIn;
beforeAll(() => {
  ollama = startOllamaStandIn({ tokenDelayMs: 5 });
});
afterAll(() => ollama.stop());

test("identical summaries asked of three instances at once make the model calls of one summary", async () => {
  // The same DATABASE_PATH names one database (a temp SQLite file, or one PostgreSQL database): three instances on it.
  const instances = [0, 1, 2].map(() =>
    createTestApp({ DATABASE_PATH: "instances-summary", OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "0" }),
  );
  const before = ollama.chatCalls.length;
  const trial = { ...INVENTED_TRIAL, pmid: "90000999", title: `${INVENTED_TRIAL.title} (three instances)` };
  const answers = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      instances[i % 3]!.request("/api/summarize", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(trial),
      }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(Array(9).fill(200));
  const bodies = await Promise.all(answers.map((r) => r.json()));
  expect(new Set(bodies.map((b) => b.clinicianSummary)).size).toBe(1);
  expect(bodies.every((b) => b.source === "ollama")).toBe(true);
  // One summary is two model calls (fact sheet, then summaries), as with one instance.
  expect(ollama.chatCalls.length - before).toBe(2);
}, 30_000);
