// `bun scripts/screenshots.ts`: the README's screenshots, from the real app against the stand-ins, with the
// built-in summarizer (the model stand-in's text is not meant to be read). Writes docs/screenshots/*.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser, startServer, waitForHydration } from "../src/e2e/harness";
import { startStandIns } from "../src/testing/stand-ins";
import { buildClient } from "./build-client";

const QUERY = "sunitinib breast cancer";
const out = join(import.meta.dir, "../docs/screenshots");
mkdirSync(out, { recursive: true });

await buildClient();
const standIns = await startStandIns();
const server = await startServer({ ...standIns.env, SUMMARIZER: "builtin" });
const browser = await launchBrowser();

async function shoot(
  theme: "light" | "dark",
  viewport: { width: number; height: number },
  name: string,
  visit: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await context.request.post(`${server.url}/api/auth/local/register`, {
    data: { email: `${name}@example.org`, password: "correct horse battery", firstName: "Maria" },
    headers: { origin: server.url },
  });
  const page = await context.newPage();
  await visit(page);
  await page.screenshot({ path: join(out, `${name}.png`) });
  await context.close();
}

const searchAndSummarise = (tab: "Clinician" | "Patient") => async (page: Page) => {
  await page.goto(`${server.url}/search?q=${encodeURIComponent(QUERY)}`);
  await waitForHydration(page);
  await page.getByRole("article").first().getByRole("button", { name: "View AI Summary" }).click();
  await page.getByRole("heading", { name: "Clinical Summary" }).waitFor();
  await page.getByRole("tab", { name: tab }).click();
  await page.mouse.move(0, 0);
};

try {
  await shoot("light", { width: 1280, height: 800 }, "landing-desktop-light", async (page) => {
    await page.goto(server.url);
    await waitForHydration(page);
  });
  await shoot("light", { width: 1280, height: 900 }, "search-desktop-light", searchAndSummarise("Clinician"));
  await shoot("dark", { width: 1280, height: 900 }, "search-desktop-dark", searchAndSummarise("Patient"));
  await shoot("dark", { width: 360, height: 780 }, "search-phone-dark", searchAndSummarise("Patient"));
  console.log(`Screenshots written to ${out}`);
} finally {
  await browser.close();
  await server.stop();
  await standIns.stop();
}
