import type { Trial } from "../../shared/trial";
import {
  CANCER_TERMS,
  NARROWER_TRIAL_TYPES,
  NOT_CANCER_PHRASE,
  PHASE_NUMERALS,
  TRIAL_PUBLICATION_TYPES,
  TRIAL_WORDS,
} from "./cancer-trial-vocabulary";

const words = (list: readonly string[]) => list.join("|");

const CANCER = new RegExp(words(CANCER_TERMS.map((w) => w.stem)), "i");
const TRIAL_TYPE = new RegExp(words([...TRIAL_PUBLICATION_TYPES, ...NARROWER_TRIAL_TYPES]), "i");
const PHASE = String.raw`\bphase\s+(?:${words(PHASE_NUMERALS.flat())})\b`;
// "Clinical trial" and double-blind in the text count here; PubMed's term has trial[ti] and MeSH for them.
const TRIAL_TEXT = new RegExp(
  String.raw`\b(?:${words([...TRIAL_WORDS, "clinical trial"])})\b|${PHASE}|\bdouble[- ]blind`,
  "i",
);

/** The local index keeps cancer clinical trials only, as the PubMed search does. */
export function isCancerTrial(
  trial: Pick<Trial, "title" | "abstract" | "meshTerms" | "publicationTypes" | "cancerType">,
): boolean {
  const text = `${trial.title}\n${trial.abstract}`.replace(NOT_CANCER_PHRASE, "");
  const cancer = !!trial.cancerType || trial.meshTerms.some((m) => CANCER.test(m)) || CANCER.test(text);
  if (!cancer) return false;
  return trial.publicationTypes.some((t) => TRIAL_TYPE.test(t)) || TRIAL_TEXT.test(text);
}
