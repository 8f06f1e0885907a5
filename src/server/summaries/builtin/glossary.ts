import type { Design } from "./design";
import type { EndpointKind } from "./endpoints";

/** Short, plain explanations of the words patients meet, used once each. */
export const GLOSSARY = {
  randomised: "People were put into groups by chance, like tossing a coin. This is called a randomised trial.",
  fair: "It makes the groups fair to compare.",
  placebo: "A placebo looks like a real treatment but has no medicine in it.",
  "double-blind": "Neither the people nor their doctors knew who got which treatment. This is called double-blind.",
  "triple-blind": "Neither the people, their doctors, nor the researchers knew who got which treatment.",
  "single-blind": "The people in the study did not know which treatment they got.",
  "open-label": "Everyone knew which treatment they got. This is called open-label.",
  median: "The median is the middle value. Half the people had a longer time, and half had a shorter time.",
  hazardRatio: "A hazard ratio compares the risk of an event, such as the cancer growing, between two groups. A value of one means no difference.",
  sideEffects: "Doctors call side effects adverse events.",
  chemotherapy: "Chemotherapy means drugs that kill cancer cells.",
  radiotherapy: "Radiotherapy uses strong x-rays to kill cancer cells.",
  pilot: "It was a small, early study, called a pilot study.",
} as const;

const PHASE_WORDS: Record<number, string> = {
  1: "Phase 1 trials test how safe a treatment is and find the right dose.",
  2: "Phase 2 trials check if a treatment works and how safe it is.",
  3: "Phase 3 trials compare a new treatment with the usual one in many people.",
  4: "Phase 4 trials study a treatment that is already in use.",
};

export function phaseSentences(design: Design): string[] {
  const phase = design.phase?.highest;
  return phase ? [`This was a phase ${phase} trial.`, PHASE_WORDS[phase]!] : [];
}

export function designSentences(d: Design): string[] {
  const out: string[] = [];
  if (d.randomised) out.push(GLOSSARY.randomised, GLOSSARY.fair);
  if (d.randomised === false) out.push("Everyone in the study got the treatment. There was no comparison group chosen by chance.");
  if (d.blinding) out.push(GLOSSARY[d.blinding]);
  if (d.pilot) out.push(GLOSSARY.pilot);
  return out;
}

/** What the main measure means, in words, with the doctors' term. */
export const ENDPOINT_WORDS: Record<EndpointKind, { measure: string; term?: string; time: string; share: string }> = {
  os: { measure: "how long people lived", term: "overall survival", time: "time people lived", share: "were still alive" },
  pfs: { measure: "how long people lived without their cancer growing", term: "progression-free survival", time: "time before the cancer grew", share: "were alive without their cancer growing" },
  dfs: { measure: "how long people stayed free of cancer", term: "disease-free survival", time: "time before the cancer came back", share: "were alive without the cancer coming back" },
  pcr: { measure: "how many people had no cancer left at surgery", term: "pathological complete response", time: "time", share: "had no cancer left at surgery" },
  response: { measure: "how many people had their cancer shrink", term: "response rate", time: "time", share: "had their cancer shrink" },
  toxicity: { measure: "side effects", time: "time", share: "had side effects" },
  qol: { measure: "how people felt in daily life", term: "quality of life", time: "time", share: "felt better" },
  other: { measure: "", time: "time", share: "" },
};

export function endpointSentence(kind: EndpointKind): string | undefined {
  const words = ENDPOINT_WORDS[kind];
  if (!words.measure) return undefined;
  return words.term
    ? `The main thing they measured was ${words.measure}. Doctors call this ${words.term}.`
    : `The main thing they measured was ${words.measure}.`;
}
