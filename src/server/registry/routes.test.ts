import { afterAll, describe, expect, test } from "bun:test";
import { inventedStudy, startCtgovStandIn } from "../../testing/ctgov-stand-in";
import { createTestApp } from "../../testing/server/test-app";

const standIn = await startCtgovStandIn({
  studies: [inventedStudy("NCT90000001", "RECRUITING"), inventedStudy("NCT90000002", "TERMINATED")],
});
afterAll(() => standIn.stop());
const { request } = createTestApp({ CTGOV_API_URL: standIn.url });
const post = (body: unknown) =>
  request("/api/registry", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });

describe("POST /api/registry", () => {
  test("each id answers with its study or why there is none", async () => {
    const res = await post({ ids: ["NCT90000001", "nct90000002", "NCT12345678"] });
    expect(res.status).toBe(200);
    const { studies } = await res.json();
    expect(studies.NCT90000001).toMatchObject({
      status: "RECRUITING",
      countries: ["Canada", "France"],
      recruitingSites: 2,
      url: "https://clinicaltrials.gov/study/NCT90000001",
    });
    expect(studies.NCT90000002).toMatchObject({ status: "TERMINATED", whyStopped: "Slow accrual" });
    expect(studies.NCT12345678).toEqual({ error: "not-registered", message: "Not found in ClinicalTrials.gov" });
  });

  test("ids that are not NCT numbers, none, or more than 50 are refused with a message", async () => {
    for (const ids of [
      ["ISRCTN12345678"],
      [],
      Array.from({ length: 51 }, (_, i) => `NCT${String(i).padStart(8, "0")}`),
    ]) {
      const res = await post({ ids });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toStartWith("Invalid request.");
    }
  });
});
