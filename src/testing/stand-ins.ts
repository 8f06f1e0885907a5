import { startCtgovStandIn, standInStudies } from "./ctgov-stand-in";
import { inventedArticles, inventedNoticeArticles } from "./eutils/invented-records";
import { loadRecordsFromEfetchFiles, startEutilsStandIn } from "./eutils-stand-in";
import { startOllamaStandIn } from "./ollama-stand-in";
import { loadRctRecords } from "./rct-records";
import { sharedFixtureFiles, sharedFixturesDir } from "./fixtures/shared-fixtures";

export const STAND_IN_MODEL = "test-stand-in:not-a-model";

/** E-utilities and Ollama stand-ins on loopback, serving real records from ../shared when present. */
export async function startStandIns() {
  const efetchFiles = sharedFixtureFiles("pubmed", /^efetch-.*\.xml$/);
  if (efetchFiles.length === 0)
    console.warn(
      `Stand-ins: the shared fixtures folder ${sharedFixturesDir("pubmed")} is missing; searching invented records only`,
    );
  const records = [
    ...loadRctRecords(),
    ...loadRecordsFromEfetchFiles(efetchFiles),
    ...inventedArticles(),
    ...inventedNoticeArticles(),
  ];
  const eutils = await startEutilsStandIn({ records });
  // Named so that wherever it answers, the page says a stand-in wrote the text, not a model.
  const ollama = startOllamaStandIn({ models: [STAND_IN_MODEL] });
  // Real registry answers from ../shared, and an invented study for every other NCT id the records name.
  const ctgov = await startCtgovStandIn({ studies: standInStudies(records.join(" ").match(/NCT\d{8}/g) ?? []) });
  return {
    eutils,
    ollama,
    ctgov,
    recordCount: records.length,
    env: {
      PUBMED_EUTILS_URL: eutils.url,
      OLLAMA_HOST: ollama.url,
      OLLAMA_MODEL: STAND_IN_MODEL,
      CTGOV_API_URL: ctgov.url,
    },
    async stop() {
      await eutils.stop();
      await ollama.stop();
      await ctgov.stop();
    },
  };
}
