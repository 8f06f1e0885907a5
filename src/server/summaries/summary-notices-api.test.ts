import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  INVENTED_RETRACTED_PMID,
  inventedArticle,
  inventedNoticeArticles,
} from "../../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { parseEfetch } from "../pubmed/parse";
import { upsertTrials } from "../trials/trial-store";
import { createTestApp } from "../../testing/server/test-app";

const CORRECT_PMID = "90000510";
let pubmed: StandIn;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({
    records: [
      ...inventedNoticeArticles(),
      inventedArticle({
        pmid: CORRECT_PMID,
        title: "Drug Y in invented sarcoma: a randomised trial",
        abstract: "We randomly assigned 150 patients.",
      }),
    ],
  });
});
afterAll(() => pubmed.stop());

const app = () => createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SUMMARIZER: "builtin" }, { searchDeadlineMs: 3_000 });
const summarize = async (t: ReturnType<typeof app>, pmid: string) => {
  const res = await t.request(
    "/api/summarize",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pmid, title: "x", abstract: "y" }),
    },
    "198.51.100.30",
  );
  expect(res.status).toBe(200);
  return res.json();
};

describe("summaries of a retracted paper say so", () => {
  test("the answer carries the record's notices, the fact sheet is flagged retracted and both summaries say it was withdrawn", async () => {
    const body = await summarize(app(), INVENTED_RETRACTED_PMID);
    expect(body.notices).toEqual([
      { type: "retraction", pmid: "90000102", source: "J Invented Oncol. 2025 Jun;9(6):101" },
    ]);
    expect(body.facts.flags).toContain("retracted");
    expect(body.clinicianSummary).toContain("Retracted: the paper has been withdrawn.");
    expect(body.patientSummary).toContain("This paper has been withdrawn (retracted)");
  });

  test("a paper summarised, then retracted: the next answer is flagged and summarised again", async () => {
    const t = app();
    const before = parseEfetch(
      `<PubmedArticleSet>${inventedNoticeArticles()[0]!.replace(/<PublicationType UI="D016441">Retracted Publication<\/PublicationType>|<CommentsCorrections RefType="RetractionIn">.*?<\/CommentsCorrections>/g, "")}</PubmedArticleSet>`,
    ).articles;
    expect(before[0]!.notices).toBeUndefined();
    await upsertTrials(t.db, before);
    const first = await summarize(t, INVENTED_RETRACTED_PMID);
    expect(first.notices).toBeUndefined();
    expect(first.facts.flags).not.toContain("retracted");
    await upsertTrials(
      t.db,
      parseEfetch(`<PubmedArticleSet>${inventedNoticeArticles()[0]}</PubmedArticleSet>`).articles,
    );
    const second = await summarize(t, INVENTED_RETRACTED_PMID);
    expect(second.notices?.[0]?.type).toBe("retraction");
    expect(second.facts.flags).toContain("retracted");
    expect(second.clinicianSummary).toContain("Retracted: the paper has been withdrawn.");
  });

  test("a paper with no notices: no notices field and no retracted flag", async () => {
    const body = await summarize(app(), CORRECT_PMID);
    expect(body.notices).toBeUndefined();
    expect(body.facts.flags).not.toContain("retracted");
    expect(body.clinicianSummary).not.toContain("Retracted");
  });
});
