import { cleanArm, type Found } from "./arm-names";

// "injection of 2 x 10^12 rAd-p53 units", "infusion of 5 mg/kg drug K": the dose between the verb-noun and the agent.
const DOSE_THEN_AGENT =
  /^\s(?:of|with)\s\d[\d.,]{0,8}(?:\s?[x×]\s?10\^?[-−]?\d{1,2})?(?:\s?(?:mg|g|µg|μg|mcg|ml|gy|iu|units?|vp|pfu|viral particles|cells)(?:\/[\w^]{1,8})?)?(?:\sof)?\s/;
// Units written after the agent ("rAd-p53 units") say how much, not what.
const UNIT_AFTER = /\s(?:units?|vp|pfu|particles|viral particles)$/i;
// A name that stops at such a noun is missing what was given.
const GIVING =
  /\b(?:injections?|infusions?|instillations?|doses?|administration|vaccination|transfusion|implantation)$/i;

/** An arm cut before "of <dose> <agent>" takes the agent; its evidence runs over the dose. */
export function withAgentAfterDose(found: Found[]): Found[] {
  return found.map((f) => {
    const end = f.end ?? f.at + f.name.length;
    if (!GIVING.test(f.name) || end !== f.at + f.name.length) return f;
    const m = f.s.text.slice(end, end + 60).match(DOSE_THEN_AGENT);
    const from = end + (m ? m[0].length : 0);
    // The agent ends where the other arm begins.
    const rest = f.s.text.slice(from, from + 160);
    const other = rest.search(/\s(?:or|versus|vs\.?)\s/i);
    const agent = m ? cleanArm(other < 0 ? rest : rest.slice(0, other)) : undefined;
    if (agent?.offset !== 0) return f;
    const name = agent.name.replace(UNIT_AFTER, "");
    return { ...f, name: `${f.name} of ${name}`, end: from + name.length };
  });
}
