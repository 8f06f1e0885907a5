export type Role = "background" | "objective" | "methods" | "results" | "conclusion" | "registration" | "other";

// Heading words in the order they are tried; the first that a label contains decides its role.
const LABEL_ROLES: [RegExp, Role][] = [
  [/REGISTR|CLINICALTRIALS|NCT\d|TRIAL NUMBER/, "registration"],
  [/FUNDING|SPONSOR|ETHIC|KEY POINTS|COPYRIGHT|LEVEL OF EVIDENCE|ABBREVIATION/, "other"],
  [/RESULT|FINDING|OUTCOMES?$/, "results"],
  // "SUMMARY BACKGROUND DATA" (a journal's structured heading) is background, not a summary of the findings.
  [/^SUMMARY (?:OF )?BACKGROUND/, "background"],
  [/CONCLU|INTERPRETATION|DISCUSSION|IMPLICATION|SIGNIFICANCE|SUMMARY|COMMENT/, "conclusion"],
  [/OBJECTIVE|PURPOSE|AIM|HYPOTHES|GOAL|QUESTION/, "objective"],
  [
    /METHOD|DESIGN|PATIENT|PARTICIPANT|SETTING|INTERVENTION|MATERIAL|MEASURE|PROCEDURE|ELIGIB|POPULATION|SUBJECT|ANALYS/,
    "methods",
  ],
  [/BACKGROUND|INTRODUCTION|CONTEXT|RATIONALE|IMPORTANCE/, "background"],
];

export function roleOfLabel(label: string): Role | undefined {
  const upper = label.toUpperCase();
  return LABEL_ROLES.find(([pattern]) => pattern.test(upper))?.[1];
}

const CUES: [Role, RegExp][] = [
  [
    "registration",
    /\b(?:NCT\d{8}|ISRCTN\s?\d|ACTRN\d|ChiCTR|UMIN\d|EudraCT|clinicaltrials\.gov)\b|\bregist(?:ered|ration)\b.{0,40}\b(?:number|identifier|registry)\b/i,
  ],
  [
    "conclusion",
    /\b(?:conclu\w*|indicat(?:e|es|ed) that|in summary|taken together|these (?:data|results|findings)|our (?:data|results|findings)|suggest\w*|support\w* the use|warrant\w*|should be considered|thus|therefore|may (?:be|offer|provide|improve)|is (?:a|an) (?:effective|safe|feasible|promising))\b/i,
  ],
  [
    "results",
    /(?:\bp\s*[<=>≤]|\bHR\b|hazard ratio|odds ratio|95\s*%|\bCI\b|\d\s*%|\bmedian\b[^.]{0,60}\d|\bsignificant(?:ly)?\b|did not differ|no difference|\bwas (?:higher|lower|longer|shorter|similar)\b|\btended to\b|\b(?:greater|higher|lower|more|less|longer|shorter) than\b)/i,
  ],
  [
    "methods",
    /\b(?:randomi[sz]ed|randomly|assigned|allocated|enrolled|recruited|eligible|were (?:treated|given|included|stratified)|received|primary (?:end ?-?point|outcome)|end ?-?points?\b|double-blind|open-label|we (?:conducted|performed|enrolled|randomi[sz]ed)|will be)\b/i,
  ],
  [
    "objective",
    /\b(?:we (?:aimed|sought|investigated|evaluated|assessed|compared|examined|hypothesi[sz]ed)|(?:the )?(?:aim|objective|purpose) of|to (?:assess|evaluate|investigate|compare|determine|examine)|(?:was|were) (?:undertaken|initiated|designed) to)\b/i,
  ],
];

// What earlier work has shown or left open ("X has demonstrated significant activity", "remains unclear"): said of
// others' studies, not this one's, when it opens an unstructured abstract.
export const PRIOR_WORK =
  /\b(?:has|have) (?:been |also |previously )?(?:demonstrated|shown|reported|suggested|proven|established)\b|\b(?:previous|prior|earlier) (?:studies|trials|reports|work)\b|\bremains? (?:unclear|unknown|controversial|uncertain)\b|\blittle is known\b/i;
// "We ...", "In this study", "The results of our study have shown": the authors' own work, wherever it is named.
export const OWN_VOICE =
  /^(?:we|our|this|in this|the present|here)\b|\b(?:our|this|the present) (?:study|trial|series|analysis|results|data|findings|experience)\b/i;

/** Role of one sentence of an unstructured abstract, from cue words and where it sits. */
export function classify(text: string, index: number, count: number): Role {
  const last = index === count - 1;
  if (index < count / 3 && !last && PRIOR_WORK.test(text) && !OWN_VOICE.test(text)) return "background";
  for (const [role, cue] of CUES) {
    if (!cue.test(text)) continue;
    // A conclusion cue early on is usually background ("Thus, new drugs are needed").
    if (role === "conclusion" && index < count / 2 && !last) continue;
    return role;
  }
  if (last && count > 2) return "conclusion";
  return index === 0 ? "background" : "other";
}
