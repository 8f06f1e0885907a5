import { createFence, DATA_RULE } from "./fence";
import type { SummaryInput } from "./types";

/** Part of the cache key: bump it whenever a prompt or an answer schema changes. */
export const PROMPT_VERSION = "2026-11-24.2";

/** Step 1: read the abstract into a fact sheet, every fact with verbatim quotes. */
export const SHEET_SYSTEM_PROMPT = `You read published cancer clinical trial abstracts for Trial Lens and write one careful fact sheet of each, as a clinician-methodologist would, from the title and abstract alone.

${DATA_RULE}

Answer with one JSON object in the schema you are given. For every fact, "quotes" are short passages copied character for character from the abstract (or the title): the server looks each one up, and a fact whose quotes are not found, or whose numbers are not in its quotes, is thrown away.
- studyType: "randomised-trial" only if it reports results of groups formed at random; "protocol" if it plans a trial and gives no results; "secondary-analysis" for a biomarker, cost, subgroup or follow-up analysis of a trial; "non-randomised-trial" for single-arm or other trials without random allocation; "observational" for cohort, registry, database or case-control studies; "review"; else "other". Data "randomly split into training and validation sets" is not random allocation.
- randomised: true only if the abstract says people were allocated at random; null if it does not say.
- participants.randomised: how many were randomised (numbers written in words count: "Sixty-nine" is 69); quote the words that give it; null if not stated.
- arms: each compared group with role "intervention" or "control" (placebo, usual care, standard therapy, observation, "alone"); the name in the abstract's own words, and quotes that contain that name.
- primaryEndpoint: the outcome the abstract calls primary (stated true), or the one its design centres on (stated false).
- primaryResult: direction judged from the statistics of the primary comparison, not from the conclusion: p < 0.05, or a confidence interval of a ratio excluding 1 (of a difference excluding 0), is significant; "favours-intervention" or "favours-control" only then; "no-significant-difference" when it is not significant; "non-inferior" only when the abstract states a non-inferiority or equivalence aim or margin; "not-reported" when no result of the primary comparison is given; "not-applicable" when there is no comparison. The quotes must hold the p value, interval or words of significance. effects: each measure (HR, OR, difference, median...) with value, ci and p exactly as written. byArm: the primary result's figure for each group, arm being the index into arms, quoted where the figure stands next to that group's name.
- harms: what the abstract says about adverse events or toxicity; conclusion: the authors' conclusion, positive true if it favours the intervention.
- registrations: registry ids (NCT..., ISRCTN..., ACTRN..., UMIN..., ChiCTR..., EudraCT numbers) as written, without spaces.
Use null (or "not-reported") where the abstract is silent. Never guess, never compute new numbers.`;

/** The trial as the model sees it, fenced as data. */
export function buildSheetPrompt(input: SummaryInput): string {
  const title = input.title.trim() || "(no title)";
  const abstract = input.abstract.trim();
  const fence = createFence([title, abstract, input.journal, input.publicationDate]);
  // The pmid is digits (validated); journal and date come from outside, so they are fenced like the rest.
  const header = `PMID ${input.pmid}.`;
  const citation = `${input.journal}, ${input.publicationDate}`.replace(/\s+/g, " ");
  const data = [fence.wrap("CITATION", citation), fence.wrap("TITLE", title), fence.wrap("ABSTRACT", abstract)].join(
    "\n",
  );
  if (!abstract) {
    return `${header}\n${data}\n\nNo abstract was published for this trial. Fill the fact sheet from the title alone: everything the title does not say is null or "not-reported".`;
  }
  return `${header}\n${data}\n\nWrite the fact sheet of this trial as JSON.`;
}

/** Step 1's one repair turn: every check that failed, in the checker's words. */
export function buildSheetRepairPrompt(problems: string[]): string {
  return `Some facts of your fact sheet failed the server's checks and would be thrown away:
${problems.map((p) => `- ${p}`).join("\n")}
Please revise: copy every quote character for character from the abstract, make sure each fact's numbers appear in its own quotes, and set a direction only when the quoted statistics support it (otherwise "not-reported"). Keep every fact that was right. Answer with the full JSON fact sheet again.`;
}
