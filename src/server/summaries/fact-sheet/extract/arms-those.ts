import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "in those sent a tailored letter ... compared with those sent a standard letter": each group named by what it got.
// Bounded windows: the scan is linear in the sentence.
const THOSE =
  /\b(?:those|women|men|patients|participants|people)\s(?:who\s(?:were\s)?)?(?:sent|given|offered|received|receiving|assigned to|allocated to|treated with)\s(?:an?\s|the\s)?/gi;
const AGAINST = /\s(?:compared\s(?:with|to)|versus|vs\.?|than\s(?:in\s)?)\s/i;

/** Two groups named by what each was sent or given, on either side of "compared with" in one sentence. */
export function fromThoseGiven(s: SourceSentence): Found[] {
  const found = [...s.text.matchAll(THOSE)].slice(0, 4);
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i]!;
    const b = found[i + 1]!;
    const from = a.index! + a[0].length;
    // The comparison word must sit between the two groups, so they are its two sides.
    if (!AGAINST.test(s.text.slice(from, b.index!))) continue;
    const left = cleanArm(s.text.slice(from, from + 160));
    const to = b.index! + b[0].length;
    const right = cleanArm(s.text.slice(to, to + 160));
    if (!left || !right || left.name.toLowerCase() === right.name.toLowerCase()) continue;
    return [
      { name: left.name, s, at: from + left.offset },
      { name: right.name, s, at: to + right.offset },
    ];
  }
  return [];
}
