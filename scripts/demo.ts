// `bun run demo`: the whole app on this machine with no internet and no GPU. Local stand-ins that speak the
// E-utilities and Ollama protocols serve the shared real PubMed records and cancer-RCT abstracts (when ../shared
// is beside the checkout), and the app is pointed at them. For real use, configure .env instead (see README).
import { startStandIns } from "../src/testing/stand-ins";
import { buildClient } from "./build-client";

const standIns = await startStandIns();
console.log(`Demo: ${standIns.recordCount} PubMed records served by the E-utilities stand-in at ${standIns.env.PUBMED_EUTILS_URL}`);
console.log(`Demo: Ollama stand-in at ${standIns.env.OLLAMA_HOST} (answers are built from the abstract; no real model)`);

await buildClient();
Object.assign(process.env, standIns.env);
process.env.DATABASE_PATH ||= "./data/demo.db";
await import("../src/server/main");
