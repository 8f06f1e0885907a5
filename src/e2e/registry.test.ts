import { describe, expect, test } from "bun:test";
import { inventedArticle } from "../testing/eutils/invented-records";
import { inventedStudy } from "../testing/ctgov-stand-in";
import { apiRequests, appWithRegistry, collectErrors, waitForHydration } from "./harness";
import { axeViolations } from "./axe";
import { THEMED_DEVICES, themedContext } from "./themes";

// Invented papers (not real articles) naming invented registrations, so this file needs nothing from ../shared.
const paper = (pmid: string, word: string, nctId: string) =>
  inventedArticle({
    pmid,
    title: `${word} ${pmid.slice(-1)} versus observation in resected melanoma: a randomised phase 3 trial`,
    abstract: `Patients with resected melanoma received ${word} or observation. Overall survival improved. Registered at ClinicalTrials.gov (${nctId}).`,
    mesh: ["Melanoma"],
    authors: [["Quill", "Ada"]],
  });

const app = appWithRegistry(
  [
    paper("91000001", "Lumenor", "NCT91000000"),
    paper("91000002", "Lumenor", "NCT91000003"),
    paper("91000003", "Quorvex", "NCT91000010"),
  ],
  [
    inventedStudy("NCT91000000", "RECRUITING"),
    inventedStudy("NCT91000003", "TERMINATED"),
    inventedStudy("NCT91000010", "COMPLETED"),
  ],
);

describe("ClinicalTrials.gov on the search page", () => {
  test("cards carry their registry status (rendered by the server, one batch), and the Registry block tells the rest", async () => {
    const html = await (await fetch(`${app.server.url}/search?q=lumenor`)).text();
    expect(html).toContain("Recruiting");
    expect(app.ctgov.requests.filter((r) => r.path === "/api/v2/studies")).toHaveLength(1);

    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    const asked = apiRequests(page);
    await page.goto(`${app.server.url}/search?q=lumenor`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // The statuses came with the page: the browser asks for neither the results nor the registry.
    expect(asked).toEqual([]);
    const card = page.getByRole("article", { name: /Lumenor 1/ });
    const badge = card.getByRole("link", { name: "ClinicalTrials.gov status: Recruiting" });
    expect(await badge.getAttribute("href")).toBe("https://clinicaltrials.gov/study/NCT91000000");
    await page
      .getByRole("article", { name: /Lumenor 2/ })
      .getByRole("link", { name: /Terminated/ })
      .waitFor();

    await card.getByRole("button", { name: "View AI Summary" }).click();
    const panel = page.getByRole("region", { name: /Lumenor 1/ });
    await panel.getByRole("heading", { name: "Registry" }).waitFor();
    await panel.getByText("Canada, France").waitFor();
    await panel.getByText("2 of 3").waitFor();
    await panel.getByRole("tab", { name: "Patient" }).click({ timeout: 30_000 });
    await panel
      .getByText(
        "The registry says this study is recruiting in Canada and France. Your care team can tell you whether it fits you.",
      )
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const { theme, device, viewport } of THEMED_DEVICES) {
    test(`axe finds nothing on the badges and the Registry block (${theme}, ${device})`, async () => {
      const context = await themedContext(app.browser, theme, viewport);
      const page = await context.newPage();
      await page.goto(`${app.server.url}/search?q=lumenor`);
      await waitForHydration(page);
      await page
        .getByRole("article", { name: /Lumenor 2/ })
        .getByRole("button", { name: "View AI Summary" })
        .click();
      await page.getByText("Terminated — why stopped: Slow accrual").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test("the registry failing: the page still works and says the registry could not be reached", async () => {
    app.ctgov.fail("500");
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=quorvex`);
    await waitForHydration(page);
    await page.getByText(/The registry could not be reached: ClinicalTrials.gov statuses are not shown/).waitFor();
    const card = page.getByRole("article", { name: /Quorvex/ });
    expect(await card.getByRole("link", { name: /ClinicalTrials.gov status/ }).count()).toBe(0);
    await card.getByRole("button", { name: "View AI Summary" }).click();
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });
    await page
      .getByRole("region", { name: /Quorvex/ })
      .getByText(/The registry could not be reached\. The record is at ClinicalTrials.gov/)
      .waitFor();
    app.ctgov.reset();
    await page.close();
  });
});
