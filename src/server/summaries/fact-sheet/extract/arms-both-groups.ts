import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "Both groups receive X": what every arm gets; "one group receives Y": what one arm adds; "the other group receives Z".
const VERB = String.raw`(?:will\s)?(?:receives?|received|gets?|got|had|has|is offered|are offered|undergoes?|undergo|is given|are given|was given)\s(?:additionally\s|also\s|in addition\s)?`;
const BOTH = new RegExp(String.raw`\b(?:both|all)\s(?:study\s)?(?:groups|arms)\s${VERB}`, "i");
// "One version had A, the other had B": a group may be a version or condition of what was shown.
const ONE = new RegExp(String.raw`\bone\s(?:group|arm|version|condition)\s${VERB}`, "i");
const OTHER = new RegExp(String.raw`\b(?:the\s)?other(?:\s(?:group|arm|version|condition))?\s${VERB}`, "i");

function after(s: SourceSentence, re: RegExp): Found | undefined {
  const m = s.text.match(re);
  if (!m) return undefined;
  const from = m.index! + m[0].length;
  const arm = cleanArm(s.text.slice(from, from + 160));
  return arm ? { name: arm.name, s, at: from + arm.offset } : undefined;
}

/** "Both groups receive weekly calls. Additionally, one group receives training": training against the calls alone. */
export function fromBothGroups(sentences: SourceSentence[]): Found[] {
  const own = sentences.filter((s) => s.field === "abstract" && (s.role === "methods" || s.role === "other"));
  let base: Found | undefined, one: Found | undefined, other: Found | undefined;
  for (const s of own) {
    base ??= after(s, BOTH);
    one ??= after(s, ONE);
    other ??= after(s, OTHER);
  }
  if (!one) return [];
  // "the other group receives Z" may be a second treatment, not a comparator: roles are left to the usual signs.
  if (other) return [one, borrowedNoun(other, one)];
  return base && base.name.toLowerCase() !== one.name.toLowerCase() ? [one, { ...base, control: true }] : [];
}

/** "the other had negative ones": "ones" takes the first arm's noun ("negative credibility cues"), quoted from both. */
function borrowedNoun(other: Found, one: Found): Found {
  const m = other.name.match(/^(\S+) ones$/i);
  const words = one.name.split(/\s+/);
  if (!m || words.length < 2 || one.s !== other.s || one.at > other.at) return other;
  return { ...other, name: `${m[1]} ${words.slice(1).join(" ")}`, at: one.at, end: other.at + other.name.length };
}
