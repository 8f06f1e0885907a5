import { OWN_VOICE, PRIOR_WORK } from "../source/roles";
import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { type LeanContext, leanOf } from "./conclusion-lean";
import { partSpan, sentenceSpan } from "./spans";

// The publisher's line or the trial's registration closing the last sentence is not part of the verdict.
const COPYRIGHT =
  /\s(?:©|\(c\)\s\d{4}|Copyright\b|Trial [Rr]egistration\b|Registration (?:[Nn]umber|No\b)|This (?:trial|study) (?:is|was) registered\b)/;
const REGISTERED = /^(?:this (?:trial|study) (?:is|was) (?:registered|listed)|trial registration)\b/i;
const FIGURES = /\d\s?%|\b[Pp]\s?[<=>≤≥]|\b9[05]\s?%/;

// "Quality of life in a subgroup of patients showed ...": a closing subgroup finding is not the authors' verdict.
const SUBGROUP_FINDING =
  /\b(?:in|of|for|among) (?:a|the|this) subgroups?\b[^.;]{0,80}?\b(?:showed|had|has|was|were|revealed|demonstrated|found)\b/i;
// "Thus, ...", "In conclusion, ...", "These results suggest ...": a sentence that says it is the verdict.
const MARKED =
  /^(?:thus|hence|therefore|in conclusion|in summary|to conclude|we conclude|taken together|(?:these|our) (?:results|data|findings) (?:suggest|indicate|show|demonstrate|support|confirm)|(?:the|this|our) (?:present )?(?:study|trial) (?:shows|showed|demonstrates|demonstrated|suggests|suggested|indicates|indicated|confirms|confirmed)(?: that)?)\b/i;
const OPENS_ON_SUBSET =
  /^(?:among|in|for) (?:the )?(?:[\w-]+ ){0,3}?(?:patients|women|men|participants|subjects|those)\b/i;
const verdictLike = (s: SourceSentence) =>
  s.role !== "methods" && s.role !== "registration" && s.role !== "background" && !FIGURES.test(s.text);

// "Since X were not eligible, no information is available ...", "higher toxicity is an issue": a closing caveat on
// whom the finding covers or what limits it, not the verdict.
const CAVEAT =
  /\b(?:(?:was|were) not eligible for (?:this|the|our) (?:study|trial)|no (?:information|data) (?:is|are) (?:yet )?available|(?:is|are|remains?) (?:an? |the )?(?:main )?(?:issue|concern|limitation|drawback)s?)\b/i;
/** An unlabelled abstract's verdict: its last sentence, or the one or two before a closing subgroup finding. */
function closingRun(body: SourceSentence[]): SourceSentence[] {
  let end = body.length;
  while (end > 0 && end > body.length - 2 && SUBGROUP_FINDING.test(body[end - 1]!.text)) end--;
  if (end > 1 && CAVEAT.test(body[end - 1]!.text) && verdictLike(body[end - 2]!)) return [body[end - 2]!];
  // A closing call for more trials, whatever role its words gave it, is read with the finding before it.
  if (end > 1 && end === body.length && MORE_RESEARCH.test(body[end - 1]!.text) && verdictLike(body[end - 2]!))
    return [body[end - 2]!, body[end - 1]!];
  // A closing sentence of figures ("adverse events occurred in 28% and 17%") is a result, not a verdict.
  if (end === body.length) return body.length && verdictLike(body.at(-1)!) ? [body.at(-1)!] : [];
  let start = end;
  while (start > 0 && start > end - 2 && verdictLike(body[start - 1]!)) start--;
  return body.slice(start, end);
}

// "Larger studies are needed" alone is not the verdict when a finding ("X is effective ...") comes just before it.
const MORE_RESEARCH =
  /\b(?:further|larger|more|additional|future|longer|confirmatory)\b[^.;]{0,80}?\b(?:are|is) (?:needed|warranted|required|necessary)\b|\b(?:are|is) (?:eagerly |keenly |still )?awaited\b/i;
// "Two trials ... are presented": a sentence that announces what the paper contains states no finding.
const ANNOUNCES = /\b(?:is|are) (?:presented|described|discussed|summari[sz]ed|outlined)\b/i;
// "TA is effective in reducing ...": a claim in the present about the treatment is a finding the authors draw.
const CLAIM =
  /\b(?:is|are) (?:not )?(?:an? )?(?:[\w-]+ )?(?:effective|beneficial|efficacious|superior|inferior|feasible|safe|useful|valuable|promising)\b/i;
function withFinding(chosen: SourceSentence[], body: SourceSentence[]): SourceSentence[] {
  const kept = chosen.length > 1 ? chosen.filter((s) => !ANNOUNCES.test(s.text)) : chosen;
  const call = kept.at(-1);
  if (!call || !MORE_RESEARCH.test(call.text) || kept.some((s) => s !== call && CLAIM.test(s.text))) return kept;
  // The finding is one of the three sentences before the call; without one, the closing run stands as it was.
  const at = body.indexOf(call);
  const found = body
    .slice(Math.max(0, at - 3), at)
    .findLast((s) => verdictLike(s) && CLAIM.test(s.text) && !MORE_RESEARCH.test(s.text));
  return found ? [found, call] : kept;
}

const CLOSING_RESULT =
  /^(?:however,?\s|moreover,?\s|also,?\s)?(?:there (?:was|were)\b|(?:adverse (?:events?|effects?|reactions?)|toxicit(?:y|ies)|side[- ]effects?|complications?)\s(?:were|was|tended|included|occurred|consisted)\b)/i;

const HARMS_REMARK =
  /^(?:however,?\s|but\s|moreover,?\s|also,?\s)?(?:there (?:is|was|were) (?:no |some |more |less |an? )?(?:added |additional |increased |excess |significant |severe |major )?|(?:an? |the )?(?:prolongation|increase|excess|incidence|rate|frequency) (?:of|in) )?(?:toxicit|adverse|side[- ]effect|complication|morbidit|(?:radiation |acute |late )?(?:effects?|reactions?|damage|injury) (?:on|to|of) (?:the )?normal tissues?)/i;
// "No changes in organ function could be observed": a further observation, still not a verdict.
const OBSERVED = /\b(?:was|were|could be|been) (?:not )?(?:observed|detected|seen|noted)\b/i;
const LEANS_BACK = /\bthe (?:latter|former)\b|\b(?:is|are|was|were|has been|have been) also\b/i;

export type Conclusion = Fact & { positive: boolean | null };

/** The authors' conclusion (its first two sentences), and whether it favours the intervention. */
export function findConclusion(
  sentences: SourceSentence[],
  about: Omit<LeanContext, "unmarked"> = {
    armWords: [],
    controlWords: [],
    sharedWords: [],
    headToHead: null,
    ownComparison: true,
  },
): Conclusion | null {
  const body = sentences.filter((s) => s.field === "abstract");
  const closing = body.filter((s) => s.role === "conclusion");
  // An unlabelled abstract's closing run can start with a result of figures ("increased by 269 minutes, p < 0.001"):
  // the verdict is the sentences without them, when there are any.
  const verdicts = closing.filter(
    (s) => s.label !== undefined || (!FIGURES.test(s.text) && !SUBGROUP_FINDING.test(s.text)),
  );
  const kept = closing.filter((s) => s.label !== undefined || !SUBGROUP_FINDING.test(s.text));
  // "Studies have shown the superiority of X" opening a conclusion section tells others' findings, not the verdict.
  const own = (s: SourceSentence) => !(PRIOR_WORK.test(s.text) && !OWN_VOICE.test(s.text));
  let chosen = (verdicts.length ? verdicts : kept).filter((s) => !REGISTERED.test(s.text) && own(s)).slice(0, 2);
  if (chosen.length === 0) chosen = closingRun(body);
  // An unlabelled abstract may close on a side finding after its verdict ("Thus, X does not improve Y. ... Other
  // findings ..."): a sentence that says it concludes is the verdict.
  const labelled = body.some((s) => s.label !== undefined);
  const marked = labelled ? [] : body.filter((s, i) => i >= 2 && verdictLike(s) && MARKED.test(s.text));
  // A marked verdict that closes the abstract (only a call for more research after it) keeps the sentence after it,
  // as a labelled conclusion gives two: "... prolongs remission. Its value is uncertain: survival was not prolonged."
  if (marked.length > 0 && !chosen.some((s) => MARKED.test(s.text))) {
    const at = body.indexOf(marked.at(-1)!);
    const next = body[at + 1];
    const closes = body.slice(at + 2).every((s) => MORE_RESEARCH.test(s.text));
    chosen = [marked.at(-1)!, ...(next && closes && verdictLike(next) && !MORE_RESEARCH.test(next.text) ? [next] : [])];
  }
  if (!labelled) chosen = withFinding(chosen, body);
  // "... the latter may be easier", "X was also hypothesized": a closing remark that leans on the sentence before it
  // is read with that sentence, as a labelled conclusion gives two, not alone as the verdict.
  if (!labelled && chosen.length === 1 && chosen[0] === body.at(-1) && LEANS_BACK.test(chosen[0]!.text)) {
    const before = body.at(-2);
    if (before && verdictLike(before) && !HARMS_REMARK.test(before.text) && !CLOSING_RESULT.test(before.text))
      chosen = [before, chosen[0]!];
  }
  if (!labelled && chosen.length === 2 && CAVEAT.test(chosen[1]!.text) && !CAVEAT.test(chosen[0]!.text))
    chosen = [chosen[0]!];
  if (!labelled && chosen.length === 1 && CAVEAT.test(chosen[0]!.text)) {
    const before = body[body.indexOf(chosen[0]!) - 1];
    if (before && verdictLike(before)) chosen = [before];
  }
  if (chosen.length === 0) return null;
  // With no heading, a closing report of harms or a "there was ..." finding is a result, not the authors' verdict:
  // no conclusion is shown rather than a result called one.
  if (!labelled && chosen.every((s) => CLOSING_RESULT.test(s.text))) return null;
  // "However, prolongation of toxicity was observed", "There is no added toxicity": a closing remark on harms is not
  // the verdict; the sentence before it is, when it is one, else no conclusion is shown.
  if (!labelled && chosen.length === 1 && HARMS_REMARK.test(chosen[0]!.text)) {
    const before = body[body.indexOf(chosen[0]!) - 1];
    const observation = (t: string) => HARMS_REMARK.test(t) || CLOSING_RESULT.test(t) || OBSERVED.test(t);
    if (!before || !verdictLike(before) || observation(before.text)) return null;
    chosen = [before];
  }
  // With neither a heading nor a marker, a closing sentence on a subset ("Among premenopausal patients, salvage
  // therapy ...") may be a side finding: it favours a treatment only by naming it.
  const unmarked = !labelled && !chosen.some((s) => MARKED.test(s.text)) && OPENS_ON_SUBSET.test(chosen[0]!.text);
  // Such a closing sentence that names no arm is not offered as the authors' verdict at all: the summary says less.
  if (unmarked && !about.armWords.some((w) => chosen[0]!.text.toLowerCase().includes(w))) return null;
  // "© 2000 Cancer Research Campaign" closes some abstracts: the publisher's line is not the authors' verdict.
  const parts = chosen.map((s) => {
    const cut = s.text.search(COPYRIGHT);
    return cut > 0
      ? { text: s.text.slice(0, cut).trimEnd(), span: partSpan(s, 0, s.text.slice(0, cut).trimEnd().length) }
      : { text: s.text, span: sentenceSpan(s) };
  });
  const text = parts.map((p) => p.text).join(" ");
  const positive = leanOf(
    parts.map((p) => p.text),
    { ...about, unmarked },
  );
  return { text, positive, evidence: parts.map((p) => p.span) };
}
