import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { inventedStudy, loadCtgovFixtures, startCtgovStandIn } from "../../testing/ctgov-stand-in";
import { sharedFixtureSuite } from "../../testing/fixtures/shared-fixtures";
import { isRegistryError, type RegistryEntry, type RegistryStudy } from "../../shared/api/registry";
import { openDatabase } from "../db";
import { createRateLimiter } from "../pubmed/rate-limiter";
import { createCtgovClient } from "./ctgov-client";
import { createRegistryService, LIMITED } from "./registry-service";

const invented = Array.from({ length: 12 }, (_, i) => `NCT900000${String(i).padStart(2, "0")}`);
const ctgov = sharedFixtureSuite("ctgov", "the registry service on real ClinicalTrials.gov answers");
const real = loadCtgovFixtures(ctgov.dir, () => {});
const standIn = await startCtgovStandIn({ studies: [...real, ...invented.map((id) => inventedStudy(id))] });
afterAll(() => standIn.stop());

const logs: string[] = [];
function service(timeoutMs = 2000, pauseAfterFailureMs = 0, stalledAfterMs = 1500) {
  const client = createCtgovClient({
    baseUrl: standIn.url,
    limiter: createRateLimiter({ perSecond: 50 }),
    timeoutMs,
    log: (m) => logs.push(m),
  });
  return createRegistryService({
    db: openDatabase(":memory:"),
    client,
    ttlMs: 86_400_000,
    pauseAfterFailureMs,
    stalledAfterMs,
    log: (m) => logs.push(m),
  });
}
const study = (entry: RegistryEntry | undefined): RegistryStudy => {
  if (!entry || isRegistryError(entry)) throw new Error(`expected a study, got ${JSON.stringify(entry)}`);
  return entry;
};

beforeEach(() => {
  standIn.reset();
  logs.length = 0;
});

describe("batching and cache", () => {
  test("a page of ids is one request; warm, none", async () => {
    const registry = service();
    const first = await registry.lookup(invented.slice(0, 10));
    expect(standIn.requests.length).toBe(1);
    expect(standIn.requests[0]!.params["filter.ids"]!.split(",")).toHaveLength(10);
    expect(Object.values(first.studies).every((s) => !isRegistryError(s))).toBe(true);
    standIn.reset();
    const again = await registry.lookup(invented.slice(0, 10));
    expect(standIn.requests.length).toBe(0);
    expect(again).toEqual(first);
  });

  test("page tokens are followed until the last page", async () => {
    standIn.setMaxPageSize(5);
    const answer = await service().lookup(invented);
    expect(standIn.requests.map((r) => r.params.pageToken ?? "first")).toHaveLength(3);
    expect(Object.values(answer.studies).filter((s) => !isRegistryError(s))).toHaveLength(12);
  });

  test("concurrent readers of the same page share one request", async () => {
    const registry = service();
    const answers = await Promise.all(Array.from({ length: 20 }, () => registry.lookup(invented.slice(0, 4))));
    expect(standIn.requests.length).toBe(1);
    expect(study(answers[19]!.studies[invented[0]!]).status).toBe(study(answers[0]!.studies[invented[0]!]).status);
  });

  test("only the fields shown are asked for", async () => {
    await service().lookup(invented.slice(0, 2));
    expect(standIn.requests[0]!.params.fields).toContain("OverallStatus");
    expect(standIn.requests[0]!.params.fields).not.toContain("ResultsSection");
  });
});

describe("not registered, registry down", () => {
  test("a 404 says the id is not registered, and so does an id a batch lacks", async () => {
    const registry = service();
    expect((await registry.lookup(["NCT12345678"])).studies.NCT12345678).toEqual({
      error: "not-registered",
      message: "Not found in ClinicalTrials.gov",
    });
    const batch = await registry.lookup(["NCT87654321", invented[0]!]);
    expect(batch.studies.NCT87654321).toMatchObject({ error: "not-registered" });
    expect(study(batch.studies[invented[0]!]).nctId).toBe(invented[0]!);
  });

  for (const kind of ["500", "reset", "slow"] as const) {
    test(`registry ${kind}: every id says the registry could not be reached, quickly; not cached`, async () => {
      const registry = service(300);
      standIn.fail(kind, 2000);
      const started = performance.now();
      const answer = await registry.lookup(invented.slice(0, 3));
      expect(performance.now() - started).toBeLessThan(1500);
      expect(answer.studies[invented[0]!]).toEqual({
        error: "unreachable",
        message: "The registry could not be reached",
      });
      expect(logs.some((l) => l.includes("ClinicalTrials.gov could not be reached"))).toBe(true);
      standIn.reset();
      expect(study((await registry.lookup(invented.slice(0, 3))).studies[invented[0]!]).nctId).toBe(invented[0]!);
    });
  }
});

test("after a failure the registry is left alone for a while: later pages answer at once, without a request", async () => {
  const registry = service(300, 60_000);
  standIn.fail("slow", 2000);
  await registry.lookup(invented.slice(0, 2));
  standIn.reset();
  const started = performance.now();
  const next = await registry.lookup(invented.slice(2, 4));
  expect(performance.now() - started).toBeLessThan(50);
  expect(standIn.requests).toHaveLength(0);
  expect(next.studies[invented[2]!]).toMatchObject({ error: "unreachable" });
});

test("while a request hangs, other pages answer at once without queueing behind it; readers of the same page wait for it", async () => {
  const registry = service(1000, 0, 100);
  standIn.fail("slow", 600);
  const hanging = registry.lookup(invented.slice(0, 2));
  await Bun.sleep(200);
  const started = performance.now();
  const other = await registry.lookup(invented.slice(2, 4));
  expect(performance.now() - started).toBeLessThan(50);
  expect(other.studies[invented[2]!]).toMatchObject({ error: "unreachable" });
  const same = await registry.lookup(invented.slice(0, 2));
  expect(study(same.studies[invented[0]!]).nctId).toBe(invented[0]!);
  expect(study((await hanging).studies[invented[0]!]).nctId).toBe(invented[0]!);
  expect(standIn.requests).toHaveLength(1);
});

ctgov.describe("real ClinicalTrials.gov answers (../shared/fixtures/ctgov)", () => {
  const ids = [...new Set(real.map((s) => s.protocolSection.identificationModule.nctId))];

  test("every v2 study is read in one batch; the legacy v1 file is skipped with a log, not a crash", async () => {
    const skipped: string[] = [];
    loadCtgovFixtures(ctgov.dir, (m) => skipped.push(m));
    expect(skipped).toEqual([expect.stringContaining("v1-fullstudies-not-yet-recruiting.json")]);
    expect(ids).toHaveLength(9);
    const answer = await service().lookup(ids);
    expect(standIn.requests).toHaveLength(1);
    for (const id of ids) expect(study(answer.studies[id]).url).toBe(`https://clinicaltrials.gov/study/${id}`);
  });

  test("what each record says, read through fields= as a clinician would see it", async () => {
    const s = (await service().lookup(ids)).studies;
    expect(study(s.NCT00973089)).toMatchObject({
      status: "WITHDRAWN",
      enrollment: { count: 0, type: "ACTUAL" },
      phases: ["NA"],
    });
    expect(study(s.NCT00973089).whyStopped).toBeTruthy();
    expect(study(s.NCT04207047)).toMatchObject({ status: "UNKNOWN", lastKnownStatus: "ACTIVE_NOT_RECRUITING" });
    expect(study(s.NCT02552212)).toMatchObject({
      status: "COMPLETED",
      hasResults: true,
      sites: 105,
      phases: ["PHASE3"],
    });
    expect(study(s.NCT02552212).countries).toHaveLength(9);
    expect(study(s.NCT00184067)).toMatchObject({
      status: "TERMINATED",
      whyStopped: "Primary PI left institution",
      startDate: "2004-05",
    });
    expect(study(s.NCT03934567)).toMatchObject({ status: "ACTIVE_NOT_RECRUITING", sites: 26, countries: ["China"] });
    expect(study(s.NCT03281889).status).toBe("RECRUITING");
    expect(study(s.NCT03281889).recruitingSites).toBeGreaterThan(0);
    expect(study(s.NCT06171568)).toMatchObject({ status: "NOT_YET_RECRUITING", phases: [] });
    expect(study(s.NCT03630471)).toMatchObject({ status: "COMPLETED", hasResults: false });
    expect(study(s.NCT02210780).primaryOutcomes[0]!.measure.length).toBeGreaterThan(0);
  });

  test("a single study is read from GET /studies/{id}", async () => {
    const answer = await service().lookup(["NCT00184067"]);
    expect(standIn.requests[0]!.path).toBe("/api/v2/studies/NCT00184067");
    expect(study(answer.studies.NCT00184067).status).toBe("TERMINATED");
  });
});

test("one client's new look-ups are limited per minute; cached ones and other clients are not", async () => {
  const client = createCtgovClient({
    baseUrl: standIn.url,
    limiter: createRateLimiter({ perSecond: 50 }),
    timeoutMs: 2000,
    log: () => {},
  });
  const registry = createRegistryService({
    db: openDatabase(":memory:"),
    client,
    ttlMs: 86_400_000,
    limitPerMinute: 2,
    log: () => {},
  });
  await registry.lookup(invented.slice(0, 2), "a");
  await registry.lookup(invented.slice(2, 4), "a");
  const requests = standIn.requests.length;
  expect((await registry.lookup(invented.slice(4, 6), "a")).studies[invented[4]!]).toEqual(LIMITED);
  expect(standIn.requests.length).toBe(requests);
  expect(study((await registry.lookup(invented.slice(0, 2), "a")).studies[invented[0]!]).nctId).toBe(invented[0]!);
  expect(study((await registry.lookup(invented.slice(4, 6), "b")).studies[invented[4]!]).nctId).toBe(invented[4]!);
});
