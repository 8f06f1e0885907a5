import { z } from "zod";
import { DIRECTIONS, effectSchema, PHASES, STUDY_TYPES } from "../../../shared/fact-sheet";

/**
 * Step 1's answer: the fact sheet with verbatim quotes where the server's sheet has offsets. The same schema goes
 * to Ollama as `format` and reads the answer, so the model is held to what the code accepts.
 */
const quotes = z
  .array(z.string().max(600))
  .max(6)
  .describe("Short passages copied character for character from the abstract (or title) that state this fact");
const text = (max: number) => z.string().max(max);

export const quotedSheetSchema = z.object({
  studyType: z.enum(STUDY_TYPES),
  randomised: z.boolean().nullable().describe("true only if the abstract says people were allocated at random"),
  phase: z.enum(PHASES).nullable(),
  population: z.object({ text: text(300), quotes }).nullable(),
  participants: z.object({
    randomised: z.number().int().min(0).nullable().describe("How many were randomised"),
    quotes,
  }),
  arms: z.array(z.object({ role: z.enum(["intervention", "control"]), name: text(200), quotes })).max(6),
  primaryEndpoint: z.object({ text: text(300), stated: z.boolean(), quotes }).nullable(),
  primaryResult: z.object({
    direction: z.enum(DIRECTIONS),
    text: text(600).nullable(),
    quotes,
    effects: z.array(effectSchema).max(6),
    byArm: z
      .array(
        z.object({
          arm: z.number().int().min(0).describe("Index into arms"),
          measure: text(100),
          value: text(100),
          quotes,
        }),
      )
      .max(6),
  }),
  harms: z.object({ text: text(400), quotes }).nullable(),
  conclusion: z.object({ text: text(400), positive: z.boolean().nullable(), quotes }).nullable(),
  registrations: z.array(text(64)).max(5),
});
export type QuotedSheet = z.infer<typeof quotedSheetSchema>;

export const quotedSheetJsonSchema = z.toJSONSchema(quotedSheetSchema);

/**
 * Step 2's answer: each summary as sentences, each citing the ids of the facts it states ("F3"), or marked general
 * when it states no fact of this trial.
 */
const sentence = z.object({
  text: z.string().trim().min(1).max(500),
  facts: z.array(z.string().max(8)).max(10).describe('Ids of the facts this sentence states, such as "F3"'),
  general: z.boolean().describe("true only for a sentence that states no fact of this trial"),
});
export const sentencesAnswerSchema = z.object({
  clinician: z.array(sentence).min(1, { message: "the clinician summary has no sentences" }).max(24),
  patient: z.array(sentence).min(1, { message: "the patient summary has no sentences" }).max(24),
});
export type SentencesAnswer = z.infer<typeof sentencesAnswerSchema>;

export const sentencesAnswerJsonSchema = z.toJSONSchema(sentencesAnswerSchema);
