import type { SourceSentence } from "../source/read-source";

// "Time to progression, defined from randomisation, was the primary endpoint": an aside explains the subject.
const ASIDE = /^(?:defined|measured|assessed|evaluated|calculated|scored|i\.e\.|which|that is)\b/i;
// "Study endpoints were X as primary endpoints": a heading's own verb comes before the subject.
const HEADING =
  /^(?:[\w-]+\s){0,2}(?:end ?points?|outcomes?|outcome measures?)\s(?:were|was|are|is|included|include)\s(?:the\s)?/i;
// "We used X as the primary endpoint".
const WE =
  /^(?:we|the (?:investigators|authors))\s(?:used|chose|selected|defined|designated|considered|set|took)\s(?:the\s)?/i;
// "X was chosen as the primary endpoint", "X served as ...": the verb before "as" is not part of the subject.
const VERB_TAIL =
  /\s(?:(?:was|were|is|are|has been|had been)\s(?:chosen|selected|defined|used|designated|considered|set|specified|pre-?specified|pre-?defined|taken)|served|serves|acted|acts)$/i;

/** The endpoint named before "was the primary endpoint": back to its clause's start (past asides), at most 160 characters. */
export function subjectBefore(s: SourceSentence, index: number): { from: number; to: number } {
  const begin = Math.max(0, index - 160);
  const head = s.text.slice(begin, index);
  let start = begin;
  let end = index;
  const cuts = [...head.matchAll(/[,:;]\s/g)].map((m) => begin + m.index + 2);
  for (let i = cuts.length - 1; i >= 0; i--) {
    if (ASIDE.test(s.text.slice(cuts[i]!, index))) {
      end = cuts[i]! - 2;
      continue;
    }
    start = cuts[i]!;
    break;
  }
  while (start > 0 && start < end && /\w/.test(s.text[start - 1]!)) start++;
  const lead = s.text.slice(start, end).match(HEADING) ?? s.text.slice(start, end).match(WE);
  if (lead) start += lead[0].length;
  const tail = s.text.slice(start, end).match(VERB_TAIL);
  if (tail) end = start + tail.index!;
  while (end > start && /[\s,]/.test(s.text[end - 1]!)) end--;
  return { from: start, to: end };
}
