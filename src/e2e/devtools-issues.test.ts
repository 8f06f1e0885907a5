import { expect, test } from "bun:test";
import { appWithStandIns, waitForHydration } from "./harness";

const app = appWithStandIns();

// Chromium's own issues panel (form fields without id or name, cookie and CSP problems): Lighthouse's
// best-practices score counts them, and each is a small defect a clinic's IT would see in DevTools.
test("Chromium reports no page issues on the landing, search (with filters open), login and logout pages", async () => {
  const page = await app.browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  const issues: { page: string; issue: unknown }[] = [];
  let current = "";
  cdp.on("Audits.issueAdded", (e) => issues.push({ page: current, issue: e.issue }));
  await cdp.send("Audits.enable");
  for (const path of ["/", "/search?q=melanoma", "/login", "/logout"]) {
    current = path;
    await page.goto(`${app.server.url}${path}`);
    await waitForHydration(page);
    if (path.startsWith("/search")) {
      await page.getByText("Filters").first().click();
      await page.getByRole("article").first().waitFor();
    }
    await page.waitForTimeout(500);
  }
  expect(issues).toEqual([]);
  await page.close();
});
