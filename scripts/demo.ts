// `bun run demo`: the whole app on this machine with no internet and no GPU. Local stand-ins that speak the
// E-utilities and Ollama protocols serve the shared real PubMed records and cancer-RCT abstracts (when ../shared
// is beside the checkout), and the app is pointed at them. For real use, configure .env instead (see README).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startEutilsStandIn, loadRecordsFromEfetchFiles } from "../src/testing/eutils-stand-in";
import { inventedArticles } from "../src/testing/eutils/invented-records";
import { startOllamaStandIn } from "../src/testing/ollama-stand-in";
import { loadRctRecords } from "../src/testing/rct-records";
import { buildClient } from "./build-client";

const fixtures = join(import.meta.dir, "../../shared/fixtures/pubmed");
const efetchFiles = existsSync(fixtures)
  ? readdirSync(fixtures).filter((f) => /^efetch-.*\.xml$/.test(f)).map((f) => join(fixtures, f))
  : [];
const records = [...loadRctRecords(), ...loadRecordsFromEfetchFiles(efetchFiles), ...inventedArticles()];

const eutils = await startEutilsStandIn({ records });
const ollama = startOllamaStandIn();
console.log(`Demo: ${records.length} PubMed records served by the E-utilities stand-in at ${eutils.url}`);
console.log(`Demo: Ollama stand-in at ${ollama.url} (answers are built from the abstract; no real model)`);

await buildClient();
process.env.PUBMED_EUTILS_URL = eutils.url;
process.env.OLLAMA_HOST = ollama.url;
process.env.DATABASE_PATH ||= "./data/demo.db";
await import("../src/server/main");
