import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { inventedArticle } from "../testing/eutils/invented-records";
import { inventedStudy } from "../testing/ctgov-stand-in";
import { appWithRegistry, collectErrors, waitForHydration } from "./harness";
import { axeViolations } from "./axe";
import { THEMED_DEVICES, themedContext } from "./themes";

// Invented papers (not real articles), each naming an invented registration, so this file needs nothing from ../shared.
const paper = (pmid: string, nctId: string) =>
  inventedArticle({
    pmid,
    title: `Velquarin ${pmid.slice(-1)} versus observation in resected melanoma: a randomised phase 3 trial`,
    abstract: `Patients with resected melanoma received velquarin or observation. Registered at ClinicalTrials.gov (${nctId}).`,
    mesh: ["Melanoma"],
    authors: [["Quill", "Ada"]],
  });

const app = appWithRegistry(
  [paper("93000001", "NCT93000001"), paper("93000002", "NCT93000002"), paper("93000003", "NCT93000003")],
  [
    inventedStudy("NCT93000001", "RECRUITING"),
    inventedStudy("NCT93000002", "COMPLETED"),
    inventedStudy("NCT93000003", "TERMINATED"),
  ],
);

const cards = (page: Page) => page.getByRole("article").filter({ hasText: "Velquarin" });
const esearchTerms = () => app.eutils.requests.filter((r) => r.endpoint === "esearch").map((r) => r.params.term ?? "");

describe("search filters in Chromium", () => {
  test("applied by keyboard: the URL updates, PubMed is asked with them, and a reload keeps them (server-rendered)", async () => {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.server.url}/search?q=velquarin`);
    await waitForHydration(page);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(3);

    app.eutils.reset();
    await page.getByText("Filters", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.waitForURL((url) => url.searchParams.get("design") === "rct");
    await page.keyboard.press("Tab"); // Phase 1
    await page.keyboard.press("Tab"); // Phase 2
    await page.keyboard.press("Tab"); // Phase 3
    await page.keyboard.press("Space");
    await page.waitForURL((url) => url.searchParams.get("phase") === "3");
    await page.keyboard.press("Tab"); // Phase 4
    await page.keyboard.press("Tab"); // from
    await page.keyboard.type("2015");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("from") === "2015");
    expect(new URL(page.url()).search).toBe("?q=velquarin&design=rct&phase=3&from=2015");
    // Each change searched; the last carries all three.
    for (let i = 0; i < 100 && !esearchTerms().some((t) => t.includes("[dp]")); i++) await Bun.sleep(50);
    await page.getByText("Filters (3 on)").waitFor();
    await cards(page).first().waitFor();
    const term = esearchTerms().find((t) => t.includes("[dp]"))!;
    expect(term).toStartWith("(velquarin) AND (");
    expect(term).toContain(
      ' AND (randomized controlled trial[pt]) AND ("clinical trial, phase iii"[pt]) AND ("2015"[dp] : "3000"[dp]) NOT (',
    );

    // The server renders the filtered page: its HTML already shows the filters set and the results.
    const html = await (await fetch(`${app.server.url}/search?q=velquarin&design=rct&phase=3&from=2015`)).text();
    expect(html.includes("Filters (3 on)")).toBe(true);
    expect(html.includes("Velquarin 1 versus observation")).toBe(true);
    app.eutils.reset();
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("checkbox", { name: "RCTs only" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Phase 3" }).isChecked()).toBe(true);
    expect(await page.getByRole("spinbutton", { name: "Published from year" }).inputValue()).toBe("2015");
    expect(await cards(page).count()).toBe(3);
    // Cached: the reload asked PubMed nothing.
    expect(app.eutils.requests).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("recruiting keeps this page's recruiting trials and says it looked at this page only", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=velquarin`);
    await waitForHydration(page);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Recruiting now" }).check();
    await page
      .getByText(
        "Recruiting filter applied to this page only: 1 of the 3 trials on it is recruiting according to ClinicalTrials.gov.",
      )
      .waitFor();
    expect(await cards(page).count()).toBe(1);
    await cards(page).getByRole("link", { name: "ClinicalTrials.gov status: Recruiting" }).waitFor();
    expect(new URL(page.url()).searchParams.get("recruiting")).toBe("1");
    await page.close();
  });

  test("a filtered search that finds nothing says which filters to loosen", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=nonexistentdrugname&phase=3&from=2024&to=2025`);
    await waitForHydration(page);
    await page.getByText("No trials match with Phase 3 and 2024–2025. Try removing a filter.").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.search === "?q=nonexistentdrugname");
    await page.getByText("Try adjusting your search terms or use different keywords").waitFor();
    await page.close();
  });

  for (const { theme, device, viewport } of THEMED_DEVICES) {
    test(`axe finds nothing with the filters open, results and the empty state (${theme}, ${device})`, async () => {
      const context = await themedContext(app.browser, theme, viewport);
      const page = await context.newPage();
      await page.goto(
        `${app.server.url}/search?q=velquarin&design=rct&phase=2,3&from=2010&to=2025&cancer=melanoma&recruiting=1&sort=date`,
      );
      await waitForHydration(page);
      await page.getByText(/Recruiting filter applied to this page only/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app.server.url}/search?q=nonexistentdrugname&phase=3`);
      await waitForHydration(page);
      await page.getByText("No trials match with Phase 3. Try removing a filter.").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
