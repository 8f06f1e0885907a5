// Three real instances on one database: upstream budgets, identical work and per-client limits hold for all of them
// together, as they do for one. Counted where an operator would see them: at the stand-ins and in the answers.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { maxInWindow } from "../testing/eutils/max-in-window";
import { startEutilsStandIn, type StandIn } from "../testing/eutils-stand-in";
import { startInstances, type RunningInstances } from "../testing/instances";
import { inventedTrials, trialPmid, Visitor } from "../testing/instances-client";
import { startOllamaStandIn, type OllamaStandIn } from "../testing/ollama-stand-in";
import { STAND_IN_MODEL } from "../testing/stand-ins";

let eutils: StandIn;
let ollama: OllamaStandIn;
let app: RunningInstances;
let clients = 0;
/** A visitor at an address no other test uses, so per-client limits start from zero. */
const visitor = () => new Visitor(app.url, `203.0.113.${++clients}`);

beforeAll(async () => {
  eutils = await startEutilsStandIn({ records: inventedTrials(60) });
  ollama = startOllamaStandIn({ models: [STAND_IN_MODEL], tokenDelayMs: 2 });
  app = await startInstances(
    3,
    {
      PUBMED_EUTILS_URL: eutils.url,
      OLLAMA_HOST: ollama.url,
      OLLAMA_MODEL: STAND_IN_MODEL,
      SUMMARIZER: "ollama",
      SEARCH_LIMIT_PER_MINUTE: "6",
      SUMMARIZE_LIMIT_PER_MINUTE: "4",
    },
    { quiet: true },
  );
});
afterAll(async () => {
  await app?.stop();
  await ollama?.stop();
  await eutils?.stop();
});

describe("three instances share one budget and do identical work once", () => {
  test("30 identical new searches at once, spread over the instances, make one esearch and one efetch", async () => {
    eutils.reset();
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitor().search("cohort13")));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const body of bodies) expect(body.trials.map((t: { pmid: string }) => t.pmid)).toEqual([trialPmid(13)]);
    expect(eutils.requests.map((r) => r.endpoint).sort()).toEqual(["efetch", "esearch"]);
  });

  test("20 identical summaries at once, spread over the instances, make two model calls (fact sheet, then summaries)", async () => {
    await visitor().search("cohort14");
    const before = ollama.chatCalls.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => visitor().summarize(trialPmid(14))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.clinicianSummary)).size).toBe(1);
    expect(ollama.chatCalls.length - before).toBe(2);
  });

  test("different new searches from many clients at once: never more than 3 E-utilities requests in any second", async () => {
    eutils.reset();
    const words = Array.from({ length: 9 }, (_, i) => `cohort${20 + i}`);
    const answers = await Promise.all(words.map((word) => visitor().search(word)));
    expect(answers.map((r) => r.status)).toEqual(Array(words.length).fill(200));
    expect(eutils.requests.length).toBe(2 * words.length);
    const at = eutils.requests.map((r) => r.at);
    expect(maxInWindow(at, 1000)).toBeLessThanOrEqual(3);
  }, 30_000);
});

describe("per-client limits count every instance's requests", () => {
  test("SEARCH_LIMIT_PER_MINUTE=6: a client's 7th new search in a minute is refused, whichever instance takes it", async () => {
    const client = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await client.search(`cohort${40 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    // Another client is not held back, and a search already answered stays free.
    expect((await visitor().search("cohort49")).status).toBe(200);
    expect((await client.search("cohort40")).status).toBe(200);
  }, 30_000);

  test("SUMMARIZE_LIMIT_PER_MINUTE=4: a client's 5th new summary in a minute is refused across instances", async () => {
    await visitor().search("instancetrial");
    const client = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.summarize(trialPmid(50 + i))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await client.summarize(trialPmid(57));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);

  test("sign-in backoff: after 5 wrong passwords on an account, the next try waits, whichever instance gets it", async () => {
    const owner = visitor();
    expect((await owner.signUp("backoff@example.org")).status).toBe(201);
    const guesser = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await guesser.signIn("backoff@example.org", `wrong password number ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
  }, 30_000);
});
