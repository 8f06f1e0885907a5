import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan } from "./spans";

// "to determine whether time to deterioration (TUDD) differs by study arm": the subject of "differs" is the outcome.
const WHETHER = /\bwhether\s(?:the\s)?/i;
const DIFFERS =
  /\s(?:differs?|differed|varies|varied|(?:is|was|are|were) (?:different|similar|longer|shorter|higher|lower|better|worse))\s(?:by|between|among|across|according|in|with)\b/i;

// "time to first admission" is an outcome by its form: the time until an event.
const TIME_TO = /^time to\s/i;

/** The outcome an aim asks about when it asks whether the outcome differs between the arms. */
export function differsAim(s: SourceSentence, measurable: (text: string) => boolean): Endpoint | undefined {
  const w = s.text.match(WHETHER);
  if (!w) return undefined;
  const from = w.index! + w[0].length;
  // The subject is short: a verb within 140 characters, no clause break before it outside brackets.
  const window = s.text.slice(from, from + 140);
  const verb = window.search(DIFFERS);
  if (verb < 3) return undefined;
  const subject = window.slice(0, verb);
  if (/[;:]|,\s/.test(subject.replace(/\([^()]{0,60}\)/g, "")) || !(TIME_TO.test(subject) || measurable(subject)))
    return undefined;
  return { text: subject, stated: false, evidence: [partSpan(s, from, from + verb)] };
}
