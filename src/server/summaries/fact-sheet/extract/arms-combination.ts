import type { SourceSentence } from "../source/read-source";
import { cleanArm } from "./arm-names";

// "combination chemotherapy using sorafenib and transcatheter arterial infusion with cisplatin": the whole regimen named.
const COMBINATION =
  /\bcombination (?:of |(?:chemotherapy|therapy|treatment|regimen)s? (?:with|using|of|consisting of) )|\bcombined (?:treatment|therapy) (?:with|using|of) /gi;

/**
 * The combination the title or aim names around a single arm's one drug ("Patients received 800 mg sorafenib daily"):
 * the arm is the whole combination, not the drug the methods sentence happens to dose first. Undefined when none does.
 */
export function combinationOf(
  sentences: SourceSentence[],
  name: string,
): { s: SourceSentence; at: number; name: string } | undefined {
  const drug = name.toLowerCase();
  for (const s of sentences) {
    if (s.field !== "title" && s.role !== "objective") continue;
    for (const m of [...s.text.matchAll(COMBINATION)].slice(0, 3)) {
      const from = m.index! + m[0].length;
      const arm = cleanArm(s.text.slice(from, from + 160));
      if (!arm || arm.name.length <= drug.length || !arm.name.toLowerCase().includes(drug)) continue;
      return { s, at: from + arm.offset, name: arm.name };
    }
  }
  return undefined;
}
