// An instance killed (SIGKILL) in the middle of a burst of saves loses nothing it acknowledged: every save that got
// a 2xx is listed afterwards, by the instances still running.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startInstances, type RunningInstances } from "../testing/instances";
import { trialPmid, Visitor } from "../testing/instances-client";

let app: RunningInstances;

beforeAll(async () => {
  app = await startInstances(
    3,
    { SUMMARIZER: "builtin", OLLAMA_HOST: "http://127.0.0.1:9", PUBMED_EUTILS_URL: "http://127.0.0.1:9" },
    { quiet: true },
  );
});
afterAll(async () => {
  await app?.stop();
});

test("kill -9 one of three instances during 300 saves: every acknowledged save is in the list afterwards", async () => {
  const visitor = new Visitor(app.url, "198.51.100.77");
  expect((await visitor.signUp("crash@example.org")).status).toBe(201);
  const acknowledged: string[] = [];
  const failed: number[] = [];
  const save = async (i: number) => {
    const res = await visitor.save(trialPmid(i)).catch(() => undefined);
    if (res && res.status >= 200 && res.status < 300) acknowledged.push(trialPmid(i));
    else failed.push(res?.status ?? 0);
  };
  // Ten at a time, so some are in flight on the victim when it dies.
  let next = 0;
  const worker = async () => {
    while (next < 300) await save(next++);
  };
  const burst = Promise.all(Array.from({ length: 10 }, worker));
  while (next < 100) await Bun.sleep(5);
  await app.instances[1]!.kill9();
  await burst;
  expect(app.instances[1]!.alive).toBe(false);
  // At most the ten requests in flight on the victim are lost; the proxy sends every later one elsewhere.
  expect(failed.length).toBeLessThanOrEqual(10);
  const listed = new Set(await visitor.savedPmids());
  expect(acknowledged.filter((pmid) => !listed.has(pmid))).toEqual([]);
  // Only requests the victim had taken can have failed, and each failure is a 5xx from the proxy, never a false 2xx.
  for (const status of failed) expect(status).toBeGreaterThanOrEqual(500);
}, 60_000);
