import type { StudyType } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { centredEndpoint } from "./endpoint-aim";
import { partSpan } from "./spans";

// What a method, agreement, surrogacy or marker study asks: not a treatment outcome of the trial it drew on.
const QUESTION =
  /\bsurrogate (?:end ?-?points?|markers?|outcomes?)\b|(?<!\bin\s)\b(?:concordance|agreement|comparability|reproducibility|inter-?observer|inter-?rater)\b|\bcorrelation (?:between|of) (?:the )?(?:[\w-]+ ){0,3}?(?:methods?|assays?|tests?|techniques?|scores?|scoring|measurements?|platforms?)\b|\b(?:prognostic|predictive) (?:and (?:prognostic|predictive) )?(?:value|ability|relevance|role|importance|significance)\b|\bcorrelation (?:between|of) [^.;,]{1,60}?\b(?:and|with) (?:overall survival|OS)\b/i;
// The endpoint already names such a question, or a test's own measure.
const NAMES_QUESTION =
  /\b(?:surrogate|concordance|agreement|correlation|prognostic|predictive|sensitivity|specificity|accuracy|kappa|reproducibility|c-index)\b/i;
// The question phrase ends at a clause break, a verb, or where the setting starts ("in advanced disease").
const PHRASE_END = /[.;:,(]|\s(?:in|among|was|were|is|are|using|by|based|has|have|had|could|may)\s/i;
// "Comparison of immunohistochemistry with PCR for assessment of ...": two methods set side by side.
const COMPARES = /^comparison of\b[^.;:]{1,100}\bwith\b/i;
const WE_ASSESSED =
  /(?:^|,\s)(?:here,?\s)?we\s(?:[a-z]+\s)?(?:assessed|evaluated|investigated|examined|studied|tested|analy[sz]ed|explored|determined|compared)\b/i;
// Study kinds that do not test a treatment of their own; a trial's or protocol's endpoint is its randomised comparison's.
const ASKS_OWN_QUESTION = new Set<StudyType>(["secondary-analysis", "observational", "other"]);

// "The primary endpoint of the trial was", "whose primary endpoint was", "the ZETA trial's primary endpoint".
const OF_PARENT =
  /\b(?:primary|main) (?:end ?-?points?|outcomes?) (?:of|in|for) the (?:[\w-]+ ){0,3}?(?:trial|study)\b|\bwhose (?:primary|main) (?:end ?-?point|outcome)\b|\btrial[’']s (?:primary|main)\b/i;

/** The stated endpoint was said of the parent trial: in the background, or in a sentence naming the trial's endpoint. */
function parentsEndpoint(found: Endpoint, sentences: SourceSentence[]): boolean {
  const span = found.evidence[0];
  const s = span && sentences.find((t) => t.field === span.field && t.start <= span.start && span.end <= t.end);
  return s !== undefined && (s.role === "background" || OF_PARENT.test(s.text));
}

/** A centred reading that is the parent's endpoint again is no reading. */
const withoutStated = (centred: Endpoint | null, parent: Endpoint): Endpoint | null =>
  centred && centred.text.toLowerCase() !== parent.text.toLowerCase() ? centred : null;

function phraseAt(s: SourceSentence, at: number): Endpoint | undefined {
  const window = s.text.slice(at, at + 100);
  const stop = window.search(PHRASE_END);
  let to = at + (stop < 0 ? window.length : stop);
  while (to > at && /\s/.test(s.text[to - 1]!)) to--;
  if (to - at < 6) return undefined;
  return { text: s.text.slice(at, to), stated: false, evidence: [partSpan(s, at, to)] };
}

/**
 * A study built on a trial (or on records) whose own question is agreement, surrogacy or a marker's value: its
 * endpoint is that question, as the title, objective or methods name it; a treatment outcome the reader took from the
 * parent trial ("pathological complete response") gives way, and when no phrase can be cut the endpoint stays empty.
 */
export function questionEndpoint(
  found: Endpoint | null,
  sentences: SourceSentence[],
  studyType: StudyType,
): Endpoint | null {
  if (!ASKS_OWN_QUESTION.has(studyType)) return found;
  // The parent trial's stated endpoint is not this analysis's: what the objective centres on stands in, else nothing.
  if (found?.stated && studyType === "secondary-analysis" && parentsEndpoint(found, sentences))
    return questionEndpoint(withoutStated(centredEndpoint(sentences), found), sentences, studyType);
  if (found?.stated) return found;
  const title = sentences.filter((s) => s.field === "title");
  const body = sentences.filter((s) => s.field === "abstract");
  const objective = body.filter((s) => s.role === "objective");
  const firstResult = body.find((s) => s.role === "results")?.index ?? Number.POSITIVE_INFINITY;
  // An unlabelled sentence before the results may hold the aim ("we evaluated whether PFS could be a surrogate").
  const methods = body.filter((s) => s.role === "methods" || (s.role === "other" && s.index < firstResult));
  // A methods sentence saying what "we" assessed states the aim as well as an objective does.
  const centre = [...title, ...objective, ...methods.filter((s) => WE_ASSESSED.test(s.text))];
  // The study must centre on the question: named in its title or objective, or its title compares tests.
  const centred = centre.some((s) => QUESTION.test(s.text));
  const comparesTests = title.some((s) => COMPARES.test(s.text));
  if (!centred && !comparesTests) return found;
  const phrase = [...centre, ...methods]
    .map((s) => {
      const m = s.text.match(QUESTION);
      return m ? phraseAt(s, m.index!) : undefined;
    })
    .find(Boolean);
  // A reading that already names the question stands, unless the phrase says more of it ("agreement between A and
  // B", "interobserver agreement").
  if (found && NAMES_QUESTION.test(found.text)) {
    const fuller = phrase && phrase.text.length > found.text.length;
    return fuller && phrase.text.toLowerCase().includes(found.text.toLowerCase()) ? phrase : found;
  }
  // A title "Comparison of A with B" may compare treatments: without a question named, the reading stands.
  return phrase ?? (centred ? null : found);
}
