import { z } from "./zod";

/**
 * The fact sheet: one verified reading of a trial's title and abstract, behind both summaries.
 * Every span is a pair of JS string offsets into the text the server summarised, so a reader can see the words
 * each fact and sentence rests on.
 */
export const spanSchema = z.object({
  /** Default "abstract". */
  field: z.enum(["title", "abstract"]).optional(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type Span = z.infer<typeof spanSchema>;

export const factSchema = z.object({ text: z.string(), evidence: z.array(spanSchema) });
export type Fact = z.infer<typeof factSchema>;

export const STUDY_TYPES = [
  "randomised-trial",
  "protocol",
  "secondary-analysis",
  "non-randomised-trial",
  "observational",
  "review",
  "other",
] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

export const DIRECTIONS = [
  "favours-intervention",
  "favours-control",
  "no-significant-difference",
  "non-inferior",
  "not-reported",
  "not-applicable",
] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const PHASES = ["1", "2", "3", "4", "1/2", "2/3"] as const;

export const FLAGS = ["spin", "not-randomised", "protocol", "small", "primary-not-met", "retracted"] as const;
export type Flag = (typeof FLAGS)[number];

export const effectSchema = z.object({
  /** "HR", "OR", "RR", "difference", "median", "rate" and so on, as the abstract names it. */
  measure: z.string(),
  value: z.string(),
  ci: z.string().optional(),
  p: z.string().optional(),
});
export type Effect = z.infer<typeof effectSchema>;

export const armSchema = z.object({
  role: z.enum(["intervention", "control"]),
  name: z.string(),
  evidence: z.array(spanSchema),
});
export type ArmFact = z.infer<typeof armSchema>;

export const factSheetSchema = z.object({
  studyType: z.enum(STUDY_TYPES),
  /** True only if the abstract says allocation was random; null when it does not say. */
  randomised: z.boolean().nullable(),
  phase: z.enum(PHASES).nullable(),
  population: factSchema.nullable(),
  participants: z.object({ randomised: z.number().int().min(0).nullable(), evidence: z.array(spanSchema) }),
  arms: z.array(armSchema),
  /** stated: the abstract calls it primary. */
  primaryEndpoint: factSchema.extend({ stated: z.boolean() }).nullable(),
  primaryResult: z.object({
    direction: z.enum(DIRECTIONS),
    text: z.string().nullable(),
    evidence: z.array(spanSchema),
    effects: z.array(effectSchema),
    /**
     * The primary result's figure for each group, so no number is shown without its group
     * ("median PFS 48 months with interferon, 17 months with chemotherapy alone"). `arm` is an index into `arms`.
     */
    byArm: z
      .array(
        z.object({
          arm: z.number().int().min(0),
          measure: z.string(),
          value: z.string(),
          evidence: z.array(spanSchema),
        }),
      )
      .optional(),
  }),
  harms: factSchema.nullable(),
  conclusion: factSchema.extend({ positive: z.boolean().nullable() }).nullable(),
  flags: z.array(z.enum(FLAGS)),
  /** NCT01234567, ISRCTN..., ACTRN..., as written without spaces. */
  registrations: z.array(z.string()),
  /** Facts the server could not verify and dropped, in words ("the number randomised"). */
  unclear: z.array(z.string()).optional(),
});
export type FactSheet = z.infer<typeof factSheetSchema>;

export const summarySentenceSchema = z.object({
  text: z.string(),
  evidence: z.array(spanSchema),
  /** A fixed explanatory sentence that states no fact of this trial. */
  general: z.literal(true).optional(),
});
export type SummarySentence = z.infer<typeof summarySentenceSchema>;

export const summarySentencesSchema = z.object({
  clinician: z.array(summarySentenceSchema),
  patient: z.array(summarySentenceSchema),
});
export type SummarySentences = z.infer<typeof summarySentencesSchema>;

/** The text a span points into. */
export type SourceText = { title: string; abstract: string };

export const spanText = (source: SourceText, span: Span) =>
  (span.field === "title" ? source.title : source.abstract).slice(span.start, span.end);

/** A sheet that states nothing: what a reading starts from, and what stands for a reading that failed. */
export const emptyFactSheet = (over: Partial<FactSheet> = {}): FactSheet => ({
  studyType: "other",
  randomised: null,
  phase: null,
  population: null,
  participants: { randomised: null, evidence: [] },
  arms: [],
  primaryEndpoint: null,
  primaryResult: { direction: "not-reported", text: null, evidence: [], effects: [] },
  harms: null,
  conclusion: null,
  flags: [],
  registrations: [],
  ...over,
});
