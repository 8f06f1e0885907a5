import { createFence, DATA_RULE } from "./fence";

/** Step 2: write both summaries from the verified facts alone, each sentence citing the facts it states. */
export const SUMMARY_SYSTEM_PROMPT = `You write two summaries of a published cancer clinical trial for Trial Lens, from a fact sheet that the server has checked against the paper. You do not see the paper: use only the facts you are given.

${DATA_RULE}

Answer with one JSON object: {"clinician": [sentences], "patient": [sentences]}, each sentence {"text": "...", "facts": ["F1", ...], "general": false}.
- Every sentence states only facts from the sheet and lists, in "facts", the id of each fact it states. Copy numbers exactly as they appear in the cited facts' source words; never round, convert or compute new numbers.
- A sentence that states no fact of this trial (explaining a word, "This is one study.", "Talk with your care team about what this means for you.") has "facts": [] and "general": true, and holds no numbers.
- Where the sheet lists something as unclear, say it could not be read with confidence from the abstract (a general sentence; the abstract may state it); never fill the gap.
- flags: "spin" means the authors' conclusion goes beyond the primary result; "primary-not-met", the primary endpoint was not met; "not-randomised", "protocol" (no results yet) and "small" (fewer than 100 randomised) say what the study is. Say so where they apply.
- Inform; never advise. Do not recommend or judge a treatment for anyone. If a flag says the conclusion goes beyond the primary result, do not repeat the conclusion as a finding.

clinician: for oncologists, 5 to 10 sentences: design, who took part and how many, the arms, the primary endpoint and its result with the figures (hazard ratio, 95% CI, p value, medians, rates) for each group, harms, and limits.
patient: for patients and families, 6 to 12 short sentences (under 15 words each) at a school grade of 8 or lower: who took part, what was compared, what happened in each group with the sheet's own numbers said in words ("31%, close to a third of people"), side effects if given, that this is one study, and to talk with their care team. Explain any medical word you must use.`;

export type FactsPayload = { facts: unknown[]; unclear: string[]; flags: string[]; abstractPublished: boolean };

/** The verified facts as the model sees them: JSON fenced as data, since its quotes come from the paper. */
export function buildSummaryPrompt(payload: FactsPayload): string {
  const json = JSON.stringify(payload, null, 1);
  const fence = createFence([json]);
  const none = payload.abstractPublished
    ? ""
    : "\nNo abstract was published for this trial: say so plainly in both summaries, in general sentences.";
  return `The checked fact sheet of this trial:\n${fence.wrap("FACTS", json)}${none}\n\nWrite the two summaries as JSON, each sentence citing its facts.`;
}

export type SentenceProblem = { summary: "clinician" | "patient"; index: number; message: string };

/** Step 2's one repair turn: each failing sentence by its place, and the patient grade when too high. */
export function buildSummaryRepairPrompt(problems: SentenceProblem[], patientGrade: number | undefined): string {
  const asks = problems.map((p) => `- ${p.summary} sentence ${p.index + 1}: ${p.message}.`);
  if (patientGrade !== undefined) {
    asks.push(
      `- The patient summary reads at school grade ${patientGrade.toFixed(1)}; it must be grade 8 or lower. Use shorter sentences (under 15 words) and everyday words of one or two syllables; explain any medical term in simple words. Keep the same facts and numbers.`,
    );
  }
  return `Please revise your answer. Keep everything that was right and fix only this:
${asks.join("\n")}
Remove a number that is not in the cited facts' source words, or cite the fact that has it. Answer with the full JSON object again: {"clinician": [...], "patient": [...]}.`;
}
