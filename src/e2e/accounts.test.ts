import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { apiRequests, appWithStandIns, collectErrors, waitForHydration } from "./harness";

const app = appWithStandIns();

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

async function createAccount(page: Page, email: string, returnTo = "/search") {
  await page.goto(`${app.server.url}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/login\?returnTo=/);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name (optional)").fill("Ada");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("correct horse battery");
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${app.server.url}${returnTo}`);
}

describe("accounts and favorites in Chromium", () => {
  test("signed out: Login in the header, no hearts; /favorites shows a toast and sends you to sign in", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/search?q=lung%20cancer`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.getByRole("link", { name: "Favorites" }).count()).toBe(0);
    await page.getByRole("article").first().waitFor();
    expect(await page.getByRole("button", { name: "Save to favorites" }).count()).toBe(0);

    // The toast is up for the spec's 500 ms before the redirect; Playwright's polling (up to 500 ms apart) can
    // miss that, so watch every frame from the moment the page starts loading.
    await page.goto(`${app.server.url}/favorites`, { waitUntil: "commit" });
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll("[role=status]")].some(
          (el) => el.textContent?.includes(title) && el.getBoundingClientRect().height > 0,
        ),
      "Login Required",
      { polling: "raf" },
    );
    await page.waitForURL(/\/login\?returnTo=%2Ffavorites/);
    await page.getByRole("heading", { name: "Sign in to Trial Lens" }).waitFor();
    await page.close();
  });

  test("sign up, save a summarised trial, find it in favorites with both tabs, sign out and in again, remove it, log out", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await createAccount(page, "ada@example.org", "/search?q=lung%20cancer");

    // The avatar shows the first letter of the first name; Favorites appears.
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect(await page.locator(".avatar").innerText()).toContain("A");
    await page.getByRole("link", { name: "Favorites" }).waitFor();

    // Select the first trial, wait for its summaries, then save it: the summaries go with the save.
    const first = page.getByRole("article").first();
    const title = (await first.getByRole("heading").innerText()).trim();
    await first.getByRole("button", { name: "View AI Summary" }).click();
    await page.getByRole("heading", { name: "Clinical Summary" }).waitFor({ timeout: 30_000 });
    await first.getByRole("button", { name: "Save to favorites" }).click();
    await first.getByRole("button", { name: "Remove from favorites" }).waitFor();
    await toast(page, "Saved").waitFor();

    // The server holds the trial with both summaries.
    const stored = await page.evaluate(async () => {
      const res = await fetch("/api/saved-trials");
      return (await res.json()) as { trials: { clinicianSummary?: string | null; patientSummary?: string | null }[] };
    });
    expect(stored.trials).toHaveLength(1);
    expect(stored.trials[0]!.clinicianSummary).toBeTruthy();
    expect(stored.trials[0]!.patientSummary).toBeTruthy();

    await page.getByRole("link", { name: "Favorites" }).click();
    await page.waitForURL(`${app.server.url}/favorites`);
    await page.getByRole("heading", { name: "Saved Trials" }).waitFor();
    const saved = page.getByRole("article", { name: title });
    await saved.waitFor();
    await saved.getByRole("tab", { name: "Clinician" }).waitFor();
    await saved.getByRole("tab", { name: "Patient" }).click();
    await saved.getByRole("heading", { name: "Patient-Friendly Summary" }).waitFor();

    // A reload is rendered by the server, signed in, with the list; the browser asks for neither again.
    const asked = apiRequests(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("article", { name: title }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    // Sign out, sign in again: the list is still there, and Login came back to /favorites.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.goto(`${app.server.url}/api/login?returnTo=%2Ffavorites`);
    await waitForHydration(page);
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("Email").fill("ADA@example.org ");
    await signIn.getByLabel("Password").fill("correct horse battery");
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${app.server.url}/favorites`);
    await page.getByRole("article", { name: title }).waitFor();

    await page.getByRole("button", { name: `Remove "${title}" from favorites` }).click();
    await page.getByText("No saved trials yet").waitFor();
    await page.getByRole("link", { name: "Go to Search" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.getByRole("link", { name: "Favorites" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a wrong password says so and keeps what was typed", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await createAccount(page, "grace@example.org", "/");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/`);

    await page.goto(`${app.server.url}/login`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill("grace@example.org");
    await form.getByLabel("Password").fill("not the password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await form.getByRole("alert").filter({ hasText: /./ }).waitFor();
    expect(await form.getByLabel("Email").inputValue()).toBe("grace@example.org");
    await context.close();
  });
});
