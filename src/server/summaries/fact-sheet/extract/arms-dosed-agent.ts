import type { Found } from "./arm-names";

// "injection of 2 x 10^12 rAd-p53 units", "infusion of 5 mg/kg drug K": the dose between the verb-noun and the agent.
const DOSE_THEN_AGENT = /^\s(?:of|with)\s\d[\d.,]{0,8}(?:\s?[x×]\s?10\^?[-−]?\d{1,2})?(?:\s?(?:mg|g|µg|μg|mcg|ml|gy|iu|units?|vp|pfu|viral particles|cells)(?:\/[\w^]{1,8})?)?\s([A-Za-z][\w-]{1,30})/;
// A name that stops at such a noun is missing what was given.
const GIVING = /\b(?:injections?|infusions?|instillations?|doses?|administration|vaccination|transfusion|implantation)$/i;

/** An arm cut before "of <dose> <agent>" takes the agent; its evidence runs over the dose. */
export function withAgentAfterDose(found: Found[]): Found[] {
  return found.map((f) => {
    const end = f.end ?? f.at + f.name.length;
    if (!GIVING.test(f.name) || end !== f.at + f.name.length) return f;
    const m = f.s.text.slice(end, end + 80).match(DOSE_THEN_AGENT);
    if (!m || /^(?:units?|vp|pfu|cells|per|and|or|for|in|on|at|daily|weekly|once|twice|times)$/i.test(m[1]!)) return f;
    return { ...f, name: `${f.name} of ${m[1]!}`, end: end + m[0].length };
  });
}
