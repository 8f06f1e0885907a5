import { afterAll, beforeAll } from "bun:test";
import { chromium, type Browser, type Page } from "playwright-core";
import { startStandIns } from "../testing/stand-ins";
import { startEutilsStandIn, type StandIn } from "../testing/eutils-stand-in";
import { startCtgovStandIn, type CtgovStandIn } from "../testing/ctgov-stand-in";
import { freshDatabaseUrl, testStore } from "../testing/postgres";
import { startServerProcess, type ServerProcess } from "../testing/server-process";
import { startInstances } from "../testing/instances";
import { testInstances } from "../testing/server/test-store";
import type { V2Study } from "../testing/ctgov/studies";

type StandIns = Awaited<ReturnType<typeof startStandIns>>;

export const CHROMIUM_PATH = "/usr/bin/chromium";

export type RunningServer = ServerProcess;

/**
 * The real server in a child process; TEST_STORE=postgres puts it on a fresh database of the throwaway cluster, and
 * TEST_INSTANCES=3 makes it three processes on one database behind a round-robin proxy.
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (testInstances() > 1) return startInstances(testInstances(), env, { quiet: true });
  const store: Record<string, string> = testStore() === "postgres" ? { DATABASE_URL: freshDatabaseUrl() } : {};
  return startServerProcess({ ...store, ...env }, { label: "e2e" });
}

// No internet here: without these, Chromium waits on lookups it cannot make (updates, sync, QUIC probes).
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * For a test file: the E-utilities and Ollama stand-ins, the real server pointed at them, and Chromium, started
 * before the file's tests and stopped after them. Read the fields inside tests, once beforeAll has run.
 */
export function appWithStandIns(env: Record<string, string> = {}) {
  const app = {} as { standIns: StandIns; server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.standIns = await startStandIns();
    app.server = await startServer({ ...app.standIns.env, ...env });
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await app.standIns?.stop();
  });
  return app;
}

/**
 * For a test file about the registry: invented E-utilities records and ClinicalTrials.gov studies (efetch XML and
 * v2 study objects), the real server on them with the built-in summarizer, and Chromium; stopped after the file.
 */
export function appWithRegistry(records: string[], studies: V2Study[]) {
  const app = {} as { eutils: StandIn; ctgov: CtgovStandIn; server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.eutils = await startEutilsStandIn({ records });
    app.ctgov = await startCtgovStandIn({ studies });
    app.server = await startServer({
      PUBMED_EUTILS_URL: app.eutils.url,
      CTGOV_API_URL: app.ctgov.url,
      SUMMARIZER: "builtin",
      OLLAMA_HOST: "http://127.0.0.1:9",
    });
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await app.eutils?.stop();
    await app.ctgov?.stop();
  });
  return app;
}

/** Console errors and uncaught page errors, which a hydration mismatch or a failed fetch would produce. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** The API requests the page makes from now on ("GET /api/search"): what the browser asks for itself. */
export function apiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

/**
 * Resolves once React has hydrated the whole page: the layout (the theme toggle gets aria-pressed
 * from an effect) and the route's content, which hydrates later inside the router's Suspense boundary.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="theme-toggle"][aria-pressed]', { timeout: 10_000 });
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 });
}
