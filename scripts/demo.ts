// `bun run demo`: the whole app on this machine with no internet and no GPU. A local stand-in that speaks the
// E-utilities protocol serves the shared real PubMed records and cancer-RCT abstracts (when ../shared is beside the
// checkout), and summaries come from the built-in summarizer: what a clinic without a GPU gets. The Ollama stand-in
// is a test tool and does not answer here. For real use, configure .env instead (see README).
import { startStandIns } from "../src/testing/stand-ins";
import { buildClient } from "./build-client";

const standIns = await startStandIns();
await standIns.ollama.stop();
console.log(
  `Demo: ${standIns.recordCount} PubMed records served by the E-utilities stand-in at ${standIns.env.PUBMED_EUTILS_URL}`,
);
console.log(
  "Demo: summaries by the built-in summarizer (no model). To use your own Ollama: SUMMARIZER=auto OLLAMA_HOST=... bun run demo",
);

await buildClient();
process.env.PUBMED_EUTILS_URL = standIns.env.PUBMED_EUTILS_URL;
process.env.CTGOV_API_URL = standIns.env.CTGOV_API_URL;
process.env.SUMMARIZER ||= "builtin";
process.env.DATABASE_PATH ||= "./data/demo.db";
await import("../src/server/main");
