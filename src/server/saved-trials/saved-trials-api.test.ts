import { describe, expect, test } from "bun:test";
import { PASSWORD, sameOrigin, sessionCookieOf, signUp, withCookie } from "../../testing/server/auth";
import { createTestApp } from "../../testing/server/test-app";
import { ALREADY_SAVED, MAX_SAVED_PER_USER, NOT_SAVED, TOO_MANY_SAVED } from "./service";

const trial = (pmid: string, extra: Record<string, unknown> = {}) => ({
  pmid,
  title: `Trial ${pmid}`,
  abstract: "BACKGROUND: Something. RESULTS: Better.",
  authors: ["Smith J", "Jones K"],
  journal: "Lancet Oncol",
  publicationDate: "2021 Mar",
  cancerType: "Breast Cancer",
  doi: `10.1000/${pmid}`,
  clinicianSummary: null,
  patientSummary: null,
  ...extra,
});

describe("/api/saved-trials signed out", () => {
  const t = createTestApp();

  test("every call is a 401 whose message contains Unauthorized (the client's toast looks for it)", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/saved-trials", undefined],
      ["POST", "/api/saved-trials", trial("1")],
      ["DELETE", "/api/saved-trials/1", undefined],
      ["GET", "/api/saved-trials/export?format=ris", undefined],
    ] as const) {
      const res = await t.request(path, sameOrigin(t, method, body));
      expect(res.status).toBe(401);
      expect((await res.json()).message).toContain("Unauthorized");
    }
  });
});

describe("/api/saved-trials signed in", () => {
  test("save answers 201 with the trial; the list is newest first; a second save is a 409 'already saved'", async () => {
    let now = Date.UTC(2026, 0, 1);
    const t = createTestApp({}, {}, { now: () => now });
    const cookie = await signUp(t, "ada@example.org");
    const saved = await t.request(
      "/api/saved-trials",
      sameOrigin(t, "POST", trial("111", { clinicianSummary: "C", patientSummary: "P" }), cookie),
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({
      id: expect.any(Number),
      ...trial("111", { clinicianSummary: "C", patientSummary: "P" }),
    });
    now += 1000;
    expect(
      (
        await t.request(
          "/api/saved-trials",
          sameOrigin(t, "POST", trial("222", { cancerType: undefined, doi: "" }), cookie),
        )
      ).status,
    ).toBe(201);

    const list = await (await t.request("/api/saved-trials", withCookie(cookie))).json();
    expect(list.trials.map((x: { pmid: string }) => x.pmid)).toEqual(["222", "111"]);
    expect(list.trials[0]).toMatchObject({ cancerType: null, doi: null, clinicianSummary: null, patientSummary: null });

    const again = await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("111"), cookie));
    expect(again.status).toBe(409);
    // The code tells the client this 409 from the one for a full list.
    expect(await again.json()).toEqual({ message: ALREADY_SAVED, code: "already-saved" });
    expect(ALREADY_SAVED).toContain("already saved");
  });

  test("delete answers 204, then 404 once it is gone", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "ada@example.org");
    await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("111"), cookie));
    expect((await t.request("/api/saved-trials/111", sameOrigin(t, "DELETE", undefined, cookie))).status).toBe(204);
    const gone = await t.request("/api/saved-trials/111", sameOrigin(t, "DELETE", undefined, cookie));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: NOT_SAVED });
    expect((await (await t.request("/api/saved-trials", withCookie(cookie))).json()).trials).toEqual([]);
  });

  test("a save without summaries takes the ones we generated for that pmid; one with summaries keeps its own", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "ada@example.org");
    const cached = {
      source: "builtin" as const,
      model: "m",
      promptVersion: "v1",
      abstractHash: "h",
      readingGrade: 6,
      warnings: [],
    };
    await t.db.insert(t.db.tables.summaries).values([
      {
        ...cached,
        key: "old",
        pmid: "333",
        clinicianSummary: "old C",
        patientSummary: "old P",
        generatedAt: new Date(1),
      },
      {
        ...cached,
        key: "new",
        pmid: "333",
        clinicianSummary: "new C",
        patientSummary: "new P",
        generatedAt: new Date(2),
      },
      {
        ...cached,
        key: "x",
        pmid: "444",
        clinicianSummary: "cache C",
        patientSummary: "cache P",
        generatedAt: new Date(2),
      },
    ]);
    const fromCache = await (await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("333"), cookie))).json();
    expect(fromCache).toMatchObject({ clinicianSummary: "new C", patientSummary: "new P" });
    const own = await (
      await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("444", { clinicianSummary: "mine" }), cookie))
    ).json();
    expect(own).toMatchObject({ clinicianSummary: "mine", patientSummary: null });
  });

  test("a bad body is a 400 naming the field", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "ada@example.org");
    for (const [body, words] of [
      [trial("12ab"), "pmid: must be a PubMed id"],
      [{ ...trial("1"), title: "" }, "title: must not be empty"],
      [{ ...trial("1"), authors: "Smith J" }, "authors: must be a list of names"],
      [{ ...trial("1"), doi: "x".repeat(301) }, "doi: must be at most 300 characters"],
    ] as const) {
      const res = await t.request("/api/saved-trials", sameOrigin(t, "POST", body, cookie));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(words);
    }
  });
});

test("each user sees and deletes only their own saved trials", async () => {
  const t = createTestApp();
  const ada = await signUp(t, "ada@example.org");
  const grace = await signUp(t, "grace@example.org");
  await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("111"), ada));
  expect((await (await t.request("/api/saved-trials", withCookie(grace))).json()).trials).toEqual([]);
  expect((await t.request("/api/saved-trials/111", sameOrigin(t, "DELETE", undefined, grace))).status).toBe(404);
  const export_ = await t.request("/api/saved-trials/export?format=csv", withCookie(grace));
  expect(await export_.text()).not.toContain("Trial 111");
  // The same trial saved by two people is two rows; one removing it leaves the other's.
  expect((await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("111"), grace))).status).toBe(201);
  expect((await t.request("/api/saved-trials/111", sameOrigin(t, "DELETE", undefined, grace))).status).toBe(204);
  expect((await (await t.request("/api/saved-trials", withCookie(ada))).json()).trials).toHaveLength(1);
});

describe("GET /api/saved-trials/export", () => {
  const t = createTestApp();
  let cookie = "";
  const download = (format: string) => t.request(`/api/saved-trials/export?format=${format}`, withCookie(cookie));

  test("RIS, BibTeX and CSV arrive as named attachments holding the saved trials", async () => {
    cookie = await signUp(t, "ada@example.org");
    await t.request(
      "/api/saved-trials",
      sameOrigin(t, "POST", trial("111", { title: "Café {au} lait & 50% trial" }), cookie),
    );
    for (const [format, file, type, marker] of [
      [
        "ris",
        "trial-lens-favorites.ris",
        "application/x-research-info-systems",
        "TY  - JOUR\r\nTI  - Café {au} lait & 50% trial",
      ],
      ["bibtex", "trial-lens-favorites.bib", "application/x-bibtex", "@article{smith2021cafe,"],
      ["csv", "trial-lens-favorites.csv", "text/csv", "Café {au} lait & 50% trial"],
    ]) {
      const res = await download(format!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${file}"`);
      expect(res.headers.get("content-type")).toStartWith(type!);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toContain(marker!);
    }
    const csv = new Uint8Array(await (await download("csv")).arrayBuffer());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test("an unknown format is a 400 listing the ones we have", async () => {
    for (const format of ["pdf", "constructor", ""]) {
      const res = await download(format);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain("ris, bibtex, csv");
    }
  });
});

test("done when: sign up, save, list, export, remove, sign out, sign in again and find them", async () => {
  const t = createTestApp();
  const first = await signUp(t, "ada@example.org", "Ada");
  for (const pmid of ["111", "222", "333"])
    await t.request("/api/saved-trials", sameOrigin(t, "POST", trial(pmid), first));
  expect((await t.request("/api/saved-trials/222", sameOrigin(t, "DELETE", undefined, first))).status).toBe(204);
  expect(await (await t.request("/api/saved-trials/export?format=ris", withCookie(first))).text()).not.toContain(
    "Trial 222",
  );
  // The header's Logout: a same-origin navigation (a cross-site one only reaches a page that asks).
  expect((await t.request("/api/logout", { headers: { cookie: first, "sec-fetch-site": "same-origin" } })).status).toBe(
    302,
  );
  expect((await t.request("/api/saved-trials", withCookie(first))).status).toBe(401);
  const login = await t.request(
    "/api/auth/local/login",
    sameOrigin(t, "POST", { email: "ada@example.org", password: PASSWORD }),
  );
  const again = sessionCookieOf(login)!;
  const list = await (await t.request("/api/saved-trials", withCookie(again))).json();
  expect(list.trials.map((x: { pmid: string }) => x.pmid).sort()).toEqual(["111", "333"]);
});

test("one account keeps at most MAX_SAVED_PER_USER trials, and is told why the next save fails", async () => {
  const t = createTestApp();
  const cookie = await signUp(t, "hoarder@example.org");
  const { id } = await (await t.request("/api/auth/user", withCookie(cookie))).json();
  const rows = Array.from({ length: MAX_SAVED_PER_USER }, (_, i) => ({
    userId: id,
    pmid: String(1_000_000 + i),
    title: `Trial ${i}`,
    abstract: "",
    authors: [],
    journal: "",
    publicationDate: "",
    createdAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(t.db.tables.savedTrials).values(rows.slice(i, i + 500));
  const refused = await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("999"), cookie));
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ message: TOO_MANY_SAVED, code: "too-many-saved" });
  await t.request("/api/saved-trials/1000000", sameOrigin(t, "DELETE", undefined, cookie));
  expect((await t.request("/api/saved-trials", sameOrigin(t, "POST", trial("999"), cookie))).status).toBe(201);
});
