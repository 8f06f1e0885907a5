import type { SourceSentence } from "../source/read-source";
import { STOP_WORDS } from "./endpoint-mentions";

// Sentences that pose the trial's question: its objective, or a background line saying what is in doubt.
const QUESTION =
  /\b(?:concerns?|whether|aims?|aimed|question|hypothes\w*|to (?:assess|determine|evaluate|investigate|examine|address|test))\b/i;
const WORD = /[a-z0-9][a-z0-9-]*/g;

/**
 * The endpoint as the trial's question qualifies it: "non-vascular mortality" where the endpoint read is "cause-specific
 * mortality" and the background asks whether cholesterol lowering causes non-vascular deaths. A result sentence that
 * names the outcome so is about the question; one on the other kind ("vascular deaths") is not, whatever its p value.
 */
export function aimedPhrases(
  sentences: SourceSentence[],
  endpoint: { text: string; stated: boolean } | null,
): string[] {
  if (!endpoint || endpoint.stated) return [];
  const own = new Set(
    (endpoint.text.toLowerCase().match(WORD) ?? []).filter((w) => w.length >= 5 && !STOP_WORDS.has(w)),
  );
  const asks = sentences.filter(
    (s) => s.field === "abstract" && (s.role === "objective" || (s.role === "background" && QUESTION.test(s.text))),
  );
  const phrases = new Set<string>();
  for (const s of asks) {
    const words = s.text.toLowerCase().match(WORD) ?? [];
    words.forEach((w, k) => {
      const before = words[k - 1];
      if (own.has(w) && before && before.length >= 4 && !STOP_WORDS.has(before) && !own.has(before))
        phrases.add(`${before} ${w}`);
    });
  }
  return [...phrases].slice(0, 12);
}
