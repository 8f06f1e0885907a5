import type { SummaryInput } from "./types";

/** Part of the cache key: bump it whenever a prompt or the answer schema changes. */
export const PROMPT_VERSION = "2026-11-22.1";

export const SYSTEM_PROMPT = `You summarise published cancer clinical trials for Trial Lens, a search tool used by clinicians and by patients.

Rules for both summaries:
- Use only the title and abstract you are given. Add no facts, drugs, numbers or results that are not in them. When the abstract does not report something, say it is not reported.
- Inform; never advise. Do not recommend or judge a treatment for anyone.
- Copy numbers exactly as the abstract writes them. Do not round, convert or compute new numbers.
- Answer with one JSON object and nothing else: {"clinicianSummary": "...", "patientSummary": "..."}.

clinicianSummary, for oncologists, about 100 to 180 words:
- design: randomised or not, phase, blinding or open-label;
- population: who was eligible and how many were enrolled or randomised;
- the arms compared;
- the primary endpoint and its result with the numbers as reported (hazard ratio, 95% CI, p value, medians, rates);
- key secondary results, and toxicity (grade 3 or higher adverse events);
- limitations (for example open-label design, early stop, surrogate endpoint, a single centre).

patientSummary, for patients and families, about 120 to 200 words:
- plain everyday words and short sentences (under 15 words each), at a school grade of 8 or lower;
- what was tested, who took part and how many, what was found and what it may mean;
- give the abstract's own numbers and say in words what they mean, such as "31%, close to a third of people" or "half of them lived longer than 14.2 months"; write no number the abstract does not have (not even "3 in 10");
- explain any medical term you must use (for example "randomised means chosen by chance");
- mention side effects if the abstract reports them, and say this is one study;
- end by reminding the reader to talk with their care team about what this means for them.`;

/** The trial as the model sees it; tags mark where the source text begins and ends. */
export function buildUserPrompt(input: SummaryInput): string {
  const title = input.title.trim() || "(no title)";
  const abstract = input.abstract.trim();
  const header = `PMID ${input.pmid}. ${input.journal}, ${input.publicationDate}.`;
  if (!abstract) {
    return `${header}
<title>${title}</title>
<abstract></abstract>

No abstract was published for this trial. In both summaries, say plainly that no abstract was published, and summarise only what the title tells. Do not guess the design, the results or the harms.`;
  }
  return `${header}
<title>${title}</title>
<abstract>${abstract}</abstract>

Write the two summaries of this trial as JSON.`;
}

export type RepairRequest = {
  /** Numbers the checker could not find in the abstract, per summary. */
  unsupported?: { clinician: string[]; patient: string[] };
  /** Flesch-Kincaid grade of the patient summary, when above the target. */
  patientGrade?: number;
};

/** One follow-up turn asking for every fix at once. */
export function buildRepairPrompt(request: RepairRequest): string {
  const asks: string[] = [];
  const { unsupported, patientGrade } = request;
  if (unsupported) {
    const named = [
      ...unsupported.clinician.map((n) => `"${n}" (clinician summary)`),
      ...unsupported.patient.map((n) => `"${n}" (patient summary)`),
    ];
    asks.push(
      `These numbers do not appear in the abstract: ${named.join(", ")}. Remove each one, or replace it with the number exactly as the abstract writes it.`,
    );
  }
  if (patientGrade !== undefined) {
    asks.push(
      `The patient summary reads at school grade ${patientGrade.toFixed(1)}; it must be grade 8 or lower. Use shorter sentences (under 15 words) and everyday words of one or two syllables; explain any medical term in simple words. Keep the same facts and numbers.`,
    );
  }
  return `Please revise your answer. Keep everything that was right and fix only this:
${asks.map((a) => `- ${a}`).join("\n")}
Answer with the full JSON object again: {"clinicianSummary": "...", "patientSummary": "..."}.`;
}
