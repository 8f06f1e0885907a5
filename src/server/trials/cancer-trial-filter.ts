import type { Trial } from "../../shared/trial";

const CANCER = /neoplasm|cancer|carcinom|tumou?r|lymphoma|leuka?emia|melanoma|myeloma|sarcoma|glioma|glioblastoma|blastoma|metasta|oncolog/i;
// "Tumor necrosis factor" is a cytokine, not a cancer.
const NOT_CANCER = /tumou?r necrosis factor/gi;
const TRIAL_TYPE = /clinical trial|randomized controlled trial|controlled clinical trial|pragmatic clinical trial|equivalence trial/i;
const TRIAL_TEXT = /\brandomi[sz]ed\b|\bplacebo\b|\bphase\s+(?:[1-4]|i{1,3}|iv)\b|\bclinical trial\b|\bdouble[- ]blind/i;

/** The local index keeps cancer clinical trials only, as the PubMed search does. */
export function isCancerTrial(trial: Pick<Trial, "title" | "abstract" | "meshTerms" | "publicationTypes" | "cancerType">): boolean {
  const text = `${trial.title}\n${trial.abstract}`.replace(NOT_CANCER, "");
  const cancer = !!trial.cancerType || trial.meshTerms.some((m) => CANCER.test(m)) || CANCER.test(text);
  if (!cancer) return false;
  return trial.publicationTypes.some((t) => TRIAL_TYPE.test(t)) || TRIAL_TEXT.test(text);
}
