import { expect, test } from "bun:test";
import { apiRequests, appWithStandIns, collectErrors, waitForHydration } from "./harness";

const app = appWithStandIns();

// Anonymous pages are rendered once and shared (decision 016): their CSP lists the hashes of their own scripts.
test("on a shared page, a script injected into the HTML does not run, while the page's own scripts hydrate it", async () => {
  for (const path of ["/", "/search?q=melanoma"]) {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${e.effectiveDirective} ${e.blockedURI}`,
        ),
      );
    });
    // What an HTML injection would do: an inline script of the attacker's own, with the page's real headers.
    await page.route(`${app.server.url}${path}`, async (route) => {
      const response = await route.fetch();
      expect(response.headers()["content-security-policy"]).toContain("'sha256-");
      const body = (await response.text()).replace("</head>", "<script>window.injected = true</script></head>");
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    });
    await page.goto(`${app.server.url}${path}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(violations).toEqual(["script-src-elem inline"]);
    // The one console error is Chromium's report of the blocked script; nothing of the page's own failed.
    expect(errors.filter((e) => !e.includes("Content Security Policy"))).toEqual([]);
    await page.close();
  }
});

test("a shared search page shows the cached results, in the dark theme when chosen, and asks for nothing again", async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.server.url}/`);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  const requests = apiRequests(page);
  const errors = collectErrors(page);
  // Twice: the first visit renders and keeps the page, the second is served from memory.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`${app.server.url}/search?q=melanoma`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.getByRole("article").count()).toBeGreaterThan(0);
  }
  expect(requests.filter((r) => r === "POST /api/search" || r === "GET /api/auth/user")).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
