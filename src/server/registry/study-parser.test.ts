import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { inventedStudy } from "../../testing/ctgov-stand-in";
import { sharedFixtureSuite } from "../../testing/fixtures/shared-fixtures";
import { parseStudy } from "./study-parser";

describe("parseStudy", () => {
  test("an unknown status or a missing id is a reason, not a crash", () => {
    const odd = inventedStudy("NCT90000003", "PAUSED_FOR_LUNCH");
    expect(parseStudy(odd)).toMatchObject({
      ok: false,
      nctId: "NCT90000003",
      reason: expect.stringContaining("overallStatus"),
    });
    expect(parseStudy({ protocolSection: {} })).toMatchObject({ ok: false, nctId: undefined });
    expect(parseStudy(null)).toMatchObject({ ok: false });
  });

  test("a stale UNKNOWN keeps its last known status; other statuses never carry one", () => {
    const stale = inventedStudy("NCT90000004", "UNKNOWN");
    (stale.protocolSection.statusModule as Record<string, unknown>).lastKnownStatus = "RECRUITING";
    expect(parseStudy(stale)).toMatchObject({ ok: true, study: { status: "UNKNOWN", lastKnownStatus: "RECRUITING" } });
  });
});

const ctgov = sharedFixtureSuite("ctgov", "the study parser on whole real records");

ctgov.describe("whole real records (../shared/fixtures/ctgov)", () => {
  test("CRLF, compact and flattened files read alike; the 105-site record counts its sites and countries", () => {
    const read = (file: string) => parseStudy(JSON.parse(readFileSync(ctgov.path(file), "utf8")));
    expect(read("study-not-yet-recruiting-observational-crlf.json")).toMatchObject({
      ok: true,
      study: { status: "NOT_YET_RECRUITING" },
    });
    const big = read("study-completed-phase3-results-105-locations-documents.json");
    expect(big).toMatchObject({ ok: true, study: { sites: 105, hasResults: true } });
    expect(read("legacy/v1-fullstudies-not-yet-recruiting.json")).toMatchObject({ ok: false });
  });
});
