import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { appWithStandIns, waitForHydration } from "./harness";

// Screenshots land here for people (and CI artifacts) to look at; the folder is not committed.
const SHOTS = join(import.meta.dir, "../../test-results/screenshots");
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const app = appWithStandIns();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Every WCAG 2.1 A/AA rule axe knows, on the page as it is now. */
async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations;
  });
  const found = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  return [...found, ...(await layoutProblems(page))];
}

/** Nothing wider than the screen, and the header on one line (it wrapped on phones once). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page is ${root.scrollWidth}px wide on a ${root.clientWidth}px screen`);
    const header = document.querySelector("header")!;
    if (header.getBoundingClientRect().height > 66)
      problems.push(`header is ${header.getBoundingClientRect().height}px tall`);
    for (const item of header.querySelectorAll("a, button")) {
      const box = item.getBoundingClientRect();
      if (box.height > 44) problems.push(`header item "${item.textContent}" wraps (${box.height}px tall)`);
    }
    return problems;
  });
}

async function signedInContext(
  theme: "light" | "dark",
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await app.browser.newContext({ viewport });
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  const page = await context.newPage();
  const res = await page.request.post(`${app.server.url}/api/auth/local/register`, {
    data: { email: `axe-${theme}-${viewport.width}@example.org`, password: "correct horse battery", firstName: "Ada" },
    headers: { origin: app.server.url },
  });
  expect(res.status()).toBeLessThan(300);
  await page.close();
  return context;
}

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } };

for (const theme of ["light", "dark"] as const) {
  describe(`accessibility and screenshots, ${theme} theme`, () => {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`${device}: every page passes axe`, async () => {
        const context = await signedInContext(theme, viewport);
        const page = await context.newPage();
        const shoot = (name: string) =>
          page.screenshot({ path: join(SHOTS, `${name}-${device}-${theme}.png`), fullPage: name === "landing" });
        const problems: Record<string, string[]> = {};

        await page.goto(app.server.url);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        problems.landing = await audit(page);
        await shoot("landing");

        await page.goto(`${app.server.url}/search?q=breast%20cancer`);
        await waitForHydration(page);
        const first = page.getByRole("article").first();
        await first.getByRole("button", { name: "View AI Summary" }).click();
        await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });
        await first.getByRole("button", { name: "Save to favorites" }).click();
        await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
        problems.search = await audit(page);
        await shoot("search");

        await page.goto(`${app.server.url}/favorites`);
        await waitForHydration(page);
        await page.getByRole("tab", { name: "Clinician" }).first().waitFor();
        problems.favorites = await audit(page);
        await shoot("favorites");

        await page.goto(`${app.server.url}/login`);
        await waitForHydration(page);
        problems.login = await audit(page);
        await shoot("login");

        await page.goto(`${app.server.url}/no/such/page`);
        await waitForHydration(page);
        problems.notFound = await audit(page);

        expect(problems).toEqual({ landing: [], search: [], favorites: [], login: [], notFound: [] });
        await context.close();
      });
    }
  });
}
