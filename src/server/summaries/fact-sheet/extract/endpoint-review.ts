import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";

// The review's own aim: "This study aimed to determine the pooled effects of exercise on fatigue".
const AIM =
  /\b(?:aim(?:s|ed)?|objectives?|purpose|goal|sought|to (?:determine|assess|evaluate|examine|investigate|compare|quantify|estimate))\b/i;

/**
 * A review's endpoint is the outcome its own aim names, or one it calls primary; an outcome read from its pooled
 * results or its title may be any one study's, so it is left unsaid.
 */
export function reviewEndpoint(found: Endpoint | null, sentences: SourceSentence[]): Endpoint | null {
  const span = found?.evidence[0];
  if (!found || !span) return null;
  if (found.stated) return found;
  const s = sentences.find((t) => t.field === span.field && t.start <= span.start && span.end <= t.end);
  const ownAim = s && s.field === "abstract" && s.role !== "results" && s.role !== "conclusion" && AIM.test(s.text);
  return ownAim ? found : null;
}
