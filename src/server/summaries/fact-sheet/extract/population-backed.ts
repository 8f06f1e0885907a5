import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { sentenceOf } from "./close-gates";

// Words of the arms or of what was done to people, not of who they are.
// "patients treated by neoadjuvant chemotherapy followed by radical cystectomy": one arm's sequence, not who took part
// ("patients treated by lumpectomy" alone may be everyone's surgery before entry, and stays).
const ARM_WORDS =
  /\b(?:interventions?|usual care|controls?|groups?|arms?|placebo|received|treated with|followed by|randomi[sz]\w*|allocated|assigned|versus|vs)\b/i;
// A sentence that says who was enrolled or eligible: only there is a phrase of people the trial's own participants.
const ENROLMENT =
  /\b(?:enrol\w*|recruit\w*|invit\w*|identified|approached|includ\w*|eligib\w*|entered|accrued|accrual|registered|particip\w*|took part|inclusion|criteria|randomi[sz]\w*|allocated|assigned|consecutive|aged|screened|consent\w*|a total of|comprised|underwent|studied|were (?:treated|selected|evaluated|analy[sz]ed))\b/i;
// "... in patients with ...": the title's or the objective's own statement of whom the trial is in (measured: objective
// phrases so introduced matched gold's people on dev and pool alike).
const TITLE_IN = /\b(?:in|for|among|of|on)\s$/i;
// A phrase ending on a joining word, a preposition, an article, or a describing word lacks what it describes.
const OPEN_END =
  /^(?:and|or|but|nor|of|with|without|in|for|to|at|by|from|on|after|before|within|the|a|an|who|which|that|than|advanced|early|locally|newly|previously|high|low|stage|grade|resected|untreated|relapsed|recurrent|multiple|single|solitary|several|various|other|both|either|[a-z-]*(?:al|ic|ous|ary|ive|ble))$/i;
// The last word alone is tested, so the check is linear in the phrase.
const lastWord = (text: string) => text.slice(text.lastIndexOf(" ") + 1);
const unbalanced = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/** Who took part is stated only as a whole phrase of people, from an enrolment or eligibility sentence, or introduced by
 * "in"/"for" in the title or the objective. */
const ENDPOINT_LIST =
  /\b(?:end ?-?points?|outcomes? (?:measures?|were|are|included|include)|proportion of patients)\b/i;

export function populationBacked(fact: Fact | null, sentences: SourceSentence[]): boolean {
  const s = sentenceOf(fact, sentences);
  const span = fact?.evidence[0];
  if (!fact || !s || !span) return false;
  const text = fact.text.trim();
  if (ARM_WORDS.test(text) || OPEN_END.test(lastWord(text)) || unbalanced(text)) return false;
  const introduced = TITLE_IN.test(s.text.slice(Math.max(0, span.start - s.start - 8), span.start - s.start));
  if (s.field === "title" || s.role === "objective") return introduced;
  // "The secondary endpoints are ... the proportion of patients with R0 resection": people counted by an outcome.
  if (ENDPOINT_LIST.test(s.text)) return false;
  return ENROLMENT.test(s.text);
}
