import type { Fact, Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";

/** The sentence a fact's first span lies in, if any. */
export function sentenceOf(fact: Fact | null, sentences: SourceSentence[]): SourceSentence | undefined {
  const span: Span | undefined = fact?.evidence[0];
  if (!span) return undefined;
  const field = span.field ?? "abstract";
  return sentences.find((s) => s.field === field && s.start <= span.start && span.start < s.end);
}

// "In conclusion, ...", "It is concluded that ...", "Thus ...", "These results suggest ...", "Our study shows ...": a sentence that says it is the
// authors' verdict. Anchored at the sentence start and bounded, so it reads in time linear in the sentence.
const CONCLUSION_MARKER =
  /^(?:(?:thus|hence|therefore|overall|consequently|accordingly|altogether|collectively|in conclusion|in summary|in short|to conclude|to summari[sz]e|taken together),|(?:in conclusion|in summary|to conclude|taken together|we (?:therefore |thus )?(?:conclude|concluded|suggest|recommend|believe)|it (?:is|was|can be|may be) concluded|the authors (?:therefore )?conclude[ds]?|thus|hence|therefore|consequently)\s|(?:these|our|the|this|such|present) (?:[\w-]+ ){0,6}?(?:results?|data|findings|observations|study|studies|trials?|analys[ie]s|experience|evidence) (?:[\w-]+ )?(?:suggests?|suggested|shows?|showed|shown|indicates?|indicated|demonstrates?|demonstrated|supports?|supported|confirms?|confirmed|impl(?:y|ies|ied)|reveals?|revealed|provides?|provided|argues?|adds?|do(?:es)? not|did not|fail(?:s|ed)? to|could not|cannot|highlights?|underlines?|emphasi[sz]es?)\b)/i;

/** Whether a sentence opens with an explicit conclusion marker. */
export const opensAsConclusion = (text: string) => CONCLUSION_MARKER.test(text.trimStart());

/**
 * The authors' conclusion is stated only from a labelled conclusion section, or, in an unlabelled abstract, from a
 * sentence past its opening third that opens with a conclusion marker; any other closing sentence may be a result, a
 * caveat or a side finding (measured: the unmarked last sentence was the judged error of many readings).
 */
export function conclusionBacked(fact: Fact | null, sentences: SourceSentence[]): boolean {
  const s = sentenceOf(fact, sentences);
  if (s?.field !== "abstract") return false;
  const body = sentences.filter((t) => t.field === "abstract");
  // Headings that include no conclusion ("Funding:" alone) leave the abstract to be read as unlabelled.
  const labelled = body.some((t) => t.label !== undefined && t.role === "conclusion");
  if (labelled || (s.label !== undefined && body.some((t) => t.label !== undefined && t.role === "results")))
    return s.label !== undefined && s.role === "conclusion";
  const at = body.indexOf(s);
  if (at < Math.floor(body.length / 3)) return false;
  // One of the last two sentences that infers in the present tense ("… suggest its usefulness") is the authors' verdict.
  return opensAsConclusion(s.text) || (at >= body.length - 2 && INFERS.test(s.text));
}

// Verbs of inference in the present tense; a results sentence reports in the past ("indicated", "showed").
const INFERS = /\b(?:suggests?|indicates?|supports?|warrants?|recommends?|concludes?|implies|imply)\b/i;
