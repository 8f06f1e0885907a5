import type { Span, StudyType } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import type { Allocation } from "./allocation";
import { studiesManyTrials } from "./many-trials";
import { experimentalBesideControl, ownInterventionControls } from "./own-intervention";
import { partSpan } from "./spans";

// "A Patient's Perspective Study", "from a societal perspective": the viewpoint of an analysis, not a perspective piece.
const REVIEW_TITLE =
  /\b(?:review|meta-?analys[ie]s|guidelines?|commentary|editorial|perspective(?!\s(?:study|analysis))|consensus|overview)\b(?<!(?:patient|payer|societal|provider|system|health[- ]?care|\w+['’]s)\s+perspective)|:\s?focus on\b/i;
// A comment on someone else's paper: "the study by Zhang and colleagues published this month", "in this issue of".
const COMMENT_TEXT =
  /\b(?:study|trial|paper|article|report|work) by [A-Z][\w'-]+ (?:and (?:colleagues|co-?workers)|et al)\b|\bpublished (?:this month|in this issue)\b|\bin this issue of\b/;
const REVIEW_TEXT =
  /\b(?:(?:this|the present|our) (?:review|article reviews)|summari[sz]ed in this review|we (?:review|summari[sz]e)|systematic(?:ally)? (?:review|search)|literature (?:search|review)|meta-?analys[ie]s (?:of|was)|we (?:performed|conducted|undertook|carried out) (?:a|an) (?:[\w-]+ ){0,3}?meta-?analys[ie]s)\b/i;
const PROTOCOL_TITLE =
  /\b(?:study protocol|trial protocol|protocol for|protocol of|design and rationale|rationale and design|study design|design of (?:a|the)|methods of a|presentation of)\b/i;
const FUTURE =
  /\b(?:will (?:evaluate|examine|investigate|test|determine)|will be (?:randomly |prospectively |equally )?(?:randomi[sz]ed|recruited|enrolled|accrued|registered|assigned|allocated|compared|assessed|measured|evaluated|included|invited|collected|analy[sz]ed|conducted|performed|treated|followed)|we will|will (?:receive|undergo|recruit|compare|assess|evaluate|provide)|is being conducted|are being recruited|has (?:just |recently )?(?:begun|started|been (?:initiated|launched|started|opened|activated))|is (?:now )?under way|expected (?:hazard ratio|difference|improvement|effect size)|is (?:currently )?(?:recruiting|ongoing)|this protocol|the protocol describes|is designed to)\b/i;
const STILL_RECRUITING =
  /\b(?:is|are) (?:currently |still )?(?:ongoing|recruiting)\b|\bwill be (?:enrolled|recruited|randomi[sz]ed)\b/i;
const LITERATURE_APPENDIX = /\b(?:and|with) (?:a )?(?:review of (?:the )?literature|literature review)\b/gi;
const CALL_FOR_WORK = /\b(?:is|are) (?:still |urgently )?(?:required|needed|warranted)\b|\bshould be\b|\bfuture\b/i;
// Results: a p value, an interval, an effect measure or words of significance.
const RESULTS =
  /\b[Pp]\s?[<=>≤≥]\s?0?\.\d|\b(?:95\s?%\s?CI|confidence interval|hazard ratio|odds ratio)\b|\bsignificant(?:ly)?\b|\bdid not (?:differ|improve)\b/;
// "providing an expected hazard ratio of 0.87 (power, 0.8)": the design's sample-size reckoning, not a finding.
const SAMPLE_SIZE =
  /\b(?:expected|assumed|anticipated|hypothesi[sz]ed|targeted) (?:hazard ratio|odds ratio|difference|improvement|effect)|\bpower(?:ed)? (?:of|to detect)\b|\b\d{2}\s?% power\b|\bpower[,:]? 0?\.\d|\bsample size\b/i;
// Words that make a title a secondary analysis whatever else it says.
const SECONDARY_STRONG =
  /\b(?:secondary|post[- ]hoc|exploratory|ancillary|pooled|subgroup|correlative) analys[ie]s\b|\b(?:mixed[- ]methods?|qualitative|economic) (?:analysis|study|evaluation) (?:of|within|alongside|nested in) (?:the|a|an)\b|\bsub-?study\b|\b(?:nested|embedded) in\b|\bwithin (?:a|an|the) (?:[\w-]+ ){0,3}(?:trial|study)\b|\bcost[- ](?:effectiveness|utility)\b|\bsurrogate\b|\bindirect comparison\b/i;
// "analysis of the GHSG HD10 and HD13 trials": patients read back from two or more trials, a secondary analysis.
const OF_TRIALS = /\banalys[ie]s of (?:the )?(?:[\w()-]+ ){0,8}?(?:trials|studies)\b/i;
// Words of a question other than the randomised comparison: they count when the title compares no treatments.
const SECONDARY_WEAK =
  /\bbiomarkers?\b|\bprognostic\b|\bpredict(?:ive|ors?|s|ing|ion)\b|\bcosts?\b|\beconomic evaluation\b|\bpolymorphisms?\b|\bgenotyp\w*|\bexpression\b|\bimmunoreactivity\b|\bclassification\b|\bstaging\b|\b(?:tests|assays?)\b|\bimmunohistochemistry\b/i;
const TITLE_COMPARES =
  /\s(?:versus|vs\.?|compared (?:with|to))\s|:\s(?:an?\s)(?:(?!(?:of|from|in|within|using)\s)[\w-]+\s){0,4}randomi[sz]ed (?:[\w-]+\s){0,3}(?:trial|study)\b(?! of)/i;
// A trial named in capitals: "in the ALPHA trial", "of the BIG 1-98 study".
const NAMED_TRIAL =
  /\b(?:in|of|from|within) the (?:[A-Z][A-Z0-9-]{1,15}\s){1,3}(?:[\w-]{1,20}\s)?(?:trial|study|cohort)\b/;
const SECONDARY_BODY = /\b(?:secondary|post[- ]hoc|exploratory|ancillary|pooled) analys[ie]s\b|\bsub-?study\b/i;
const PARENT_TRIAL =
  /\b(?:(?:of|from|in|within|using|into|nested in|enrolled in|participants? (?:in|of)|patients (?:in|from|enrolled in)|data from|samples from|tumou?rs from) (?:the |a |an |two )?(?:[\w-]+ ){0,6}?(?:randomi[sz]ed|controlled|phase|clinical) [\w\s-]{0,40}?(?:trials?|study)|randomi[sz]ed (?:\w+ ){0,4}trial of)\b|\b(?:samples?|specimens?|tissues?|tumou?rs|biopsies|sera|serum|plasma|data) (?:from|of|obtained from|collected (?:from|in)) (?:[\w-]+ ){0,8}?(?:randomi[sz]ed|trial)\b/i;
// A cooperative group's coded trial: "enrolled on CALGB 9793", "patients in RTOG 9410", "from NSABP B-14".
const CODED_PARENT =
  /\b(?:enrolled|registered|treated|participating) (?:on|in|onto) (?:the )?[A-Z]{3,}(?:-[A-Z]{3,})?\s?[A-Z]?-?\d{2,5}\b/;
// "treated with sunitinib in general clinical practice": care as given, watched, not a trial's protocol.
const PRACTICE = /\b(?:in|from) (?:general|routine|daily|everyday|real[- ]world) (?:clinical |oncology )?practice\b/i;
const OBSERVATIONAL =
  /\b(?:retrospective(?:ly)?|registry|registries|database|cohort study|case-control|case control|cross[- ]sectional|population-based|observational|surveillance|chart review|medical records|no randomi[sz]ed data|comparative (?:study|analysis)|online survey|questionnaires? (?:were|was) (?:sent|mailed)|we used (?:[\w-]+ )?data from)\b/i;
// A background sentence that says what this study did ("We undertook a retrospective analysis").
const OWN_WORK =
  /\bwe (?:undertook|conducted|performed|carried out|designed)\b|\b(?:this|the present|our) (?:[\w-]+ ){0,2}?(?:study|analysis|audit)\b|\bthe retrospective (?:study|analysis|review)\b/i;
// "Between 2005 and 2007, 604 patients with advanced NPC were analyzed": a past series read back, not a trial.
const ANALYSED_SERIES =
  /\bbetween (?:[A-Z][a-z]+ )?(?:19|20)\d\d and (?:[A-Z][a-z]+ )?(?:19|20)\d\d,? \d[\d,]* (?:patients|women|men|children|cases)\b[^.;]{0,80}?\bwere (?:retrospectively )?(?:analy[sz]ed|reviewed|identified)\b/i;
// "The clinical course of 117 patients treated ... during the period 1971-1984 have been analyzed": one sentence with
// both a past period and a reading back of the records (a trial's patients reviewed are still its report).
const PAST_PERIOD =
  /\b(?:during|in|over|from) (?:the )?(?:period|years?) (?:of )?(?:19|20)\d\d\s?[-–]\s?(?:19|20)?\d\d\b|\bbetween (?:[A-Z][a-z]+ )?(?:19|20)\d\d and (?:[A-Z][a-z]+ )?(?:19|20)\d\d\b/;
const READ_BACK = /\b(?:have been|has been|were|was) (?:retrospectively )?(?:analy[sz]ed|reviewed)\b/i;
// Asking people rather than treating them: surveys, interviews, focus groups, qualitative studies.
const SURVEY = /\b(?:survey|questionnaire|cross-sectional|interview(?:s|ed)?|focus groups?|qualitative)\b/i;
// A cohort of people counted, or a test's accuracy (ROC, sensitivity and specificity): watched, not allocated.
// "Between 1993 and 2008, 708 melanoma patients underwent a biopsy": a past series of what people had, watched.
const PAST_SERIES = String.raw`\bbetween (?:[A-Z][a-z]+ )?(?:19|20)\d\d and (?:[A-Z][a-z]+ )?(?:19|20)\d\d,? \d[\d,]* (?:[\w-]+ ){0,3}?(?:patients|women|men|children|cases) (?:underwent|had undergone|were operated)\b`;
const WATCHED = new RegExp(
  String.raw`\b(?:a|the|this|our) (?:retrospective |prospective |consecutive |matched |study )?cohort (?:of|comprised|included|consisted of) (?:\d|[a-z]+ (?:hundred|thousand))|\b\d+ consecutive (?:patients|cases|women|men)\b|\bsensitivity and specificity\b|\breceiver operat\w* characteristics?\b|\bROC (?:curve|analys[ie]s)\b|\barea under the (?:ROC |receiver[\w\s-]{0,30})?curve\b|\bdiagnostic (?:accuracy|utility|performance)\b|${PAST_SERIES}`,
  "i",
);
// Outcomes read from many trials' reports: "we abstracted toxicity and outcome data from 99 trials", "across trials".
const TRIAL_RESULTS =
  /\b(?:abstracted|extracted)\b[^.;]{0,80}?\b(?:from|of)\b|\bacross (?:the )?trials\b|\bpublished (?:[\w-]+ ){0,3}?trials\b/i;
const NOT_PEOPLE = /\b(?:mice|mouse|rats?|pigs?|gilts|dogs|cell lines?|cells|in vitro|xenografts?)\b/i;
// A decision model's people are simulated: "A Markov model was developed to simulate the lifetime disease course".
const DECISION_MODEL =
  /\b(?:markov|decision[- ]analytic(?:al)?|decision[- ]tree|micro-?simulation|state[- ]transition|partitioned[- ]survival) (?:model|analys[ie]s)|\bmodel was (?:developed|constructed|built) to simulate\b/i;
const CASE_REPORT = /\bcase report\b|\bwe (?:report|describe) (?:a|the) case\b/i;
const SINGLE_ARM =
  /\bsingle[- ](?:arm|group|cent(?:re|er) (?:phase|prospective))|\bone-arm\b|\bnon-?\s?randomi[sz]ed\b|\bphase (?:i|1|ii|2)[ab]?\b|\bpilot\b|\bfeasibility\b|\bprospective\b|\bdose[- ]escalation\b|\bwere treated with\b|\breceived\b|\bopen[- ]label\b|\b(?:were|was) enrolled\b|\bprimary objective\b/i;

export type StudyTypeReading = { studyType: StudyType; evidence: Span[] };

function firstHit(sentences: SourceSentence[], pattern: RegExp): Span | undefined {
  for (const s of sentences) {
    const m = s.text.match(pattern);
    if (m) return partSpan(s, m.index!, m.index! + m[0].length);
  }
  return undefined;
}

/** The kind of study, decided in order of how strongly each kind's words settle it. */
export function readStudyType(
  sentences: SourceSentence[],
  allocation: Allocation,
  publicationTypes: string[] = [],
): StudyTypeReading {
  const title = sentences.filter((s) => s.field === "title");
  const body = sentences.filter((s) => s.field === "abstract");
  const own = body.filter((s) => s.role !== "background");
  const hasResults = body.some(
    (s) => s.role !== "background" && s.role !== "registration" && RESULTS.test(s.text) && !SAMPLE_SIZE.test(s.text),
  );
  const at = (pattern: RegExp, pool = sentences) => firstHit(pool, pattern);
  const of = (studyType: StudyType, span: Span | undefined): StudyTypeReading => ({
    studyType,
    evidence: span ? [span] : [],
  });

  // PubMed's own indexing, when the caller has it, settles protocols and reviews.
  const types = publicationTypes.join("|").toLowerCase();
  if (/clinical trial protocol/.test(types) && !hasResults) return of("protocol", undefined);
  if (
    /\b(?:meta-analysis|systematic review|review|editorial|comment|news|guideline|practice guideline)\b/.test(types) &&
    !/randomized controlled trial/.test(types)
  )
    return of("review", undefined);
  const protocolTitle = at(PROTOCOL_TITLE, title);
  // A protocol still recruiting has no results: its "p < 0.20" is the design's threshold, not a finding.
  if (protocolTitle && (!hasResults || at(STILL_RECRUITING, body))) return of("protocol", protocolTitle);
  // "… and review of literature" after a report of one's own patients: the review is an appendix, not the study.
  const titleReview = title.filter((s) => REVIEW_TITLE.test(s.text.replace(LITERATURE_APPENDIX, "")));
  // "Meta-analysis of these trials is required": a call for future work names no review done here.
  const reviewText = body.filter((s) => !CALL_FOR_WORK.test(s.text));
  const reviewCue = at(REVIEW_TITLE, titleReview) ?? at(REVIEW_TEXT, reviewText) ?? at(COMMENT_TEXT, body);
  if (reviewCue) return of("review", reviewCue);
  const future = at(FUTURE, own);
  if ((future || protocolTitle) && !hasResults) return of("protocol", future ?? protocolTitle);
  if (at(NOT_PEOPLE, title) || at(CASE_REPORT, sentences))
    return of("other", at(NOT_PEOPLE, title) ?? at(CASE_REPORT, sentences));
  // An audit or cost analysis of many trials: the trials' randomisation and phases are not this study's design.
  if (studiesManyTrials(sentences) && !allocation.random) {
    const ownWork = [...title, ...own, ...body.filter((s) => s.role === "background" && OWN_WORK.test(s.text))];
    // Results taken from the trials' reports and set side by side: meta-research, read as a review of them.
    const results = at(TRIAL_RESULTS, [...title, ...own]);
    if (results) return of("review", results);
    const kind = at(OBSERVATIONAL, ownWork) ?? at(SURVEY, ownWork);
    return kind ? of("observational", kind) : of("other", undefined);
  }
  const compares = title.some((s) => TITLE_COMPARES.test(s.text));
  // A body sentence counts only when it names the parent trial too ("a post hoc analysis of the X trial").
  const body2 = own.filter((s) => PARENT_TRIAL.test(s.text) || NAMED_TRIAL.test(s.text));
  const parent = at(PARENT_TRIAL, sentences) ?? at(NAMED_TRIAL, sentences);
  // Weak words (biomarker, costs, expression) make a secondary analysis only with a parent trial named.
  const weak = compares || !parent ? undefined : at(SECONDARY_WEAK, title);
  const secondary = at(SECONDARY_STRONG, title) ?? at(OF_TRIALS, title) ?? weak ?? at(SECONDARY_BODY, body2);
  if (secondary && (parent || allocation.random)) return of("secondary-analysis", secondary);
  // Data from a randomised trial named only in passing: a secondary analysis, or a survey of its participants.
  if (allocation.parentOnly && !allocation.denied) {
    const survey = at(SURVEY, [...title, ...own]);
    return survey ? of("observational", survey) : of("secondary-analysis", secondary ?? parent);
  }
  // Treatment given by the study and set against historical or matched controls: a trial without random allocation.
  // Unless the whole series is read back from the records of a past period: a retrospective comparison, not a trial.
  const readBack = allocation.random
    ? undefined
    : firstHit(
        own.filter((t) => PAST_PERIOD.test(t.text) && !/\btrial\b/i.test(t.text)),
        READ_BACK,
      );
  if (readBack) return of("observational", readBack);
  const controlled = !allocation.random || allocation.denied ? ownInterventionControls(sentences) : undefined;
  if (controlled) return of("non-randomised-trial", controlled);
  // The study's own description may open the abstract ("We designed a registry cohort study"): others' studies do not count.
  const ownBackground = body.filter((s) => s.role === "background" && OWN_WORK.test(s.text));
  const observational =
    at(OBSERVATIONAL, [...title, ...own, ...ownBackground]) ??
    at(ANALYSED_SERIES, own) ??
    at(PRACTICE, [...title, ...body.filter((s) => s.role !== "conclusion")]);
  if (observational && (!allocation.random || allocation.denied)) return of("observational", observational);
  // A paired design (both tests for everyone, the order at random) compares no randomised groups.
  if (allocation.orderOnly) return of("observational", allocation.evidence[0]);
  if (allocation.random && !allocation.denied) return of("randomised-trial", allocation.evidence[0]);
  if (allocation.split) return of("observational", undefined);
  // The study's own description may sit in the background ("This pilot study aimed to ..."); others' studies do not count.
  const describesItself = body.filter(
    (s) =>
      s.role === "background" &&
      // "RTOG Protocol 81-08, a feasibility study of ...": a numbered protocol named as the report's own study.
      /\b(?:this|our|the present) (?:pilot |prospective )?(?:study|trial)\b|^[^.;]{0,40}\bprotocol [\w-]*\d[\w-]*,\s(?:a|an)\s/i.test(
        s.text,
      ),
  );
  // A modelled comparison of strategies allocates no one: not a trial (real patients read back made it observational).
  const model = allocation.random && !allocation.denied ? undefined : at(DECISION_MODEL, [...title, ...own]);
  if (model) return of("other", model);
  const beside = allocation.random ? undefined : experimentalBesideControl(sentences);
  if (beside) return of("non-randomised-trial", beside);
  const single = at(SINGLE_ARM, [...title, ...own.filter((s) => s.role !== "conclusion"), ...describesItself]);
  if (single) return of("non-randomised-trial", single);
  const watched = at(WATCHED, [...title, ...body.filter((s) => s.role !== "conclusion")]);
  if (watched && !allocation.random) return of("observational", watched);
  // Patients "enrolled on CALGB 9793" read back by a study that assigned no treatment: the coded trial is its parent.
  const coded = allocation.random ? undefined : at(CODED_PARENT, [...title, ...own]);
  if (coded) return of("secondary-analysis", coded);
  return of("other", undefined);
}
