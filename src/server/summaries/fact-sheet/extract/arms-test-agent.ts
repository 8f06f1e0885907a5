import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";

// "performed using calcium carbonate as the test agent": what a placebo-controlled study tested, named by its role.
const AS_TEST =
  /\b(?:using|with|of)\s([^,;.()]{3,80}?)\sas the (?:test|study|active|investigational) (?:agent|drug|compound|substance)\b/i;

/** The agent a methods sentence calls the test agent; undefined when none or when it reads as a comparator. */
export function testAgent(sentences: SourceSentence[]): Found | undefined {
  for (const s of sentences) {
    if (s.field !== "abstract" || (s.role !== "methods" && s.role !== "other")) continue;
    const m = s.text.match(AS_TEST);
    if (!m) continue;
    const from = m.index! + m[0].indexOf(m[1]!);
    const arm = cleanArm(m[1]!);
    if (!arm || looksLikeControl(arm.name)) return undefined;
    return { name: arm.name, s, at: from + arm.offset };
  }
  return undefined;
}
