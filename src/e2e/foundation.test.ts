import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { collectErrors, launchBrowser, startServer, waitForHydration, type RunningServer } from "./harness";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("foundation in Chromium", () => {
  test("the landing page renders, hydrates without console errors, and scrolls to its sections", async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url);
    await waitForHydration(page);
    expect(await page.title()).toContain("Trial Lens");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Cancer research");
    expect(await page.getByText("Free access, no signup required, instant results").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Who It's For" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("who-its-for")!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  test("navigation between pages happens without a full page load", async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
    await page.waitForURL(`${server.url}/search`);
    await page.getByRole("heading", { name: "Search Clinical Trials" }).waitFor();
    expect(await page.title()).toBe("Search Clinical Trials | Trial Lens");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("button", { name: "How It Works", exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a link clicked while the page is still hydrating navigates once it has, without errors", async () => {
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(server.url);
      // The header is interactive before the landing page's content has hydrated; click right then.
      await page.waitForSelector('[data-testid="theme-toggle"][aria-pressed]');
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
      await page.waitForURL(`${server.url}/search`);
      await page.getByRole("heading", { name: "Search Clinical Trials" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await page.getByRole("button", { name: "How It Works", exact: true }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  test("the theme toggles, persists across a reload, and the dark page never paints light first", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);

    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.getByTestId("theme-toggle").getAttribute("aria-pressed")).toBe("true");

    // Record the class at the first moment the body exists, before any bundle runs.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse =
            document.documentElement.classList.contains("dark");
        }
      });
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse)).toBe(true);
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe("rgb(11, 17, 32)");

    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await context.close();
  });

  test("an unknown path shows the 404 page with status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("404 Page Not Found | Trial Lens");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.close();
  });

  test("unknown API paths answer JSON", async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("the server process", () => {
  test("a second copy on a taken port stops with a message, and the first keeps every request", async () => {
    const port = new URL(server.url).port;
    const second = Bun.spawn([process.execPath, "src/server/main.ts"], {
      cwd: `${import.meta.dir}/../..`,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: port,
        HOST: "127.0.0.1",
        DATABASE_PATH: `${server.dataDir}/second.db`,
      },
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await second.exited).toBe(1);
    expect(await new Response(second.stderr).text()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
