import { buildClient } from "../build-client";
import { startStandIns } from "../../src/testing/stand-ins";
import { row, skipped, type Row } from "./report";
import { startServerProcess } from "../../src/testing/server-process";
import { runWrk, wrkInstalled, type WrkResult } from "./wrk";

const ROUNDS = 3;
const SEARCH_PATH = "/search?q=melanoma";
const INSTALL_HINT = "wrk is not installed (Debian: `apt-get install -y wrk`)";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rps = (n: number) => Math.round(n).toLocaleString("en-US");

/** Median throughput and p99 over the rounds; the targets are taken in turn each round so noise falls on all alike. */
function summarise(runs: WrkResult[]) {
  return { rps: median(runs.map((r) => r.rps)), p99Ms: median(runs.map((r) => r.p99Ms)) };
}

/**
 * wrk, 50 connections, a browser's Accept-Encoding, against the production server in a child process (stand-ins for
 * PubMed and ClinicalTrials.gov): a static asset, the landing page, and a search page whose results are cached.
 */
export async function pageRows(): Promise<Row[]> {
  const what = ["Landing page `/`, anonymous", `\`${SEARCH_PATH}\`, anonymous, results cached`];
  if (!wrkInstalled()) return what.map((w) => skipped(w, INSTALL_HINT, "≥ 50% / 25% of a static file, p99 ≤ 20 ms"));
  const assets = await buildClient();
  const standIns = await startStandIns();
  await standIns.ollama.stop();
  const server = await startServerProcess(
    {
      PUBMED_EUTILS_URL: standIns.env.PUBMED_EUTILS_URL,
      CTGOV_API_URL: standIns.env.CTGOV_API_URL,
      SUMMARIZER: "builtin",
    },
    { label: "bench", stdout: "ignore" },
  );
  try {
    const targets = { static: server.url + assets.css, landing: `${server.url}/`, search: server.url + SEARCH_PATH };
    // Steady state: the search's results cached and each page rendered before the clock starts. The first search
    // page carries PubMed's answer; its check a second later finds the cache's instead and renders it once more.
    const warm = async () => {
      for (const url of Object.values(targets)) {
        const res = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        await res.arrayBuffer();
      }
    };
    await warm();
    await Bun.sleep(1_100);
    await warm();
    const runs: Record<keyof typeof targets, WrkResult[]> = { static: [], landing: [], search: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        const result = await runWrk(url);
        console.error(
          `bench: pages round ${round + 1} ${name}: ${rps(result.rps)} requests/s, p99 ${result.p99Ms.toFixed(1)} ms`,
        );
        runs[name].push(result);
      }
    }
    const base = summarise(runs.static);
    const line = (title: string, r: WrkResult, share: number) =>
      row(
        `${title} (wrk, 50 connections, \`Accept-Encoding: gzip, deflate, br\`; median of ${ROUNDS} runs of 8 s)`,
        `${rps(r.rps)} requests/s = ${((100 * r.rps) / base.rps).toFixed(0)}% of a static file's ${rps(base.rps)}; p99 ${r.p99Ms.toFixed(1)} ms (static file: ${base.p99Ms.toFixed(1)} ms)`,
        `≥ ${share}%, p99 ≤ 20 ms`,
        r.rps >= (share / 100) * base.rps && r.p99Ms <= 20,
      );
    return [line(what[0]!, summarise(runs.landing), 50), line(what[1]!, summarise(runs.search), 25)];
  } finally {
    await server.stop();
    await standIns.stop();
  }
}
