import { armsByTrial } from "./arm-trials";
import type { FactSheet, Flag, SourceText, Span, SummarySentence } from "../../../../shared/fact-sheet";
import { armsByRole } from "./arms";
import type { Design } from "./design";
import { bare, general, spansOf, stated } from "./evidence";
import { locateExact } from "./locate";
import { alsoSignificantClinician } from "./also-significant";
import { countWords, type StatedCount, statedCount } from "./participants";
import { resultOnEndpoint } from "./on-endpoint";
import { byArmWords, directionWords, effectWords } from "./result-words";
import { winningArms } from "./winners";

/** The caveat line each flag earns, with the facts it rests on. */
function caveat(flag: Flag, sheet: FactSheet, design: Design, n: StatedCount | null): SummarySentence | null {
  const result = sheet.primaryResult;
  switch (flag) {
    case "not-randomised":
      // A sheet that reads random allocation (a paired design's order) is not told "not randomised": the design says it.
      if (sheet.randomised === true) return null;
      // "Randomly selected" and the like: random words that do not show random allocation, said as such.
      return stated(
        design.randomWords && sheet.studyType === "non-randomised-trial"
          ? "Random allocation not shown (the abstract's random words do not describe it)."
          : "Not a randomised trial.",
        design.evidence,
      );
    case "protocol":
      return stated("Protocol: no results yet.", design.evidence);
    case "primary-not-met":
      return result.evidence.length ? stated("Primary endpoint not met.", spansOf(result)) : null;
    case "spin":
      return stated("The authors' conclusion goes beyond the primary result.", spansOf(sheet.conclusion, result));
    case "retracted":
      return design.retracted.length ? stated("Retracted: the paper has been withdrawn.", design.retracted) : null;
    case "small":
      // The count itself, rather than a threshold the abstract never states.
      if (!sheet.participants.evidence.length) return null;
      if (sheet.studyType === "protocol")
        return stated(
          n === null ? "Small planned trial." : `Small planned trial (${countWords(n)}).`,
          spansOf(sheet.participants),
        );
      return stated(n === null ? "Small trial." : `Small trial (${countWords(n)}).`, spansOf(sheet.participants));
    default:
      return null;
  }
}

function participantsLine(sheet: FactSheet, n: StatedCount | null): SummarySentence | null {
  const withN = n !== null;
  const population = sheet.population ? bare(sheet.population.text) : "";
  if (!population && !withN) return null;
  // Said with the abstract's own verb: a protocol's number is a plan, an evaluable total is not the number randomised.
  const parts = [population, n ? countWords(n) : ""].filter(Boolean);
  return stated(`Participants: ${parts.join("; ")}.`, spansOf(sheet.population, withN ? sheet.participants : null));
}

function resultLine(sheet: FactSheet, source: SourceText, design: Design): SummarySentence | null {
  const result = sheet.primaryResult;
  if ((sheet.studyType === "protocol" || result.direction === "not-applicable") && !result.text) return null;
  const { tested, control } = armsByRole(sheet);
  // A non-randomised trial with a control group did compare groups, though without a test read here.
  const compared = result.direction === "not-applicable" && sheet.studyType === "non-randomised-trial" && design.groups;
  const read = compared ? { ...sheet, primaryResult: { ...result, direction: "not-reported" as const } } : sheet;
  // Of several tested arms, the one the result names as better; "an intervention arm" when it does not say which.
  const won = result.direction === "favours-intervention" ? winningArms(sheet, tested) : tested;
  const direction = directionWords(
    read,
    won ? won.map((a) => a.name).join(" / ") || undefined : "an intervention arm (see the result's words)",
    control?.name,
    source,
  );
  const figures = [...byArmWords(sheet), ...effectWords(result.effects, sheet, source)];
  const namesArms = ["favours-intervention", "favours-control", "non-inferior"].includes(result.direction);
  const evidence = spansOf(result, ...(result.byArm ?? []), ...(namesArms || result.byArm?.length ? sheet.arms : []));
  // Without a comparison of arms, bare figures lose what they measure ("OR 1.19" of what?): the sentence says it.
  // Several estimates of one measure (ITT, eligible, resected) are told apart only by the sentence's own words.
  const repeated = new Set(result.effects.map((e) => e.measure)).size < result.effects.length;
  // A guessed endpoint the result sentence never names: the reader is told the sentence may be about another outcome.
  const label = resultOnEndpoint(sheet) ? "Result" : "Result (the abstract's sentence may concern another outcome)";
  if (figures.length && !((result.direction === "not-applicable" || repeated) && result.text))
    return stated(`${label}: ${direction}; ${figures.join("; ")}.`, evidence);
  // No figures were read: the result's own sentence, quoted, lets the reader judge.
  if (result.text) return stated(`${label}: ${direction}. Reported as: "${bare(result.text)}."`, evidence);
  // Says only that this reader found no result, never that the abstract has none (it may word it in a way not read).
  return general("Result: no primary comparison identified (see the abstract).");
}

/** The clinician summary, one line per field, in the order of the fact-sheet table. */
export function clinicianSentences(sheet: FactSheet, source: SourceText, design: Design): SummarySentence[] {
  const out: (SummarySentence | null)[] = [];
  // A kind not named is withheld (the unclear line says so) rather than called "Study"; a phase read is still said.
  const words = design.unnamed ? design.words.replace(/^Study(?:, |$)/, "") : design.words;
  if (words) out.push(stated(`Design: ${words}.`, design.evidence));
  const n = statedCount(sheet, source);
  out.push(participantsLine(sheet, n));
  const { tested, control } = armsByRole(sheet);
  if (sheet.arms.length) {
    const names = tested.map((a) => a.name);
    const arms =
      armsByTrial(sheet) ??
      (control ? [names.join(" / "), control.name].filter(Boolean).join(" vs ") : names.join(" vs "));
    out.push(stated(`Arms: ${arms}.`, spansOf(...sheet.arms)));
  }
  const endpoint = sheet.primaryEndpoint;
  if (endpoint)
    out.push(
      stated(
        // A reading the abstract never calls primary is said as the inference it is (shown only from the objective).
        endpoint.stated
          ? `Primary endpoint: ${bare(endpoint.text)}.`
          : `Primary endpoint: not named as primary in the abstract; the objective centres on ${bare(endpoint.text)}.`,
        spansOf(endpoint),
      ),
    );
  out.push(resultLine(sheet, source, design), alsoSignificantClinician(sheet, source));
  // A verdict that is already the conclusion ("X is safe and effective") is shown once, as the conclusion.
  const harmsInConclusion = sheet.harms && sheet.conclusion?.text.includes(sheet.harms.text);
  if (sheet.harms && !harmsInConclusion) out.push(stated(`Harms: ${bare(sheet.harms.text)}.`, spansOf(sheet.harms)));
  // An abstract that ends on its result has no verdict of its own: that sentence is not shown again as a conclusion.
  const endsOnResult = sheet.conclusion && bare(sheet.conclusion.text) === bare(sheet.primaryResult.text ?? "");
  if (sheet.conclusion)
    out.push(
      stated(
        endsOnResult
          ? "Authors' conclusion: none stated beyond the result above."
          : `Authors' conclusion: ${bare(sheet.conclusion.text)}.`,
        spansOf(sheet.conclusion),
      ),
    );
  for (const flag of sheet.flags) out.push(caveat(flag, sheet, design, n));
  const registered = sheet.registrations.map((id) => locateExact(source, id)).filter((s): s is Span => s !== null);
  if (registered.length)
    out.push(
      stated(
        `Registration: ${registered.map((s) => source[s.field ?? "abstract"].slice(s.start, s.end)).join(", ")}.`,
        registered,
      ),
    );
  // An unclear item names what was not read with confidence: the reader's limit, not a claim that the abstract is vague
  // (readers of unseen abstracts called "the abstract is unclear about …" false where it was plain). General: no finding.
  for (const item of sheet.unclear ?? [])
    out.push(general(`Not read with confidence from the abstract: ${bare(item)}.`));
  return out.filter((s): s is SummarySentence => s !== null);
}
