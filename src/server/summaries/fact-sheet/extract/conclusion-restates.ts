import { STOP_WORDS } from "./endpoint-mentions";

// "However, no significant changes were observed in tumour apoptosis": the null primary result said again.
const NULL_SAID =
  /\bno (?:statistically )?(?:significant |clear |meaningful )?(?:changes?|differences?|effects?|improvements?|benefits?)\b|\b(?:did|does|do) not (?:significantly )?(?:differ|change|affect|alter|improve|reduce|increase)\b|\bnot significantly\b/i;
// A recommendation or a claim of efficacy is a verdict of its own, whatever else the conclusion restates.
const RECOMMENDS =
  /\b(?:recommend\w*|should be (?:considered|offered|used|adopted)|new (?:standard|option)|standard of care|(?:is|was|are|were) (?:as )?(?:safe and )?(?:effective|efficacious|superior))\b/i;

const endpointWords = (endpoint: string) =>
  endpoint
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 5 && !STOP_WORDS.has(w))
    .map((w) => w.slice(0, 7));

// "Reassurance that lowering cholesterol does not produce adverse effects on X": the answer to a question of harm.
const NO_HARM =
  /\breassur\w*|\b(?:did|does|do) not (?:produce|cause|increase) (?:any )?(?:adverse|excess|harm)|\bno (?:excess|adverse|harmful) (?:effects?|risks?|hazards?)\b/i;

/** The conclusion's first sentence says the treatment does no harm on the endpoint: a null result's faithful verdict. */
export function reassuresOnEndpoint(conclusion: string, endpoint: string | undefined): boolean {
  if (!endpoint) return false;
  const first = conclusion.split(/(?<=[.;])\s/)[0] ?? "";
  const words = endpointWords(endpoint);
  return NO_HARM.test(first) && words.some((w) => first.toLowerCase().includes(w));
}

/**
 * The conclusion says the primary endpoint did not change and recommends nothing: a faithful report of a null trial,
 * not a verdict for the intervention, whatever secondary gains it lists first.
 */
export function restatesNullPrimary(conclusion: string, endpoint: string | undefined): boolean {
  if (!endpoint || RECOMMENDS.test(conclusion)) return false;
  const words = endpointWords(endpoint);
  return conclusion
    .split(/(?<=[.;])\s/)
    .some((part) => NULL_SAID.test(part) && words.some((w) => part.toLowerCase().includes(w)));
}
