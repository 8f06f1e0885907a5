import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { appWithStandIns, collectErrors, waitForHydration } from "./harness";

const app = appWithStandIns();

interface Focused {
  name: string;
  tag: string;
  outline: string;
  shadow: string;
}

/** The focused element's accessible-ish name and whether anything shows the focus ring. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
    return { name, tag: el.tagName, outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
  });

const visibleFocus = (f: Focused) =>
  (!f.outline.startsWith("none") && !f.outline.endsWith(" 0px")) || f.shadow !== "none";

/** Presses Tab until the focused element's name matches; fails after 80 presses. Every stop must show focus. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (f.tag !== "BODY")
      expect({ element: f.name, visibleFocus: visibleFocus(f) }).toEqual({ element: f.name, visibleFocus: true });
    if (typeof name === "string" ? f.name === name : name.test(f.name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe("keyboard only, in Chromium", () => {
  test("search, chips, choose a trial, switch summary tabs, save and toggle the theme without a mouse", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const signUp = await page.request.post(`${app.server.url}/api/auth/local/register`, {
      data: { email: "keys@example.org", password: "correct horse battery" },
      headers: { origin: app.server.url },
    });
    expect(signUp.status()).toBe(201);

    await page.goto(`${app.server.url}/search`);
    await waitForHydration(page);

    // The skip link comes first and lands in the main content.
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    await tabTo(page, "");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe("search");
    await page.keyboard.type("  melanoma  ");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: 'Results for "melanoma"' }).waitFor();

    await tabTo(page, "lung cancer");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: 'Results for "lung cancer"' }).waitFor();
    // The heading shows with the skeletons; the cards (and their buttons) arrive with the answer.
    await page.getByRole("button", { name: "View AI Summary" }).first().waitFor();

    await tabTo(page, "View AI Summary");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });

    await tabTo(page, "Save to favorites");
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();

    await tabTo(page, "Clinician");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("heading", { name: "Patient-Friendly Summary" }).waitFor();
    expect((await focused(page)).name).toBe("Patient");

    // The theme toggle sits in the header: Shift+Tab back up to it.
    for (let i = 0; i < 80 && (await focused(page)).name !== "Dark theme"; i++) await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("F8 moves focus to the notifications region", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=lung%20cancer`);
    await waitForHydration(page);
    await page.getByRole("article").first().waitFor();
    await page.keyboard.press("F8");
    await page.waitForFunction(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null);
    await page.close();
  });
});
