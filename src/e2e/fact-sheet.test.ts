import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { FACTS, joined, SENTENCES, SOURCE } from "../testing/fixtures/fact-sheet/client-sheet";
import { spanText } from "../shared/fact-sheet";
import type { SummaryResponse } from "../shared/api/summary";
import { appWithStandIns, collectErrors, waitForHydration } from "./harness";
import { axeViolations } from "./axe";

const app = appWithStandIns();

/**
 * The summary answer gets an invented fact sheet, so the highlights are checked on known words whatever the
 * summarizer reads; the last test uses the server's own sheet.
 */
async function withFactSheet(page: Page) {
  await page.route("**/api/summarize", async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    const sheet = {
      facts: FACTS,
      sentences: SENTENCES,
      sourceText: SOURCE,
      clinicianSummary: joined(SENTENCES.clinician),
      patientSummary: joined(SENTENCES.patient),
    };
    await route.fulfill({ response, json: { ...answer, ...sheet } });
  });
}

async function openSummary(page: Page) {
  await page.goto(`${app.server.url}/search?q=lung%20cancer`);
  await waitForHydration(page);
  await page.getByRole("article").first().getByRole("button", { name: "View AI Summary" }).click();
  await page.getByRole("table", { name: "Fact sheet" }).waitFor({ timeout: 30_000 });
}

const marks = (page: Page) => page.locator("mark").allTextContents();
const announced = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /Highlighted in the abstract|explains a term/ })
    .textContent();

for (const theme of ["light", "dark"] as const) {
  describe(`fact sheet in Chromium, ${theme} theme`, () => {
    test("desktop: hovering and keyboard focus highlight the source words; badges explain themselves; axe is clean", async () => {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await withFactSheet(page);
      await openSummary(page);

      // A hover leaves the abstract as it is (opening it would move the page under the pointer): open it first.
      await page.getByText("Show the abstract").click();
      await page.getByText(SENTENCES.clinician[0]!.text).hover();
      expect(await marks(page)).toEqual(["612 patients were randomised"]);
      expect(await announced(page)).toBe("Highlighted in the abstract: 612 patients were randomised");

      await page.mouse.move(0, 0);
      await page.getByText(SENTENCES.clinician[0]!.text).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SENTENCES.clinician[1]!.text);
      expect(await marks(page)).toEqual(["HR 0.91, 95% CI 0.70-1.18; p=0.47"]);

      // Radix closes a tooltip when the page scrolls, and focus() scrolls to an element out of view: scroll first.
      const badge = page.getByRole("button", { name: "Primary endpoint not met" });
      await badge.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // the scroll event has fired
      await badge.focus();
      const tooltip = page.getByRole("tooltip");
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toBe(
        "The main outcome the trial was designed to test was not significantly better with the intervention.",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test("phone: a tap highlights, a second tap lets go; a tapped badge shows its reason; nothing wider than the screen", async () => {
      const context = await app.browser.newContext({
        viewport: { width: 360, height: 780 },
        hasTouch: true,
        isMobile: true,
      });
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      await withFactSheet(page);
      await openSummary(page);

      const arms = page.getByRole("cell", { name: "zelorant vs observation" });
      await arms.tap();
      expect(await marks(page)).toEqual(["Zelorant", "observation"]);
      await page.getByRole("tab", { name: "Patient" }).tap();
      await page.getByText(SENTENCES.patient[1]!.text).tap();
      expect(await announced(page)).toBe("This sentence explains a term; it states no fact of this trial");
      const sentence = page.getByText(SENTENCES.patient[2]!.text);
      await sentence.tap();
      expect(await marks(page)).toEqual(["81% with zelorant and 79% with observation"]);
      await sentence.tap();
      expect(await marks(page)).toEqual([]);

      await page.getByRole("button", { name: "Conclusion goes beyond the primary result" }).tap();
      await page.getByText(/rests on a secondary or subgroup result/).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
}

describe("the server's own fact sheet", () => {
  test("a sentence of the real answer marks the words its span points at", async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${app.server.url}/search?q=breast%20cancer`);
    await waitForHydration(page);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/summarize"));
    await page.getByRole("article").first().getByRole("button", { name: "View AI Summary" }).click();
    const answer = (await (await answered).json()) as SummaryResponse;
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });
    expect(answer.facts && answer.sentences && answer.sourceText).toBeTruthy();
    await page.getByRole("table", { name: "Fact sheet" }).waitFor();

    // A sentence resting on one span: its mark must hold exactly those words.
    const sentence = answer.sentences!.clinician.find(
      (s) => s.evidence.length === 1 && spanText(answer.sourceText!, s.evidence[0]!).trim() !== "",
    );
    expect(sentence).toBeTruthy();
    await page.getByText("Show the abstract").click();
    await page.locator(".source-target", { hasText: sentence!.text.trim() }).first().hover();
    expect(await marks(page)).toEqual([spanText(answer.sourceText!, sentence!.evidence[0]!)]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
