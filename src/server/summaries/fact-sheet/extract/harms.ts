import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { sentenceSpan } from "./spans";

const HARMS =
  /\b(?:adverse (?:events?|(?:treatment |drug )?effects?(?! (?:on|upon)\b)|reactions?)|toxicit\w*|side[- ]effects?|grade\s?(?:[3-5]|iii|iv|≥\s?[2-4]|>\s?[2-3])|safety|tolera\w*|intoleran\w*|complications?|serious adverse|treatment[- ](?:related )?(?:deaths?|mortality)|toxic (?:deaths?|mortality)|neutropenia|haematological|hematological|morbidity|hand[- ]foot (?:syndrome|skin reaction)|(?:[34]\/4|III\/IV) grade)\b/i;
// Plans and definitions are not reports of harm ("Secondary endpoints included toxicity", "This study will provide an
// assessment of toxicity"): whatever is said in the future has not happened yet.
const PLANNED =
  /\b(?:end ?-?points?|outcomes? (?:measures? )?(?:were|was|included|include)|will|not yet|future|(?:were|was) (?:also )?(?:assessed|recorded|graded|evaluated|monitored|measured)|according to|CTCAE|criteria)\b/i;
// Who was assessed, not what happened: "646 patients (97%) were evaluable for toxicity", "the safety population".
const DENOMINATOR =
  /\b(?:evaluable|assessable|available|eligible|analy[sz]ed|included) (?:for|in) (?:the )?(?:[\w-]+ (?:and|or) )?(?:toxicity|safety|adverse|tolerab)|\bsafety (?:population|analysis set|set)\b|\breceived at least one dose\b/i;
// What predicts harm (a genotype, a marker) is another question than the harms of the arms.
const PREDICTORS = /\b(?:polymorphisms?|genotypes?|SNPs?|alleles?|biomarkers?|predictors?|predictive|rs\d{3,})\b/i;

// "Reduce specific side-effects of chemotherapy": a benefit on symptoms the trial treated, not the harms of its arms.
const RELIEVED =
  /\b(?:reduc\w*|improv\w*|reliev\w*|alleviat\w*|prevent\w*|ameliorat\w*|lessen\w*|mitigat\w*|counteract\w*)\b[^.;]{0,30}?\b(?:side[- ]effects?|toxicit\w*|adverse effects?|complications?)\b/i;
// "Toxicity monitoring are presented": a sentence that announces a topic, with no figure, reports no harm.
const ANNOUNCED = /\b(?:is|are|was|were|will be) (?:presented|described|discussed|summari[sz]ed|outlined|reviewed)\b/i;
const announces = (text: string) => ANNOUNCED.test(text) && !/\d/.test(text);
// "Indications for use were: ... treat neutropenia": why a treatment was given names a harm as its reason, not as an event.
const INDICATION =
  /\b(?:indications?|reasons?) for (?:(?:its|their|the) )?(?:use|usage|giving|administration|prescri\w*)\b/i;
const harmful = (text: string) =>
  HARMS.test(text.replace(RELIEVED, " ")) &&
  !INDICATION.test(text) &&
  !PLANNED.test(text) &&
  !announces(text) &&
  !DENOMINATOR.test(text) &&
  !PREDICTORS.test(text);

// "the most frequent toxicities: anemia (AN) and peripheral neuropathy (PNP)": the abstract's short names of harms,
// read only from a list that a harms word opens (an arm's short name may follow "the toxicity of").
const HARM_LIST = /\b(?:toxicit\w*|adverse events?|side[- ]effects?)\s?(?::|including|such as|,? namely)/gi;
const SHORT_NAME = /\(([A-Z][A-Za-z]{0,5})\)/g;
// "febrile neutropenia (FN)": a harm's own short form, defined where the harm is first named.
const HARM_DEFINED =
  /\b(?:neutropenia|toxicit\w*|mucositis|anemia|anaemia|thrombocytopenia|neuropathy)\s\(([A-Z]{2,5})\)/g;
export function harmNames(sentences: SourceSentence[]): RegExp | null {
  const names = new Set<string>();
  for (const s of sentences) for (const m of [...s.text.matchAll(HARM_DEFINED)].slice(0, 4)) names.add(m[1]!);
  for (const s of sentences)
    for (const m of [...s.text.matchAll(HARM_LIST)].slice(0, 4))
      for (const n of s.text.slice(m.index!, m.index! + 200).matchAll(SHORT_NAME))
        if (names.size < 12) names.add(n[1]!);
  return names.size ? new RegExp(`\\b(?:${[...names].join("|")})\\b`) : null;
}
// A harm named by its short form reported as happening more or less often in a group, or in figures.
const HAPPENED = /\b(?:more|less) (?:frequent|often|common)|\b(?:frequent|common)\w* (?:after|with|in)\b|\d\s?%/i;
// "G-CSF reduced FN incidence": a treatment lowering a harm it was given against is its benefit, not its harm.
const LOWERED = /\b(?:reduc\w*|prevent\w*|lower\w*|decreas\w*|fewer)\s(?:[\w-]+\s){0,3}?$/i;
const lowered = (text: string, names: RegExp) => {
  const m = text.match(names);
  return m !== null && LOWERED.test(text.slice(Math.max(0, m.index! - 40), m.index!));
};
const namesHarm = (text: string, names: RegExp | null) =>
  names !== null &&
  HAPPENED.test(text) &&
  names.test(text) &&
  !lowered(text, names) &&
  !PREDICTORS.test(text) &&
  !INDICATION.test(text);

// "X is an effective, safe tool", "was found to be safe": the authors' verdict on harms, read only in the conclusion;
// a hedge ("may be a safe alternative") is not one.
const JUDGED_SAFE =
  /\b(?:is|are|was|were) (?:(?:found|shown|proven|proved) to be )?(?:an? )?(?:[\w-]+,? (?:and )?)?safe\b/i;

// "A is as safe and effective as B": a claim of equivalence, not a report of what harms occurred.
const AS_SAFE_AS = /\bas safe\b[^.;]{0,80}?\bas\b/i;

// "Drug B is promising if drug C is not available because of its toxicity": in the conclusion, harm given as a reason or a
// condition, with no figure, is a remark about a treatment, not a report of what happened in the trial.
const AS_REASON = /\b(?:because of|due to|owing to|if|unless|in case of)\s(?:[\w-]+\s){0,3}?$/i;
// A count or a rate ("in 12%", "(n = 4)", "5 of 40 patients"), not a drug code like "S-1".
const FIGURE = /\d\s?%|\(\s?n?\s?=?\s?\d|\b\d+\s(?:of|patients|participants|cases|people|women|men)\b/i;
// "Drug K, known for its cardiac toxicity, ...", "trials should limit the toxicity": what is known or advised of harm.
const KNOWN_OR_ADVISED = /\b(?:known|well[- ]known|recogni[sz]ed|should|must|needs? to)\b/i;
const asReason = (text: string) => {
  const m = text.match(HARMS);
  if (m === null || FIGURE.test(text)) return false;
  return AS_REASON.test(text.slice(Math.max(0, m.index! - 40), m.index!)) || KNOWN_OR_ADVISED.test(text);
};

/** The sentence that reports adverse events, from the results first, then the conclusion. */
export function findHarms(
  sentences: SourceSentence[],
  results: SourceSentence[],
  primaryResult: string | null = null,
): Fact | null {
  const conclusion = sentences.filter((s) => s.field === "abstract" && s.role === "conclusion");
  const names = harmNames(sentences);
  // An unlabelled abstract may report harms in a sentence without a test ("Severe adverse events were more frequent with X").
  // Only after the first result: before it, "other" sentences are background ("concerns about side effects ...").
  const body = sentences.filter((s) => s.field === "abstract");
  // In an unlabelled abstract, what comes before it says what this study did is background ("B has a different
  // toxicity profile"), not its harms.
  const design = body.findIndex((s) => s.role === "methods");
  const own = results.filter((s) => s.label || design < 0 || body.indexOf(s) > design);
  const from = results[0] ? Math.max(body.indexOf(results[0]), design) : body.length;
  const uncued = body.filter((s, i) => i > from && !s.label && s.role === "other");
  // The primary result's own sentence is the efficacy finding: another harms sentence comes first, so the benefit is
  // not shown as a harm; it stands only when the abstract reports harms nowhere else (a trial of toxicity itself).
  const notPrimary = (pool: SourceSentence[]) => pool.filter((s) => !primaryResult || s.text !== primaryResult);
  for (const keep of [notPrimary, (pool: SourceSentence[]) => pool])
    for (const [pool, closing] of [
      [own, false],
      [uncued, false],
      [conclusion, true],
    ] as const) {
      const kept = keep(pool);
      const hit =
        kept.find((s) => harmful(s.text) && !(closing && asReason(s.text))) ??
        kept.find((s) => namesHarm(s.text, names)) ??
        (closing
          ? kept.find((s) => JUDGED_SAFE.test(s.text) && !PLANNED.test(s.text) && !AS_SAFE_AS.test(s.text))
          : undefined);
      if (hit) return { text: hit.text, evidence: [sentenceSpan(hit)] };
    }
  return null;
}
