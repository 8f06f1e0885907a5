import { z } from "zod";

/**
 * The two summaries of one trial, as the model must answer them. The same schema is sent to
 * Ollama as `format` and checks the answer, so the model is held to what the code accepts.
 */
export const summariesSchema = z.object({
  clinicianSummary: z
    .string()
    .trim()
    .min(40, { message: "the clinician summary is too short" })
    .describe("Summary for clinicians: design, population and N, arms, primary endpoint with the numbers as reported, key secondary results and toxicity, limitations."),
  patientSummary: z
    .string()
    .trim()
    .min(40, { message: "the patient summary is too short" })
    .describe("Summary for patients in plain words and short sentences, ending with a reminder to talk with their care team."),
});
export type Summaries = z.infer<typeof summariesSchema>;

/** JSON Schema for Ollama's `format` (structured output). */
export const summariesJsonSchema = z.toJSONSchema(summariesSchema);
