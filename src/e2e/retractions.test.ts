import { describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { INVENTED_RETRACTED_TITLE, INVENTED_RETRACTION_NOTICE_PMID } from "../testing/eutils/invented-records";
import { appWithStandIns, collectErrors, waitForHydration } from "./harness";
import { axeViolations } from "./axe";

const app = appWithStandIns();
const NOTICE_URL = `https://pubmed.ncbi.nlm.nih.gov/${INVENTED_RETRACTION_NOTICE_PMID}/`;
// Screenshots for people to look at, beside the accessibility test's; the folder is not committed.
const SHOTS = join(import.meta.dir, "../../test-results/screenshots");
const LABEL = "This paper was retracted; its summaries describe a withdrawn paper.";

/** The red banner, named and linking to the retraction notice on PubMed. */
async function expectRetractedBanner(scope: Locator): Promise<void> {
  const banner = scope.getByRole("note", { name: "Retracted" });
  await banner.waitFor();
  expect(await banner.innerText()).toContain("This paper was retracted");
  expect(await banner.getByRole("link").getAttribute("href")).toBe(NOTICE_URL);
}

const CASES = [
  { theme: "light", viewport: { width: 1280, height: 800 } },
  { theme: "dark", viewport: { width: 360, height: 780 } },
] as const;

describe("a retracted paper is never shown without its banner", () => {
  for (const { theme, viewport } of CASES) {
    test(`${theme} theme, ${viewport.width} px: search card, summary panel and favorites show it; axe finds nothing`, async () => {
      const context = await app.browser.newContext({ viewport });
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const res = await page.request.post(`${app.server.url}/api/auth/local/register`, {
        data: { email: `retracted-${theme}@example.org`, password: "correct horse battery", firstName: "Ada" },
        headers: { origin: app.server.url },
      });
      expect(res.status()).toBeLessThan(300);
      const problems: Record<string, string[]> = {};
      const shoot = (name: string) =>
        page.screenshot({ path: join(SHOTS, `retracted-${name}-${viewport.width}-${theme}.png`) });
      mkdirSync(SHOTS, { recursive: true });

      await page.goto(`${app.server.url}/search?q=mesothelioma`);
      await waitForHydration(page);
      const card = page.getByRole("article", { name: INVENTED_RETRACTED_TITLE });
      await expectRetractedBanner(card);
      problems.search = await axeViolations(page);
      await card.scrollIntoViewIfNeeded();
      await shoot("search");

      await card.getByRole("button", { name: "View AI Summary" }).click();
      const panel = page.getByRole("region", { name: INVENTED_RETRACTED_TITLE });
      await panel.getByText(LABEL).waitFor({ timeout: 30_000 });
      await expectRetractedBanner(panel);
      // The fact sheet's own "Retracted" badge, whichever path (model or built-in) wrote the summaries.
      await panel.getByRole("button", { name: "Retracted" }).waitFor();
      problems.summary = await axeViolations(page);
      await panel.getByRole("note", { name: "Retracted" }).scrollIntoViewIfNeeded();
      await shoot("summary");

      await card.getByRole("button", { name: "Save to favorites" }).click();
      await card.getByRole("button", { name: "Remove from favorites" }).waitFor();
      await page.goto(`${app.server.url}/favorites`);
      await waitForHydration(page);
      const saved = page.getByRole("article", { name: INVENTED_RETRACTED_TITLE });
      await expectRetractedBanner(saved);
      await saved.getByText(LABEL).waitFor();
      problems.favorites = await axeViolations(page);
      await shoot("favorites");

      expect(problems).toEqual({ search: [], summary: [], favorites: [] });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
