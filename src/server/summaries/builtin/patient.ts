import type { Facts } from "./facts";
import { firstOutcome, kindOf, type EndpointKind } from "./endpoints";
import { easyShare, figuresOf, labelledPair, type Figure, type Figures } from "./figures";
import { designSentences, endpointSentence, ENDPOINT_WORDS, GLOSSARY, phaseSentences } from "./glossary";
import { plainNoun } from "./participants";
import { harmsSentences, meaningSentences, directionSentence } from "./patient-findings";

const CLOSING = "If you have questions about this study or your own care, talk with your care team.";

const spelled = (count: string) => (/^\d/.test(count) ? count : count.toLowerCase());
// "control" or "intervention" alone reads as a group, not a treatment.
const GROUP_WORD = /^(?:control|intervention|experimental|standard|conventional|usual care|observation)$/i;
export const armLabel = (name: string) => (GROUP_WORD.test(name) ? `the ${name.toLowerCase()} group` : name);
const withArm = (f: Figure) => (f.arm?.startsWith("the ") || GROUP_WORD.test(f.arm ?? "") ? `In ${armLabel(f.arm!)}` : `With ${f.arm}`);

function whatWasTested(f: Facts): string[] {
  const who = `people with ${f.cancer}${f.stage ? ` ${f.stage}` : ""}`;
  const out = [`This study looked at ${who}.`];
  if (f.arms.length >= 2) {
    // The treatment under test goes first: "erlotinib with a placebo", not the other way round.
    const [a, b] = /placebo/i.test(f.arms[0]!.name) ? [f.arms[1]!, f.arms[0]!] : [f.arms[0]!, f.arms[1]!];
    const versus = /^(?:matched |matching |oral |a )?placebo$/i.test(b.name) ? "a placebo" : armLabel(b.name);
    out.push(`It compared ${armLabel(a.name)} with ${versus}.`);
  } else if (f.singleTreatment) out.push(`It tested ${f.singleTreatment}.`);
  if (f.design.placebo) out.push(GLOSSARY.placebo);
  const all = `${f.arms.map((a) => a.name).join(" ")} ${f.singleTreatment ?? ""}`;
  if (/chemo/i.test(all)) out.push(GLOSSARY.chemotherapy);
  if (/radio|radiation/i.test(all)) out.push(GLOSSARY.radiotherapy);
  return out;
}

function whoTookPart(f: Facts): string[] {
  const [a, b] = f.groupSizes;
  if (!f.enrolment && a && b) return a === b ? [`Each group had ${a} people.`] : [`One group had ${a} people and the other had ${b}.`];
  if (!f.enrolment) return ["The abstract does not say how many people took part."];
  const noun = plainNoun(f.enrolment.noun);
  const count = spelled(f.enrolment.count);
  return [f.enrolment.verb === "planned" ? `The plan is for ${count} ${noun} to take part.` : `In all, ${count} ${noun} took part.`];
}


function timeSentences(fig: Figures, kind: EndpointKind): string[] {
  const what = ENDPOINT_WORDS[kind].time;
  const [a, b] = fig.times;
  if (!a || !fig.unit || what === "time") return [];
  if (b && labelledPair(fig.times)) return [`${withArm(a)}, the median ${what} was ${a.raw} ${fig.unit}.`, `${withArm(b)}, it was ${b.raw} ${fig.unit}.`];
  if (b) return [`The median ${what} was ${a.raw} ${fig.unit} in one group and ${b.raw} ${fig.unit} in the other.`];
  return [`The median ${what} was ${a.raw} ${fig.unit}.`];
}

function shareSentences(fig: Figures, kind: EndpointKind): string[] {
  const share = ENDPOINT_WORDS[kind].share;
  const [a, b] = fig.percents;
  // A share of people alive means little without the time it was measured at.
  if (!a || (/alive/.test(share) && !fig.timepoint)) return [];
  const when = /alive/.test(share) ? ` after ${fig.timepoint}` : "";
  const easy = (p: Figure) => (easyShare(p.value) ? ` That is ${easyShare(p.value)} people.` : "");
  if (b && labelledPair(fig.percents)) {
    return [`${withArm(a)}, ${a.raw}% ${share}${when}.${easy(a)}`, `${withArm(b)}, it was ${b.raw}%.${easy(b)}`];
  }
  if (b) return [`In one group, ${a.raw}% ${share}${when}.${easy(a)}`, `In the other group, it was ${b.raw}%.${easy(b)}`];
  return [`Overall, ${a.raw}% ${share}${when}.${easy(a)}`];
}

/** Plain sentences for the numbers in one result sentence, when what they measure is clear. */
function resultInWords(sentence: string | undefined, f: Facts): string[] {
  if (!sentence) return [];
  const { kind, text } = firstOutcome(sentence);
  // Only clear treatment outcomes have a plain meaning we can state from a number; others are left to the care team.
  if (!["os", "pfs", "dfs", "response", "pcr"].includes(kind) || (f.supportiveCare && kind === "response")) return [];
  const fig = figuresOf(text, f.arms);
  const times = timeSentences(fig, kind);
  // One entry, so the number never stays without its explanation when extras are cut.
  const hazard = fig.hazardRatio && ["os", "pfs", "dfs"].includes(kind) ? [`The hazard ratio was ${fig.hazardRatio}. ${GLOSSARY.hazardRatio}`] : [];
  return [...times, ...(times.length ? [] : shareSentences(fig, kind)), ...hazard];
}

function whatWasFound(f: Facts): string[] {
  if (f.design.protocol) return ["This report describes the plan for the trial. It does not give any results yet."];
  const out: string[] = [];
  const kind = f.primaryEndpoint ? kindOf(f.primaryEndpoint) : "other";
  const measure = f.supportiveCare && kind === "response" ? undefined : endpointSentence(kind);
  if (measure && f.primaryKind !== "toxicity") out.push(measure);
  const main = resultInWords(f.primaryResult, f);
  const more = f.secondaryResult && kindOf(f.secondaryResult) !== kindOf(f.primaryResult ?? "") ? resultInWords(f.secondaryResult, f) : [];
  out.push(...main, ...(main.length && more.length ? ["The study also found this."] : []), ...more);
  if ([...main, ...more].some((s) => s.includes("median"))) out.push(GLOSSARY.median);
  out.push(...directionSentence(f));
  if (main.length + more.length === 0) out.push("The abstract gives its results in terms that are hard to put simply. Your care team can explain them.");
  return out;
}

const MAX_WORDS = 200;
const words = (parts: string[]) => parts.join(" ").split(/\s+/).length;

/** Short template sentences filled from the facts, each plain word explained once, cut to length by dropping extras. */
export function patientSentences(f: Facts): string[] {
  const sentences = [
    ...whatWasTested(f),
    ...designSentences(f.design),
    ...phaseSentences(f.design),
    ...whoTookPart(f),
    ...whatWasFound(f),
    ...(f.design.protocol ? [] : harmsSentences(f)),
    ...meaningSentences(f),
    CLOSING,
  ];
  // Extras go first, in this order, while the summary is too long.
  const extras: ((s: string) => boolean)[] = [
    (s) => s.startsWith("The hazard ratio was"),
    (s) => phaseSentences(f.design).slice(1).includes(s),
    (s) => s === GLOSSARY.chemotherapy || s === GLOSSARY.radiotherapy,
    (s) => s === GLOSSARY.fair,
    (s) => s === "The study also found this." || s.startsWith("The abstract reports on side effects."),
  ];
  let kept = sentences;
  for (const isExtra of extras) {
    if (words(kept) <= MAX_WORDS) break;
    kept = kept.filter((s) => !isExtra(s));
  }
  return kept;
}
