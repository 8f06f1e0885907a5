import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";

// "a randomized study with two arms that aims to evaluate the effects of X on patients ...": what the trial tests.
const AIMED =
  /\b(?:aims?|aimed|designed|intends?|intended) to (?:evaluate|assess|determine|investigate|test|examine|establish) (?:the )?(?:effects?|efficacy|benefits?|impact|value|role) of (?:adding )?/i;
// Random allocation of this study's own participants: "patients will be randomized", "we randomly assigned".
const ALLOCATED =
  /\b(?:will be|were|was|are|be) (?:randomi[sz]ed|randomly (?:assigned|allocated))\b|\bwe randomi[sz]ed\b/i;

/**
 * The treatment a randomised trial's aim names when no sentence names its arms: its one tested arm, so a reader is not
 * told the trial compared nothing. Undefined without random allocation or an aim naming a treatment.
 */
export function aimedTreatment(sentences: SourceSentence[]): Found | undefined {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  if (!own.some((s) => ALLOCATED.test(s.text))) return undefined;
  for (const s of own) {
    const m = s.text.match(AIMED);
    if (!m) continue;
    const from = m.index! + m[0].length;
    const arm = cleanArm(s.text.slice(from, from + 160));
    if (arm && !looksLikeControl(arm.name)) return { name: arm.name, s, at: from + arm.offset };
  }
  return undefined;
}
