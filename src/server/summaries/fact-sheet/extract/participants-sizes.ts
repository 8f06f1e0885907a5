import type { SourceSentence } from "../source/read-source";
import { NOUN } from "./count-scan";
import type { Found } from "./participants-fallbacks";
import { partSpan } from "./spans";

const RANDOM = /\b(?:randomi[sz]ed|randomly|allocated|assigned)\b/i;

/** One bracketed size right after the people a sentence then randomises: "Women (N=119) with X were randomized". */
function subjectSize(s: SourceSentence, m: RegExpMatchArray, verb = RANDOM): Found | undefined {
  const before = s.text.slice(Math.max(0, m.index! - 40), m.index!).match(/([A-Za-z]+)\s?$/);
  if (!before || !NOUN.test(before[1]!.toLowerCase()) || !m[0].startsWith("(")) return undefined;
  const after = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 200).match(verb);
  // "Women (n = 40) with X and men with Y were randomised": other people named before the verb join the count.
  const between = after ? s.text.slice(m.index! + m[0].length, m.index! + m[0].length + after.index!) : "";
  if (!after || between.split(/[^A-Za-z]+/).some((w) => NOUN.test(w.toLowerCase()))) return undefined;
  const start = m.index! - before[0].length;
  return {
    count: Number(m[1]!.replace(/,/g, "")),
    span: partSpan(s, start, m.index! + m[0].length + after.index! + after[0].length),
  };
}

const RANDOMISED_PART = /\brandomi[sz]ed (?:controlled )?(?:comparison|trial|study|component|phase|experiment)\b/i;
const ARM_WORDS = /\b(?:either|or|versus|vs|to|receiv\w*|given|assigned|allocated)\b/i;

/** "bevacizumab (n=387) or placebo (n=387)": group sizes in the allocation sentence, summed. */
export function groupSum(s: SourceSentence, groups = 0): Found | undefined {
  if (!/\b(?:randomi[sz](?:ed?|ation)|randomly|assigned|allocated)\b/i.test(s.text)) return undefined;
  // "(n = 52)", "(PPV/CPA, n = 24)": a group size closes its bracket.
  const sizes = [...s.text.matchAll(/(?:\(|,\s|;\s)\s?n\s?=\s?(\d{1,3}(?:,\d{3})*|\d+)\s?\)/gi)];
  // "qualitative interviews (n=15) and a randomised comparison (n=34)": the size of the randomised part alone.
  const own = sizes.filter((m, k) => {
    const before = s.text.slice(k > 0 ? sizes[k - 1]!.index! : 0, m.index!);
    const part = before.match(RANDOMISED_PART);
    // The size must follow the part's own name closely, not a list of arms ("trial in patients receiving A (n=30) or B").
    return (
      !!part &&
      !ARM_WORDS.test(before.slice(part.index! + part[0].length)) &&
      before.length - part.index! - part[0].length <= 40
    );
  });
  if (own.length === 1)
    return {
      count: Number(own[0]![1]!.replace(/,/g, "")),
      span: partSpan(s, own[0]!.index!, own[0]!.index! + own[0]![0].length),
    };
  const size = (m: RegExpMatchArray) => Number(m[1]!.replace(/,/g, ""));
  if (!sizes.length) return peopleSizes(s, groups);
  // "Sedentary women (N=119) with ... were randomized": the people the sentence randomises, sized once.
  if (sizes.length === 1) return subjectSize(s, sizes[0]!);
  // "Patients (n = 200) were randomised to A (n = 100) or B (n = 100)": the size the others add up to is the total.
  const all = sizes.reduce((sum, m) => sum + size(m), 0);
  const whole = sizes.length >= 3 ? sizes.find((m) => 2 * size(m) === all) : undefined;
  if (whole) return { count: size(whole), span: partSpan(s, whole.index!, whole.index! + whole[0].length) };
  // "A (n = 77) or B (n = 77)" in a four-group design: two groups' sizes are not the total.
  if (sizes.length < 2 || sizes.length > 4 || sizes.length < groups) return undefined;
  const count = sizes.reduce((sum, m) => sum + Number(m[1]!.replace(/,/g, "")), 0);
  // One span a group, so the summaries can say the groups' counts ("387 + 387") where the total is not written.
  const [first, ...rest] = sizes.map((m) => partSpan(s, m.index!, m.index! + m[0].length));
  return { count, span: first!, more: rest };
}

/** "either A (1,660 participants) or B [1,658 participants]": each group's people in brackets, every group of the design. */
function peopleSizes(s: SourceSentence, groups: number): Found | undefined {
  const sizes = [
    ...s.text.matchAll(/[([](\d{1,3}(?:,\d{3})+|\d+) (?:participants|patients|subjects|women|men)[)\]]/gi),
  ];
  if (sizes.length < Math.max(2, groups) || sizes.length > 4) return undefined;
  const [first, ...rest] = sizes.map((m) => partSpan(s, m.index!, m.index! + m[0].length));
  return { count: sizes.reduce((sum, m) => sum + Number(m[1]!.replace(/,/g, "")), 0), span: first!, more: rest };
}

// A protocol's people and what will happen to them: "Survivors (n = 64) who ... will be invited to participate".
const FUTURE = /\b(?:will be|are to be)\b/i;
const TOTAL_OF = /\ba total of (\d{1,3}(?:,\d{3})+|\d{2,6})\b/i;

/** A protocol's planned size said as the size of its people, or as "Participants are X, a total of 1,000 at baseline". */
export function protocolSize(s: SourceSentence): Found | undefined {
  const sizes = [...s.text.matchAll(/\(\s?n\s?=\s?(\d{1,3}(?:,\d{3})*|\d+)\s?\)/gi)];
  if (sizes.length === 1) {
    const found = subjectSize(s, sizes[0]!, FUTURE);
    if (found) return found;
  }
  const m = s.text.match(TOTAL_OF);
  if (!m || sizes.length) return undefined;
  const after =
    s.text
      .slice(m.index! + m[0].length)
      .match(/^\s?([A-Za-z]+)/)?.[1]
      ?.toLowerCase() ?? "";
  // The count is of people: named right after it, or the sentence is about them and nothing else follows the count.
  const people =
    NOUN.test(after) ||
    (/^(?:at|in|from|across|will|are|)$/.test(after) && /\b(?:participants|patients)\b/i.test(s.text));
  return people
    ? { count: Number(m[1]!.replace(/,/g, "")), span: partSpan(s, m.index!, m.index! + m[0].length) }
    : undefined;
}
