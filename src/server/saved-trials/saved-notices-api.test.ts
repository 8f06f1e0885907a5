import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import {
  INVENTED_RETRACTED_PMID,
  inventedArticle,
  inventedNoticeArticles,
} from "../../testing/eutils/invented-records";
import { sameOrigin, signUp, withCookie } from "../../testing/server/auth";
import { parseEfetch } from "../pubmed/parse";
import { upsertTrials } from "../trials/trial-store";
import { createTestApp } from "../../testing/server/test-app";

const DAY = 86_400_000;
let pubmed: StandIn;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({ records: inventedNoticeArticles() });
});
afterAll(() => pubmed.stop());

const save = (pmid: string) => ({
  pmid,
  title: `Trial ${pmid}`,
  abstract: "A.",
  authors: ["Vane I"],
  journal: "J",
  publicationDate: "2024",
  cancerType: null,
  doi: null,
});
/** Our record of the paper as it was before the retraction. */
const beforeRetraction = () =>
  parseEfetch(
    `<PubmedArticleSet>${inventedArticle({ pmid: INVENTED_RETRACTED_PMID, title: "Drug Z in mesothelioma cancer", abstract: "Randomized." })}</PubmedArticleSet>`,
  ).articles;
const efetches = () => pubmed.requests.filter((r) => r.endpoint === "efetch").length;
const efetchedIds = () => pubmed.requests.filter((r) => r.endpoint === "efetch").map((r) => r.params.id);
/** Background re-reads done at every instance of the test app (TEST_INSTANCES), wherever the list was asked. */
const idle = (t: ReturnType<typeof createTestApp>) =>
  Promise.all(t.instances.map((i) => i.services.savedNotices!.idle()));

async function listed(t: ReturnType<typeof createTestApp>, cookie: string) {
  const body = await (await t.request("/api/saved-trials", withCookie(cookie))).json();
  return body.trials.find((x: { pmid: string }) => x.pmid === INVENTED_RETRACTED_PMID);
}

describe("saved trials re-check their notices", () => {
  test("a paper retracted after it was saved: the list answers at once from the store, then shows the retraction once PubMed is re-read", async () => {
    pubmed.reset();
    const t = createTestApp({ PUBMED_EUTILS_URL: pubmed.url });
    await upsertTrials(t.db, beforeRetraction(), new Date(Date.now() - 2 * DAY));
    const cookie = await signUp(t, "ada@example.org");
    expect(
      (await t.request("/api/saved-trials", sameOrigin(t, "POST", save(INVENTED_RETRACTED_PMID), cookie))).status,
    ).toBe(201);

    pubmed.setDelay(300);
    const started = performance.now();
    expect((await listed(t, cookie)).notices).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(250);

    await idle(t);
    expect((await listed(t, cookie)).notices).toEqual([
      { type: "retraction", pmid: "90000102", source: "J Invented Oncol. 2025 Jun;9(6):101" },
    ]);
    expect(efetches()).toBe(1);
  });

  test("a fresh record is not fetched again, and a missing one is asked for at most once a day", async () => {
    pubmed.reset();
    const t = createTestApp({ PUBMED_EUTILS_URL: pubmed.url });
    await upsertTrials(t.db, beforeRetraction());
    const cookie = await signUp(t, "grace@example.org");
    await t.request("/api/saved-trials", sameOrigin(t, "POST", save(INVENTED_RETRACTED_PMID), cookie));
    await t.request("/api/saved-trials", sameOrigin(t, "POST", save("99999999"), cookie));
    for (let i = 0; i < 3; i++) {
      await listed(t, cookie);
      await idle(t);
    }
    expect(efetchedIds()).toEqual(["99999999"]);
  });

  test("two instances on one database ask PubMed for a missing record once a day between them", async () => {
    pubmed.reset();
    const env = { PUBMED_EUTILS_URL: pubmed.url, DATABASE_PATH: "saved-notices-two-instances" };
    const [a, b] = [createTestApp(env), createTestApp(env)];
    const cookie = await signUp(a, "mae@example.org");
    await a.request("/api/saved-trials", sameOrigin(a, "POST", save("99999999"), cookie));
    for (const t of [a, b, a, b]) {
      await listed(t, cookie);
      await idle(t);
    }
    expect(efetchedIds()).toEqual(["99999999"]);
  });

  test("with PubMed down the list still answers, with what the store has", async () => {
    pubmed.reset();
    const t = createTestApp({ PUBMED_EUTILS_URL: pubmed.url });
    pubmed.fail("502", { times: 10 });
    const cookie = await signUp(t, "lin@example.org");
    await t.request("/api/saved-trials", sameOrigin(t, "POST", save(INVENTED_RETRACTED_PMID), cookie));
    const res = await t.request("/api/saved-trials", withCookie(cookie));
    expect(res.status).toBe(200);
    await idle(t);
    expect((await listed(t, cookie)).notices).toBeUndefined();
  });
});
