// Three real instances on one database behind a round-robin proxy: what one instance knows, every instance knows.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../testing/eutils-stand-in";
import { startInstances, type RunningInstances } from "../testing/instances";
import { inventedTrials, trialPmid, Visitor } from "../testing/instances-client";

let eutils: StandIn;
let app: RunningInstances;

beforeAll(async () => {
  eutils = await startEutilsStandIn({ records: inventedTrials(40) });
  app = await startInstances(
    3,
    { PUBMED_EUTILS_URL: eutils.url, SUMMARIZER: "builtin", OLLAMA_HOST: "http://127.0.0.1:9" },
    { quiet: true },
  );
});
afterAll(async () => {
  await app?.stop();
  await eutils?.stop();
});

describe("three instances behind one proxy", () => {
  test("the proxy spreads requests across every instance", async () => {
    const before = [...app.proxy.served];
    const visitor = new Visitor(app.url, "198.51.100.1");
    for (let i = 0; i < 6; i++) expect((await visitor.request("/api/health")).status).toBe(200);
    expect(app.proxy.served.map((n, i) => n - before[i]!)).toEqual([2, 2, 2]);
  });

  test("a session made on one instance is signed in on the others, and signing out ends it on all", async () => {
    const visitor = new Visitor(app.url, "198.51.100.2");
    expect((await visitor.signUp("shared-session@example.org")).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await visitor.request("/api/auth/user")).status).toBe(200);
    expect((await visitor.request("/api/logout", { method: "POST" })).status).toBe(303);
    for (let i = 0; i < 3; i++) expect((await visitor.request("/api/auth/user")).status).toBe(401);
  });

  test("a trial saved through one instance is listed by every instance, and removed by another", async () => {
    const visitor = new Visitor(app.url, "198.51.100.3");
    await visitor.signUp("shared-saves@example.org");
    expect((await visitor.save(trialPmid(1))).status).toBe(201);
    for (let i = 0; i < 3; i++) expect(await visitor.savedPmids()).toEqual([trialPmid(1)]);
    expect((await visitor.remove(trialPmid(1))).status).toBe(204);
    for (let i = 0; i < 3; i++) expect(await visitor.savedPmids()).toEqual([]);
  });

  test("a search answered by one instance is answered from the cache by the others, with no PubMed request", async () => {
    const visitor = new Visitor(app.url, "198.51.100.4");
    eutils.reset();
    const first = await (await visitor.search("cohort7")).json();
    expect(first.source).toBe("pubmed");
    expect(eutils.requests.length).toBe(2);
    for (let i = 0; i < 3; i++) {
      const again = await (await visitor.search("cohort7")).json();
      expect(again.source).toBe("cache");
      expect(again.trials.map((t: { pmid: string }) => t.pmid)).toEqual([trialPmid(7)]);
    }
    expect(eutils.requests.length).toBe(2);
  });

  test("a summary written by one instance is read, not rewritten, by the others", async () => {
    const visitor = new Visitor(app.url, "198.51.100.5");
    await visitor.search("cohort8");
    const first = await (await visitor.summarize(trialPmid(8))).json();
    for (let i = 0; i < 3; i++) {
      const again = await (await visitor.summarize(trialPmid(8))).json();
      expect(again.generatedAt).toBe(first.generatedAt);
      expect(again.clinicianSummary).toBe(first.clinicianSummary);
    }
  });
});
