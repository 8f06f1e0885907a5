import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";
import { splitPair } from "./arm-pairs";

// "A randomised comparison of A and B", "Comparison of A with B": a title naming both arms after "comparison of".
const COMPARISON =
  /\bcomparison (?:of|between) (?:the )?(?:(?:efficacy|effects?|safety|outcomes?|toxicity) (?:and \w+ )?of )?/i;
// "Docetaxel-based", "High-dose": a hyphenated describing word that shares the noun after the other arm.
const HYPHEN_ADJECTIVE =
  /^[A-Za-z0-9]+-(?:based|dose|containing|free|only|line|course|assisted|guided|intensity|fraction)$/i;

/** Two arms named after "comparison of" in a title. */
export function fromTitleComparison(s: SourceSentence): Found[] {
  const m = s.text.match(COMPARISON);
  if (!m) return [];
  const from = m.index! + m[0].length;
  const window = s.text.slice(from, from + 200);
  // "Comparison of A with B with C alone": which "with" divides the arms is unclear, so none does.
  const withs = window.match(/\swith\s/gi)?.length ?? 0;
  const found = splitPair(s, from, window, true, withs > 1 ? /\sto\s/i : /\s(?:with|to)\s/i);
  return found.length === 2 ? found : [];
}

/** "Docetaxel-based versus anthracycline-based chemotherapy" names the first arm "Docetaxel-based chemotherapy". */
export function sharedHyphenNoun(found: Found[]): void {
  if (found.length !== 2) return;
  const [left, right] = found as [Found, Found];
  const words = right.name.split(/\s+/);
  if (!HYPHEN_ADJECTIVE.test(left.name) || words.length < 2 || !HYPHEN_ADJECTIVE.test(words[0]!)) return;
  // The evidence runs on to the shared noun, so every word of the name is quoted.
  left.end = right.at + right.name.length;
  left.name = `${left.name} ${words.slice(1).join(" ")}`;
}
