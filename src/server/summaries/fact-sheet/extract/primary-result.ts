import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { figuresByArm } from "./by-arm";
import { judgeDirection } from "./direction";
import { agreeingEffects, readEffects } from "./effects";
import { endpointMention, shortForms, STOP_WORDS } from "./endpoint-mentions";
import { firstOutcome, outcomeKinds } from "./outcomes";
import { comparesArms, type ArmWords } from "./polarity";
import { aimedPhrases } from "./primary-result-aim";
import { primaryEndpointMet } from "./primary-result-met";
import { armWords } from "./arm-word-sides";
import { initialsOf, survivalByDeath, withoutDurations } from "./primary-result-names";
import { baseCase, weakBest } from "./primary-result-firm";
import {
  aboutFactors,
  BETWEEN,
  peopleSetAgainst,
  FACTORIAL,
  SUBGROUP,
  TOLERANCE,
  WITHIN_ARM,
  withinOneGroup,
} from "./result-asides";
import { lengthLabels } from "./side-labels";
import {
  ALTERNATE_ANALYSIS,
  ENDPOINT_NAMED,
  hasComparison,
  hasStatistics,
  ITT,
  isNotResult,
  resultSentences,
} from "./result-sentences";
import { sentenceSpan } from "./spans";

export { resultSentences };
export { armWords };

type PrimaryResult = FactSheet["primaryResult"];

const OVERALL = /\boverall survival\b|\bOS\b/;
// "The difference was statistically significant (p = 0.03)": a sentence that finishes the one before it.
const FOLLOW_UP = /^(?:the|this|these) differences? [^.;]{0,40}?\b(?:was|were|is)\b/i;

const withLengths = (a: ArmWords, b: ArmWords): ArmWords => ({
  intervention: [...a.intervention, ...b.intervention],
  control: [...a.control, ...b.control],
});

/** The sentence that reports the primary endpoint's comparison, its effects and its direction. */
export function findPrimaryResult(
  sentences: SourceSentence[],
  endpoint: { text: string; stated: boolean } | null,
  nonInferiorityAim: boolean,
  arms: ArmFact[] = [],
): PrimaryResult {
  const results = resultSentences(sentences);
  const sides = withLengths(armWords(arms), lengthLabels(arms, sentences));
  // A prognostic factor sentence answers another question, unless the study is about a marker.
  const markerEndpoint =
    (endpoint !== null && /\b(?:predicti|prognos|correlat)/i.test(endpoint.text)) ||
    sentences.some((s) => s.field === "title" && /\b(?:bio)?markers?\b|\bprognos|\bpredict/i.test(s.text));
  const candidates = results.filter(
    (s) =>
      hasComparison(s.text) &&
      !isNotResult(s.text) &&
      (markerEndpoint || !aboutFactors(s.text, sides)) &&
      !peopleSetAgainst(s.text, sides),
  );
  // The first item of the endpoint ("symptom relief, side effects and survival") says whether harms are the question.
  const harmsEndpoint = endpoint !== null && TOLERANCE.test(endpoint.text.split(/,|;|\band\b/)[0] ?? "");
  const aside = (text: string) =>
    (!harmsEndpoint && TOLERANCE.test(text)) ||
    (WITHIN_ARM.test(text) && !BETWEEN.test(text)) ||
    withinOneGroup(text, sides);
  const named = endpoint ? endpointMention(endpoint.text) : undefined;
  // "surgical site infections" is "SSI" in the results: the endpoint's initials name it too.
  const initials = endpoint ? initialsOf(endpoint.text) : null;
  const byDeath = survivalByDeath(endpoint?.text ?? "");
  const bare = withoutDurations(endpoint?.text ?? "");
  const mentions = named && ((said: string) => [bare(said)].some((t) => named(t) || initials?.test(t) || byDeath(t)));
  // A listed endpoint ("symptom relief, side effects and survival") leads with its main outcome.
  const items = endpoint ? endpoint.text.split(/[,;]/) : [];
  const lead =
    items.length > 1
      ? items[0]!
          .toLowerCase()
          .split(/[^a-z0-9-]+/)
          .filter((w) => w.length >= 5 && !STOP_WORDS.has(w))
      : [];
  const leads = (text: string) => lead.some((w) => text.toLowerCase().includes(w));
  const onEndpoint = mentions ? candidates.filter((s) => mentions(s.text) || leads(s.text)) : [];
  // Decisive: figures or words of significance ("a survival difference was found" is less of a result than its p value).
  const decisive = (text: string) =>
    hasStatistics(text) ||
    /\b(?:significant(?:ly)?|tended to|trend(?:ed)? towards?|did not (?:significantly )?(?:differ|improve|reduce|increase|prolong|affect|change|alter)|no (?:statistically )?(?:significant )?(?:differences?|effects? (?:of|on))|without (?:any )?(?:statistically )?(?:significant )?differences?|similar|comparable|failed to (?:reveal|show|demonstrate|detect|find)|(?:revealed|showed|found) no)\b/i.test(
      text,
    );
  // A decisive sentence beats a vague one, and the whole trial beats a subgroup ("patients with dyspnoea had ...");
  // ties go to the sentence reported first.
  // A sentence naming the endpoint's own words ("pain") beats one naming only its kind ("symptoms").
  const own = endpoint
    ? endpoint.text
        .toLowerCase()
        .split(/[^a-z0-9-]+/)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
    : [];
  const forms = endpoint ? shortForms(endpoint.text) : [];
  const literal = (said: string, text = bare(said)) =>
    (own.length > 0 && own.some((w) => text.toLowerCase().includes(w))) ||
    forms.some((f) => f.test(text)) ||
    initials?.test(text) ||
    byDeath(text);
  // An estimate with its interval ("HR 1.47; 95% CI 1.16-1.87") reports the comparison more fully than a p value alone.
  const estimated = (text: string) => readEffects(text).some((e) => e.ci !== undefined);
  // "Survival" inside "progression-free survival" is not overall survival: a sentence on another outcome only ranks below.
  const endpointKinds = endpoint ? outcomeKinds(endpoint.text) : new Set<string>();
  const elsewhere = (text: string) => {
    if (endpointKinds.size === 0) return false;
    const said = outcomeKinds(text);
    if ((said.has("pfs") || said.has("dfs")) && !OVERALL.test(text)) said.delete("os");
    return said.size > 0 && ![...said].some((k) => endpointKinds.has(k));
  };
  // A predictive marker (not a prognostic one) is tested by its interaction with treatment, not by the benefit within one marker group.
  const predictive =
    endpoint !== null && /\bpredicti(?:ve|on)\b/i.test(endpoint.text) && !/\bprognos/i.test(endpoint.text);
  const interaction = (text: string) => predictive && /\binteraction\b/i.test(text) && hasStatistics(text);
  const aimed = aimedPhrases(sentences, endpoint);
  const onAim = (text: string) => aimed.some((p) => text.toLowerCase().includes(p));
  const score = (text: string) =>
    (ITT.test(text) ? 2 : 0) -
    (ALTERNATE_ANALYSIS.test(text) ? 4 : 0) +
    (onAim(text) ? 2 : 0) +
    (interaction(text) ? 2 : 0) +
    (decisive(text) ? 2 : 0) -
    (SUBGROUP.test(text) ? 2 : 0) +
    (literal(text) ? 2 : 0) +
    (estimated(text) ? 1 : 0) -
    (elsewhere(text) && !leads(text) ? 2 : 0) -
    (aside(text) ? 3 : 0) +
    (leads(text) ? 1 : 0);
  const best = onEndpoint.reduce<SourceSentence | undefined>(
    (top, s) => (!top || score(s.text) > score(top.text) ? s : top),
    undefined,
  );
  // A guessed endpoint found only in a subgroup sentence: the first whole-trial comparison is the better reading.
  const plain = (s: SourceSentence) => decisive(s.text) && !SUBGROUP.test(s.text) && !aside(s.text);
  const whole = endpoint?.stated
    ? undefined
    : (candidates.find(plain) ?? candidates.find((s) => decisive(s.text) && !SUBGROUP.test(s.text)));
  // A stated endpoint measured by a named instrument ("Trial Outcome Index" for quality of life): the one sentence
  // that sets the treatment groups against each other is its result, rather than none.
  const betweenGroups = candidates.filter(
    (s) => plain(s) && /\bbetween (?:the )?(?:two |treatment |study |randomi[sz]ed )?(?:groups|arms)\b/i.test(s.text),
  );
  // Or the one whole-trial test naming a short word of the endpoint ("quit rates ... p=0.04" for "quit rate").
  const stand = endpoint?.stated
    ? (betweenGroups[0] ?? candidates.find((s) => plain(s) && hasStatistics(s.text) && literal(s.text)))
    : undefined;
  const { vague, firmer } = weakBest(best, candidates.filter(plain), results, endpoint?.stated ?? false, decisive);
  // A null stated in words for the whole trial ("failed to reveal a benefit") or by intention to treat is the answer;
  // a later subgroup or per-adherence analysis with a p value is not, whichever names the endpoint.
  const randomisedAnswer = candidates.find(
    (s) => decisive(s.text) && !SUBGROUP.test(s.text) && !aside(s.text) && !ALTERNATE_ANALYSIS.test(s.text),
  );
  const displaced = best && (SUBGROUP.test(best.text) || ALTERNATE_ANALYSIS.test(best.text));
  // "No differences before and after treatment in any group" is no comparison: a tested sentence on the endpoint is.
  const tested = [...onEndpoint, ...candidates].find(
    (s) => plain(s) && hasStatistics(s.text) && !ALTERNATE_ANALYSIS.test(s.text),
  );
  const withinOnly = best && aside(best.text) && !hasStatistics(best.text) ? tested : undefined;
  const chosen =
    baseCase(results, arms.length) ??
    withinOnly ??
    vague ??
    firmer ??
    (displaced && randomisedAnswer ? randomisedAnswer : best && SUBGROUP.test(best.text) && whole ? whole : best) ??
    (endpoint?.stated ? stand : (candidates.find((s) => !aside(s.text)) ?? candidates[0]));
  const met = primaryEndpointMet(results);
  if (met) return met;
  if (!chosen) {
    // No test, but a sentence setting the arms side by side ("greater with A than with B"): quoted, with no direction.
    const describes = (s: SourceSentence) =>
      !isNotResult(s.text) && !withinOneGroup(s.text, sides) && !SUBGROUP.test(s.text) && comparesArms(s.text, sides);
    // "With X used as the end point, A was more effective than B": a comparison in words, wherever its cue words put it.
    // An aim ("The present study was undertaken to explore the differences in survival between A and B") asks, it
    // does not find.
    const body = sentences.filter(
      (s) => s.field === "abstract" && s.role !== "background" && s.role !== "registration" && s.role !== "objective",
    );
    const described =
      results.find(describes) ?? body.find((s) => !s.label && ENDPOINT_NAMED.test(s.text) && describes(s));
    const evidence = described ? [sentenceSpan(described)] : [];
    return {
      direction: "not-reported",
      text: described?.text ?? null,
      evidence,
      effects: [],
    };
  }
  const next = results[results.indexOf(chosen) + 1];
  // A factorial trial's result is one tested comparison per factor: the first two are quoted, no direction drawn.
  const factorial = sentences.some((s) => s.field === "abstract" && FACTORIAL.test(s.text));
  const factors = candidates.filter((s) => plain(s) && hasStatistics(s.text)).slice(0, 2);
  const parts =
    factorial && factors.length > 1
      ? factors
      : !hasStatistics(chosen.text) && next && FOLLOW_UP.test(next.text)
        ? [chosen, next]
        : [chosen];
  const text = parts.map((p) => p.text).join(" ");
  const effects = readEffects(text);
  // A change inside one group compares no arms, and a subgroup's result is not the trial's: neither sets a direction.
  // A subgroup's figures by arm would read as the whole trial's: the sentence is quoted instead.
  const byArm = SUBGROUP.test(text)
    ? []
    : (parts.map((p) => figuresByArm(p, arms)).find((list) => list.length > 0) ?? []);
  const direction =
    factorial || withinOneGroup(text, sides) || SUBGROUP.test(text)
      ? "not-reported"
      : judgeDirection({
          sentence: text,
          effects,
          nonInferiorityAim,
          endpoint: endpoint?.text ?? firstOutcome(text)?.words ?? "",
          arms: sides,
          figures: byArm.map((b) => ({ role: arms[b.arm]?.role, value: b.value })),
        });
  const shown = agreeingEffects(effects, direction);
  return {
    direction,
    text,
    evidence: parts.map(sentenceSpan),
    effects: shown.map(({ measure, value, ci, p }) => ({
      measure,
      value,
      ...(ci ? { ci } : {}),
      ...(p ? { p } : {}),
    })),
    ...(byArm.length > 0 ? { byArm } : {}),
  };
}
