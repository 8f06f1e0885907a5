import type { Endpoint } from "./endpoint";

// "Knowledge, attitude and nutritional practice": up to five short outcomes closed by "and".
const LIST = /^[\w-]+(?: [\w-]+){0,3}(?:, [\w-]+(?: [\w-]+){0,3}){0,3},? and [\w-]+(?: [\w-]+){0,4}$/;
// The people the outcomes are of belong to the population, not to the endpoint.
const PEOPLE_TAIL =
  /\s(?:of|among|in) (?:the )?(?:patients|women|men|housewives|homemakers|participants|survivors|adults|children|smokers|people|subjects|students|nurses|physicians|mothers|parents|caregivers)$/i;

/** A reading that lists several outcomes, without the people they are of; undefined when it is not such a list. */
function asList(e: Endpoint): Endpoint | undefined {
  if (e.evidence.length !== 1 || !LIST.test(e.text)) return undefined;
  const tail = e.text.match(PEOPLE_TAIL);
  if (!tail) return e;
  const span = e.evidence[0]!;
  return { ...e, text: e.text.slice(0, tail.index), evidence: [{ ...span, end: span.end - tail[0].length }] };
}

/**
 * The reading a sentence names first; where two start at the same place ("the effect of education on knowledge,
 * attitude and practice" read as "knowledge" and as the list), the list of outcomes over its first item.
 */
export function firstReading(found: Endpoint[]): Endpoint | undefined {
  const sorted = found.sort(
    (x, y) => x.evidence[0]!.start - y.evidence[0]!.start || y.evidence.length - x.evidence.length,
  );
  const head = sorted[0];
  if (!head) return undefined;
  const same = sorted.filter(
    (e) => e.evidence[0]!.start === head.evidence[0]!.start && e.evidence[0]!.field === head.evidence[0]!.field,
  );
  // Only a longer reading can be the list a first item was cut from.
  if (same.length < 2 || head.text.includes(",")) return head;
  return same.map(asList).find((l) => l !== undefined && l.text.length > head.text.length) ?? head;
}
