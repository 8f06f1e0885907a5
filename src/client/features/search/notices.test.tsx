import { describe, expect, test } from "bun:test";
import { fireEvent, screen, within } from "@testing-library/react";
import type { Notice, Trial } from "../../../shared/trial";
import { json, renderApp, type Call } from "../../../testing/client/render-app";
import { searchResponse, SUMMARY, TRIALS } from "../../../testing/client/fake-trials";

const RETRACTION: Notice = { type: "retraction", pmid: "90000102", source: "J Invented Oncol. 2025 Jun;9(6):101" };
const LABEL = "This paper was retracted; its summaries describe a withdrawn paper.";

const page = (trials: Trial[], summary: unknown) => async (call: Call) => {
  if (call.url === "/api/auth/user") return json({ message: "Unauthorized" }, 401);
  if (call.url === "/api/search") return json(searchResponse(trials));
  if (call.url === "/api/summarize") return json(summary);
  return json({ message: "unexpected" }, 500);
};

describe("notices on the search page", () => {
  test("a retracted result's card shows the Retracted banner with the notice's PubMed link; other cards do not", async () => {
    const trials = [{ ...TRIALS[0]!, notices: [RETRACTION] }, ...TRIALS.slice(1)];
    await renderApp("/search?q=colon", page(trials, SUMMARY));
    const card = await screen.findByRole("article", { name: TRIALS[0]!.title });
    const banner = within(card).getByRole("note", { name: "Retracted" });
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("https://pubmed.ncbi.nlm.nih.gov/90000102/");
    const other = screen.getByRole("article", { name: TRIALS[1]!.title });
    expect(within(other).queryByRole("note")).toBeNull();
  });

  test("a corrected result shows the quieter Corrected note, not Retracted", async () => {
    const trials = [{ ...TRIALS[0]!, notices: [{ type: "erratum", pmid: "5", source: "Correction" } as Notice] }];
    await renderApp("/search?q=colon", page(trials, SUMMARY));
    const card = await screen.findByRole("article", { name: TRIALS[0]!.title });
    expect(within(card).getByRole("note", { name: "Corrected" })).toBeTruthy();
    expect(within(card).queryByRole("note", { name: "Retracted" })).toBeNull();
  });

  test("the summary panel shows the banner and labels the summaries, even when only the summary's answer knows of the retraction", async () => {
    await renderApp("/search?q=colon", page(TRIALS, { ...SUMMARY, notices: [RETRACTION] }));
    fireEvent.click(await screen.findByRole("article", { name: TRIALS[0]!.title }));
    const panel = await screen.findByRole("region", { name: TRIALS[0]!.title });
    await within(panel).findByText(LABEL);
    expect(within(panel).getAllByRole("note", { name: "Retracted" })).toHaveLength(1);
    expect(
      within(panel)
        .getByRole("link", { name: /retraction notice/ })
        .getAttribute("href"),
    ).toBe("https://pubmed.ncbi.nlm.nih.gov/90000102/");
  });

  test("the summary panel of a paper with no notices is as before", async () => {
    await renderApp("/search?q=colon", page(TRIALS, SUMMARY));
    fireEvent.click(await screen.findByRole("article", { name: TRIALS[0]!.title }));
    const panel = await screen.findByRole("region", { name: TRIALS[0]!.title });
    await within(panel).findByText(/Summary generated without an AI model|Summary written by/);
    expect(within(panel).queryByRole("note")).toBeNull();
    expect(within(panel).queryByText(LABEL)).toBeNull();
  });
});
