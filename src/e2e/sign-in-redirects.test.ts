import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { appWithStandIns, waitForHydration } from "./harness";
import { axeViolations } from "./axe";

const PASSWORD = "correct horse battery";

const app = appWithStandIns();

/** Another site with a link to our /api/logout: `localhost` is another site to pages on 127.0.0.1. */
let otherSite: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  otherSite = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: () =>
      new Response(`<!doctype html><title>Prizes</title><a href="${app.server.url}/api/logout">Claim your prize</a>`, {
        headers: { "content-type": "text/html" },
      }),
  });
});
afterAll(() => otherSite?.stop(true));

/** Fills one of the /login page's forms and submits it. */
async function submitLoginForm(page: Page, form: "Sign in" | "Create account", email: string) {
  const fields = page.getByRole("form", { name: form });
  await fields.getByLabel("Email").fill(email);
  await fields.getByLabel("Password").fill(PASSWORD);
  await fields.getByRole("button", { name: form }).click();
}

async function signedInContext(email: string, theme: "light" | "dark" = "light"): Promise<BrowserContext> {
  const context = await app.browser.newContext();
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  const res = await context.request.post(`${app.server.url}/api/auth/local/register`, {
    data: { email, password: PASSWORD },
    headers: { origin: app.server.url },
  });
  expect(res.status()).toBe(201);
  return context;
}

const isSignedIn = async (context: BrowserContext) =>
  (await context.request.get(`${app.server.url}/api/auth/user`)).status() === 200;

describe("after sign-in the browser stays on this site", () => {
  const OFF_SITE = ["https://evil.example/x", "javascript:alert(1)", "/.//evil.example", "//evil.example"];

  test("a returnTo naming another site, a script or a path that collapses into another host lands on /", async () => {
    for (const [i, returnTo] of OFF_SITE.entries()) {
      const context = await app.browser.newContext();
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${app.server.url}/login?returnTo=${encodeURIComponent(returnTo)}`);
      await waitForHydration(page);
      // The first signs up, the others sign in to that account: both forms go through the same check.
      await submitLoginForm(page, i === 0 ? "Create account" : "Sign in", "ada@example.org");
      await page.waitForURL(`${app.server.url}/`);
      expect(new URL(page.url()).origin).toBe(app.server.url);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Logout" }).waitFor();
      expect(dialogs).toEqual([]);
      await context.close();
    }
  });

  test("an encoded slash is a path on this site, as the browser keeps it; a good returnTo still lands there", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login?returnTo=${encodeURIComponent("/%2F/evil.example")}`);
    await waitForHydration(page);
    await submitLoginForm(page, "Create account", "grace@example.org");
    await page.waitForURL(`${app.server.url}/%2F/evil.example`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.goto(`${app.server.url}/login?returnTo=%2Ffavorites`);
    await waitForHydration(page);
    await submitLoginForm(page, "Sign in", "grace@example.org");
    await page.waitForURL(`${app.server.url}/favorites`);
    await page.getByRole("heading", { name: "Saved Trials" }).waitFor();
    await context.close();
  });
});

describe("signing out", () => {
  test("the header's Logout signs out at once", async () => {
    const context = await signedInContext("lin@example.org");
    const page = await context.newPage();
    await page.goto(`${app.server.url}/search`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await isSignedIn(context)).toBe(false);
    await context.close();
  });

  test("a link on another site cannot sign you out: a page asks, passes axe, and signs out when told to", async () => {
    const context = await signedInContext("mae@example.org", "dark");
    const page = await context.newPage();
    // Another site (localhost), then another app on this host (127.0.0.1, another port): neither is our page.
    for (const host of ["localhost", "127.0.0.1"]) {
      await page.goto(`http://${host}:${otherSite.port}/`);
      await page.getByRole("link", { name: "Claim your prize" }).click();
      await page.waitForURL(`${app.server.url}/logout`);
      await page.getByRole("heading", { name: "Sign out of Trial Lens?" }).waitFor();
      expect(await isSignedIn(context)).toBe(true);
    }
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await isSignedIn(context)).toBe(false);
    await context.close();
  });
});
