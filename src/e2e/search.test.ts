import { describe, expect, test } from "bun:test";
import { apiRequests, appWithStandIns, collectErrors, waitForHydration } from "./harness";

const app = appWithStandIns();

describe("search and summaries in Chromium", () => {
  test("search, select a trial, read both summary tabs", async () => {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.server.url}/search`);
    await waitForHydration(page);
    await page.getByText("Start your search").waitFor();
    await page.getByRole("searchbox").fill("lung cancer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search\?q=lung/);
    await page.getByRole("heading", { name: 'Results for "lung cancer"' }).waitFor();
    await page.getByText(/^\d[\d,]* found$/).waitFor();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);

    await cards.first().getByRole("button", { name: "View AI Summary" }).click();
    await page.getByRole("tab", { name: "Clinician" }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole("tab", { name: "Clinician" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor();
    await page.getByRole("tab", { name: "Patient" }).click();
    await page.getByRole("heading", { name: "Patient-Friendly Summary" }).waitFor();
    await page.getByRole("heading", { name: "Trial Details" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a shared ?q= link is rendered by the server with its results", async () => {
    const res = await fetch(`${app.server.url}/search?q=breast%20cancer`, {
      headers: {
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      },
    });
    const html = await res.text();
    expect(html).toContain("Results for &quot;breast cancer&quot;");
    expect(html).toMatch(/\d+<!-- --> found|\d+ found/);
    expect(html).toContain("View AI Summary");
  });

  test("a shared ?q= link hydrates with the server's results: the browser asks for neither them nor the user", async () => {
    const page = await app.browser.newPage();
    const asked = apiRequests(page);
    await page.goto(`${app.server.url}/search?q=breast%20cancer`);
    await waitForHydration(page);
    await page.getByText(/\d+ found/).waitFor();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    // Then a search typed on the page goes to the API as usual.
    await page.getByRole("searchbox").fill("melanoma");
    // The registry's badges come after the results, from one more call when they name NCT ids: wait for its answer.
    const registryAnswer = page
      .waitForResponse((r) => r.url().endsWith("/api/registry"), { timeout: 5000 })
      .catch(() => null);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: 'Results for "melanoma"' }).waitFor();
    if (await registryAnswer)
      await page
        .getByTestId("registry-badge")
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {});
    await page.waitForLoadState("networkidle");
    // Plus one batched registry call for the page when its results name NCT ids (issue 11), and no more.
    const statuses = await page.getByTestId("registry-badge").count();
    expect(asked).toEqual(["POST /api/search", ...(statuses > 0 ? ["POST /api/registry"] : [])]);
    await page.close();
  });

  test("Back and Forward move between searches", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=melanoma`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "lung cancer", exact: true }).click();
    await page.getByRole("heading", { name: 'Results for "lung cancer"' }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: 'Results for "melanoma"' }).waitFor();
    await page.goForward();
    await page.getByRole("heading", { name: 'Results for "lung cancer"' }).waitFor();
    await page.close();
  });

  test("an empty result and a failed search", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=qqqzzzxxyy`);
    await waitForHydration(page);
    await page.getByText("No trials found").waitFor();
    await page.getByText("Try adjusting your search terms or use different keywords").waitFor();

    app.standIns.eutils.fail("500-html", { times: 50 });
    await page.getByRole("searchbox").fill("zzunseenquery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("Unable to search clinical trials. Please try again.").first().waitFor({ timeout: 30_000 });
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Search failed")
      .waitFor();
    app.standIns.eutils.reset();
    await page.close();
  });

  test("on a phone, choosing a trial brings its summary into view", async () => {
    const page = await app.browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${app.server.url}/search?q=lung%20cancer`);
    await waitForHydration(page);
    await page.getByRole("article").first().getByRole("button", { name: "View AI Summary" }).click();
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const top = document.querySelector('aside[aria-label="Trial summary"]')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await page.close();
  });
});
