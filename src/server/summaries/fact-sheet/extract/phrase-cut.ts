// The phrase ends at a clause break or where secondary endpoints begin; bounded to 160 characters.
const PHRASE_END =
  /[.;:([]|\s(?:after|before|during|among|compared|versus|vs\.?)\s|\sin (?:[\w,-]+\s){0,4}?(?:patients|women|men|children|adults|people|subjects|participants|survivors)\b|\sin (?:the|all) (?:intention|intent|per-protocol|modified|ITT|evaluable|randomi[sz]ed)\b|\sand (?:that|the|a|an|its|their)\b|,\s(?:and\s)?(?:the\s)?(?:secondary|which|defined|assessed|measured|as|while|whereas)\b|\s(?:and|while|whereas)\s(?:the\s)?(?:secondary|key secondary)\b|,\s(?:and|with)\s|\s(?:assessed|measured|evaluated|graded|rated|scored) (?:by|using|with|on)\s/i;

// Not an endpoint: a power statement or a clause about a part of the trial ("of the phase I part is toxicity").
const NOT_PHRASE = /^(?:to (?:detect|show)|powered|a (?:hazard|difference))|\s(?:is|was|are|were)\s/i;

// Words that open a phrase but are not the outcome: articles, "particularly", "improving".
const OPENING =
  /^(?:(?:a|an|the|and|or|particularly|especially|mainly|improving|reducing|preventing|treating|the effects? on|effects? on|of)\s)+/i;

// "complete response (CR; no emesis, no rescue therapy)": a short form's bracket may carry the endpoint's definition.
const SHORT_TAIL =
  /^\s?\((?=[^)]*[A-Z])[A-Za-z][A-Za-z0-9-]{0,9}(?:;\s[^();]{3,60})?\)(?:\s(?:rates?|time|scores?)(?:\s(?:at|after)\s\d+[\s-](?:months?|years?|weeks?|days?))?)?/;

// "survival after re-irradiation at 12 months": the time the endpoint is read at belongs to it.
const AFTER_TAIL = /^\s(?:after|following)\s(?:[\w-]+\s){0,2}?(?:at\s)?\d+[\s-](?:months?|years?|weeks?|days?)\b/i;

const DURATION_END = /\b(?:\d+|half an?|an?|one|two|three|four|five|six|twelve)\s(?:years?|months?|weeks?|days?)$/i;
const SINCE = /^\s(?:after|following|from)\s(?:the\s)?[\w-]+/i;

const DANGLING = /(?:\s(?:for|of|and|or|the|a|an|in|to|with|by|on|at))+$/i;

export function cut(text: string, at: number): { from: number; to: number } | undefined {
  // "Taking a health service perspective, estimated costs": the lead-in says how, the outcome follows the comma.
  const leadIn = text.slice(at, at + 80).match(/^(?:taking|using|adopting|from)\s[^,;.()]{1,60},\s/i);
  if (leadIn) at += leadIn[0].length;
  const opening = text.slice(at, at + 60).match(OPENING);
  const from = at + (opening ? opening[0].length : 0);
  let window = text.slice(from, from + 160);
  // A verb ends the phrase: "progression-free survival and the method of analysis was ..." keeps the subject only.
  const verb = window.search(/\s(?:is|was|are|were)\s/);
  if (verb >= 0) window = window.slice(0, verb);
  // "overall response rate and analysis was based on ...": a singular verb's subject after "and" starts a new clause.
  const clause = /^\s(?:is|was)\s/.test(text.slice(from + window.length, from + window.length + 5))
    ? window.match(/\sand\s[\w-]+$/)
    : null;
  if (clause) window = window.slice(0, clause.index);
  let end = window.search(PHRASE_END);
  // "the effects on QoL of weekly versus 3-weekly docetaxel": what follows "of" before "versus" is the first arm.
  if (end >= 0 && /^\s(?:versus|vs\.?|compared)\s/i.test(window.slice(end, end + 12))) {
    const of = window.slice(0, end).lastIndexOf(" of ");
    if (of >= 3) end = of;
  }
  // "A and B, respectively": the word belongs to the sentence, not the phrase.
  const respectively = window.slice(0, end < 0 ? window.length : end).search(/,?\srespectively\b/i);
  if (respectively >= 0) end = respectively;
  let to = from + (end < 0 ? window.length : end);
  // The bound fell inside a word ("designed for ear[ly detection]"): back to the last whole word, without a dangling
  // "for", "of" or "and".
  if (to > from && /\w/.test(text[to - 1]!) && /\w/.test(text[to] ?? "")) {
    const space = text.lastIndexOf(" ", to);
    if (space > from) to = space;
    const dangling = text.slice(from, to).match(DANGLING);
    if (dangling && dangling.index! > 0) to = from + dangling.index!;
  }
  while (to > from && /[\s,:]/.test(text[to - 1]!)) to--;
  // "overall survival (OS) rate after 9 months", "trough concentration (Cmin)": the phrase's own short form and measure.
  // "well-being half a year after baseline": a time counted from an event keeps the event.
  const since = DURATION_END.test(text.slice(Math.max(from, to - 20), to))
    ? text.slice(to, to + 40).match(SINCE)
    : null;
  const tail = text.slice(to, to + 60).match(SHORT_TAIL) ?? text.slice(to, to + 60).match(AFTER_TAIL) ?? since;
  if (tail && to > from) to += tail[0].length;
  return to - from >= 3 && !NOT_PHRASE.test(text.slice(from, to)) ? { from, to } : undefined;
}
