import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { isNumberWord } from "./number-words";
import { tidyPopulation } from "./population-gate";
import { stageListEnd } from "./population-stage";
import { partSpan } from "./spans";

// "women with an abnormal screening mammogram", "previously untreated patients with small cell lung cancer", "patients
// 70 years of age or older with glioblastoma": a
// person noun, what qualifies it before (three words at most) and the clause after it, in the abstract's words.
const WHO =
  /\b(?:patients|women|men|adults|children|adolescents|participants|survivors|people|individuals|smokers|volunteers|subjects|physicians|nurses|caregivers|teenagers|girls|boys|relatives|housewives)(\s(?:with|aged?|ages|who|undergoing|receiving|treated|diagnosed|scheduled|after|at|from|in)\s|\s\d{1,3} years (?:of age )?(?:or|and) (?:older|over)\b)/gi;
// "to" ends the clause ("patients with X to receive"), but not "up to four metastases", "aged 18 to 75" or
// "refractory to one regimen", "non-responding to screening invitation" (the word is nothing without what it is to).
// So does where they came from: "from 87 UK hospitals". A title's dash ends them ("Bone Metastases- An Iranian ..."). Arms in the title end the people too: "patients with X treated with A versus B".
const END =
  /\.(?!\d)|[;:([]|\s[–—-]\s|(?<=\w)[–—-]\s(?=[A-Z])|\s(?:versus|vs\.?)\s|\s[Tt]reated with\b(?=[^.;]{0,80}\s(?:versus|vs\.?)\s)|\sin (?:a|an|this|the) (?:[\w-]+ ){0,3}(?:trial|study|group|arm)\b|,\s(?!and\b)|\sand (?:an? )?(?:[\w-]+ ){0,2}(?:performance (?:status|score)|life expectancy)\b|\s(?:were|was|are|is|will|and were|who were|randomi\w*|enrolled|recruited|between|during|while|whereas)\b|(?<!\bup|\d|refractory|resistant|intolerant|unsuitable|ineligible|responding|responsive|naive|naïve|exposed)\sto\b|\s(?:from|at|in) \d+ (?:[\w-]+ ){0,3}(?:hospitals?|centres?|centers?|sites?|institutions?|countries|clinics?)\b/i;
// Words that cannot qualify the people before the noun: function words, verbs of the sentence, counts.
const NOT_BEFORE =
  /^(?:of|in|for|to|the|a|an|and|or|with|on|at|by|from|all|total|we|our|this|these|those|were|was|comprised|included|involved|enrolled|recruited|randomi[sz]ed|among|including|eligible|consecutive|using|block|study|trial|assigned|allocated|randomly|selected|analy[sz]ed)$/i;
const PAIRED =
  /\b(?:men|women|boys|girls|patients|caregivers|carers|partners|parents|survivors|relatives)\s(?:and|or)\s$/i;
const TEAM =
  /^\swith\s(?:(?:the|an?|more|less|much|great|greater|good|proper|sufficient|adequate|long|specific)\s){0,2}(?:experience|expertise|collaboration|cooperation|co-operation|training|skills?|supervision|guidance|assistance|help|support of|teams?|volume)\b/i;
const WHO_VERB = /^\swho\s(?:are|were|is|was|have|had)\b/i;
const DANGLING = /\s+(?:and|or|of|with|the|a|an|in|for|to)$/i;

// "with histologically proven, resectable adenocarcinoma": a comma between two describing words does not end the people.
const DESCRIBING_END = /(?:ive|ed|en|al|ic|ous|ble|ary|ant)$/i;
const NEXT_DESCRIBING = /^,\s[a-z][\w-]*(?:ive|ed|en|al|ic|ous|ble|ary|ant|-term|-risk|-stage)\s[a-z]/;

function endOfClause(window: string): number {
  let offset = 0;
  for (let n = 0; n < 3; n++) {
    const end = window.slice(offset).search(END);
    if (end < 0) return end;
    const at = offset + end;
    const before = window.slice(0, at).match(/([\w-]+)$/)?.[1] ?? "";
    if (!(DESCRIBING_END.test(before) && NEXT_DESCRIBING.test(window.slice(at)))) return at;
    offset = at + 2;
  }
  return window.slice(offset).search(END) < 0 ? -1 : offset + window.slice(offset).search(END);
}

function phraseIn(s: SourceSentence): Fact | undefined {
  for (const m of [...s.text.matchAll(WHO)].slice(0, 6)) {
    // Back from the noun over at most three describing words.
    let from = m.index!;
    for (let n = 0; n < 3; n++) {
      const before = s.text.slice(Math.max(0, from - 40), from).match(/(?:^|\s)([\w-]+)\s$/);
      const word = before?.[1];
      // Capitals only in a title or at the start of the sentence ("High-risk individuals"); never an abbreviation.
      if (!word) break;
      const opening = from - word.length - 1 === 0;
      if (
        NOT_BEFORE.test(word) ||
        isNumberWord(word) ||
        /^\d|ing$|^[A-Z]{2,}/.test(word) ||
        (/^[A-Z]/.test(word) && s.field !== "title" && !opening)
      )
        break;
      from -= word.length + 1;
      // "node positive breast cancer patients": a receptor or node status needs what it is the status of.
      if (n === 2 && /^(?:positive|negative)$/i.test(word)) n--;
    }
    // "50 cases and 30 cholelithiasis patients as well as 30 healthy subjects": the last group of a list is not everyone.
    if (
      /\b(?:as well as|and|plus)\s(?:\d+\s)?$/i.test(s.text.slice(Math.max(0, from - 16), from)) &&
      !PAIRED.test(s.text.slice(Math.max(0, from - 40), from))
    )
      continue;
    // "men and women aged 35 to 74": both nouns are the people, not the last alone.
    const pair = s.text.slice(Math.max(0, from - 40), from).match(PAIRED);
    if (pair) from -= pair[0].length;
    // The clause is read from the space after the noun, so "smokers in a double-blind trial" ends at once.
    const after = m.index! + m[0].length - m[1]!.length;
    const window = s.text.slice(after, after + 140);
    // "patients from 1975 to 2002", "patients in 1990": when, not who.
    if (/^\s(?:from|in|after|during)\s(?:the\s)?\d/.test(window)) continue;
    // "melanoma patients with experience and proper collaboration": a clause about the team or method, not the
    // people; the people are the words before the noun, if any.
    const team = TEAM.test(window);
    // "individuals who are at high risk": the clause's own verb does not end it.
    const lead = window.match(WHO_VERB)?.[0].length ?? 0;
    const rest = team ? 0 : endOfClause(window.slice(lead));
    const end = team ? 0 : rest < 0 ? rest : lead + rest;
    // A clause running past the window has no end in sight: cut, it would stop inside a word ("premat").
    if (end < 0 && after + window.length < s.text.length) continue;
    const stop = end < 0 ? after + window.length : stageListEnd(s.text, after + end, endOfClause);
    let phrase = s.text.slice(from, stop).trimEnd();
    for (let i = 0; i < 3; i++) phrase = phrase.replace(DANGLING, "").replace(/[\s,]+$/, "");
    // Something must qualify the people: a clause after ("patients with lung cancer") or words before ("heavy smokers").
    const described = after - m.index! < after - from;
    if (team && !described) continue;
    if ((phrase.length - (after - from) < 4 && !described) || phrase.split(/\s+/).length > 16) continue;
    return { text: phrase, evidence: [partSpan(s, from, from + phrase.length)] };
  }
  return undefined;
}

/** Who took part: from the title ("... in women with ..."), else the methods or objective. */
export function findPopulation(sentences: SourceSentence[]): Fact | null {
  const order = [
    ...sentences.filter((s) => s.field === "title"),
    ...sentences.filter((s) => s.role === "methods"),
    ...sentences.filter((s) => s.role === "objective"),
  ];
  for (const s of order) {
    const found = phraseIn(s);
    const shown = found && tidyPopulation(found, s);
    if (shown) return shown;
  }
  return null;
}
