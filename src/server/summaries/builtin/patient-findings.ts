import { BETTER, namesTreatmentOutcome } from "./endpoints";
import type { Facts } from "./facts";
import { easyShare, figuresOf, labelledPair } from "./figures";
import { GLOSSARY } from "./glossary";

/** The arm the authors' "improved" / "benefit" sentence is about: the arm-only word nearest before it. */
function favoured(f: Facts): string | undefined {
  for (const sentence of f.conclusion) {
    const at = sentence.search(BETTER);
    if (at < 0) continue;
    const before = sentence.slice(0, at).toLowerCase();
    let best: { name: string; at: number } | undefined;
    for (const arm of f.arms) {
      for (const key of arm.keys) {
        const pos = before.lastIndexOf(key);
        if (pos >= 0 && (!best || pos > best.at)) best = { name: arm.name, at: pos };
      }
    }
    if (best) return best.name;
  }
  return undefined;
}

export function directionSentence(f: Facts): string[] {
  const compared = f.arms.length >= 2 || f.design.randomised === true;
  if (f.direction === "no-difference") {
    return [compared ? "The researchers found no clear difference between the groups." : "The researchers did not find a clear benefit."];
  }
  if (f.direction !== "better") return [];
  if (f.design.singleArm || (f.design.randomised === false && f.arms.length < 2)) return ["The researchers found the results encouraging."];
  // Without named arms, only a randomised comparison of a treatment outcome; in a study of markers it would say too much.
  if (f.arms.length < 2) {
    return f.design.randomised && namesTreatmentOutcome(f.conclusion.join(" ")) ? ["The researchers found a difference between the groups."] : [];
  }
  const winner = favoured(f);
  return [winner ? `The researchers found better results with ${winner}.` : "The researchers found a difference between the groups."];
}

// Not "discontinuations due to AEs".
// Side effects in general, with the number right after them ("adverse events occurred in 31%"), not one named effect.
const GENERAL_HARMS = /^[^\d]*\b(?:adverse events?|toxicit(?:y|ies)|side[- ]effects?|complications?)\s*(?:were|was|occurred|developed|happened|were reported|were observed)?\s*(?:rates?|incidence)?\s*(?:of|in|at)?\s*[(:]?\s*\d/i;
const NOT_RATE_OF_HARM = /discontinu|interrupt|dose reduction|delay|withdr[ae]w|\bdeaths?\b|\bdied\b/i;

export function harmsSentences(f: Facts): string[] {
  const text = f.harms;
  if (!text) return ["The abstract does not give details about side effects."];
  const named = /adverse/i.test(text) ? [GLOSSARY.sideEffects] : [];
  const serious = /grade\s*(?:[3-5]|≥\s*3|>\s*2|iii|iv)|serious|severe/i.test(text) ? "Serious side effects" : "Side effects";
  const fig = figuresOf(text, f.arms);
  const [a, b] = fig.percents;
  // Numbers only when the sentence is about side effects in general, not one named effect.
  // "Grade 3 or worse adverse events" still names side effects first.
  const namedFirst = GENERAL_HARMS.test(text.replace(/\bgrades?\s*[≥>]?\s*\d(?:\s*(?:or|and|to|[-–/])\s*\d)?/gi, "grade"));
  if (a && b && namedFirst && !NOT_RATE_OF_HARM.test(text)) {
    const easy = easyShare(a.value) && easyShare(b.value) ? ` That is ${easyShare(a.value)} and ${easyShare(b.value)} people.` : "";
    const where = labelledPair(fig.percents) ? [`with ${a.arm}`, `with ${b.arm}`] : ["in one group", "in the other"];
    return [`${serious} happened in ${a.raw}% of people ${where[0]} and ${b.raw}% ${where[1]}.${easy}`, ...named];
  }
  if (/\bno (?:new |major |unexpected )?(?:safety (?:issues|concerns|signals)|serious (?:adverse|side)|severe)/i.test(text)) return ["The researchers did not find safety concerns.", ...named];
  if (/similar|comparable|no (?:significant |major )?differen|did not differ/i.test(text)) return ["Side effects were about the same in both groups.", ...named];
  if (/well[- ]tolerated|manageable|acceptable|tolerable|\bsafe\b|\bmild\b/i.test(text)) return ["The researchers said the side effects were manageable.", ...named];
  if (/more (?:frequent|common|often)|higher (?:incidence|rate)|increased/i.test(text)) return ["Some side effects were more common with one of the treatments.", ...named];
  return ["The abstract reports on side effects. Your care team can explain what they mean.", ...named];
}

export function meaningSentences(f: Facts): string[] {
  if (f.design.protocol) return ["The results will come later."];
  const out: string[] = [];
  if (f.direction === "better") out.push("This is one study. It may help guide care in the future, but it does not show what is best for any one person.");
  else if (f.direction === "no-difference") out.push("This does not prove the treatment can never help. It means this study did not show a clear benefit.");
  else out.push("This is one study, and it has limits.");
  if (f.design.pilot) out.push("Small studies like this need larger ones to check the results.");
  return out;
}
