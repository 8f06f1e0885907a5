import type { SourceSentence } from "../source/read-source";
import { cleanArm } from "./arm-names";

// "combination chemotherapy using sorafenib and transcatheter arterial infusion with cisplatin": the whole regimen named.
const COMBINATION =
  /\bcombination (?:of |(?:chemotherapy|therapy|treatment|regimen)s? (?:with|using|of|consisting of) )|\bcombined (?:treatment|therapy) (?:with|using|of)/gi;
// "A phase II study of capecitabine plus oxaliplatin": a title naming the regimen it studies, tried after the above.
const STUDY_OF = /\b(?:study|trial|evaluation) of (?:the )?/gi;
// Drugs joined into one regimen: "capecitabine plus oxaliplatin", "capecitabine and cisplatin".
const JOINED = /\s(?:plus|and|with|\+)\s|\/[A-Za-z]/i;
// How a drug is given is not part of its name: "intravenous oxaliplatin" is oxaliplatin.
const ROUTE =
  /^(?:(?:oral|intravenous|i\.v\.|subcutaneous|intramuscular|intra-arterial|topical|inhaled|weekly|daily)\s)+/i;

/**
 * The combination the title or aim names around a single arm's one drug ("Patients received 800 mg sorafenib daily"):
 * the arm is the whole combination, not the drug the methods sentence happens to dose first. Undefined when none does.
 */
export function combinationOf(
  sentences: SourceSentence[],
  name: string,
): { s: SourceSentence; at: number; name: string } | undefined {
  const drug = name.replace(ROUTE, "").toLowerCase();
  for (const s of sentences) {
    if (s.field !== "title" && s.role !== "objective") continue;
    const matches = [...[...s.text.matchAll(COMBINATION)].slice(0, 3), ...[...s.text.matchAll(STUDY_OF)].slice(0, 2)];
    for (const m of matches) {
      const from = m.index! + m[0].length;
      const arm = cleanArm(s.text.slice(from, from + 160));
      if (!arm || arm.name.length <= drug.length || !arm.name.toLowerCase().includes(drug)) continue;
      // After "study of", only drugs joined into one regimen make a combination ("study of X in ..." is X alone).
      if (!/^combin/i.test(m[0]) && (!JOINED.test(arm.name) || /^combin/i.test(arm.name))) continue;
      return { s, at: from + arm.offset, name: arm.name };
    }
  }
  return undefined;
}
