import type { FactSheet } from "../../shared/fact-sheet";
import { isRetracted } from "../../shared/notices";
import type { SummaryResponse } from "../../shared/api/summary";
import type { Notice } from "../../shared/trial";
import { BUILTIN_VERSION, builtinSummaries } from "./fact-sheet/builtin-summaries";
import { findUnsupportedNumbers, readSourceNumbers } from "./number-check";
import { PROMPT_VERSION, type ModelSummary } from "./model";
import { fleschKincaidGrade } from "./readability";
import { hashTrialText, type StoredSummary } from "./summary-cache";
import type { SummarySubject } from "./summary-subject";

const common = (subject: SummarySubject, key: string, at: Date) => ({
  key,
  pmid: subject.pmid,
  origin: subject.origin,
  abstractHash: hashTrialText(subject.title, subject.abstract),
  generatedAt: at,
  lastReadAt: at,
  sourceText: { title: subject.title, abstract: subject.abstract },
});

/** The built-in summaries of a subject, with any number the source does not hold named as a warning. */
export function builtinRow(subject: SummarySubject, key: string, at: Date): StoredSummary {
  const text = builtinSummaries(subject);
  const source = readSourceNumbers(`${subject.title}\n${subject.abstract}`);
  const unsupported = [
    ...findUnsupportedNumbers(text.clinicianSummary, source),
    ...findUnsupportedNumbers(text.patientSummary, source),
  ];
  return {
    ...common(subject, key, at),
    source: "builtin",
    model: "builtin",
    promptVersion: BUILTIN_VERSION,
    clinicianSummary: text.clinicianSummary,
    patientSummary: text.patientSummary,
    readingGrade: fleschKincaidGrade(text.patientSummary),
    warnings: unsupported.map((n) => `The number "${n}" does not appear in the abstract.`),
    facts: text.facts,
    sentences: text.sentences,
  };
}

export function modelRow(subject: SummarySubject, key: string, answer: ModelSummary, at: Date): StoredSummary {
  return {
    ...common(subject, key, at),
    source: answer.api,
    model: answer.model,
    promptVersion: PROMPT_VERSION,
    clinicianSummary: answer.clinicianSummary,
    patientSummary: answer.patientSummary,
    readingGrade: answer.readingGrade,
    warnings: answer.warnings,
    facts: answer.facts,
    sentences: answer.sentences,
  };
}

// A summary stored before the paper was retracted still carries the flag: the notices are today's, the row is not.
const flagged = (facts: FactSheet, notices: Notice[] | undefined): FactSheet =>
  isRetracted(notices) && !facts.flags.includes("retracted")
    ? { ...facts, flags: [...facts.flags, "retracted"] }
    : facts;

/** `notices`: those of the record summarised, as it stands now. */
export const toResponse = (row: StoredSummary, modelStatus?: string, notices?: Notice[]): SummaryResponse => ({
  clinicianSummary: row.clinicianSummary,
  patientSummary: row.patientSummary,
  source: row.source,
  model: row.model,
  readingGrade: row.readingGrade,
  generatedAt: row.generatedAt.toISOString(),
  warnings: row.warnings,
  origin: row.origin,
  ...(modelStatus ? { modelStatus } : {}),
  ...(row.facts ? { facts: flagged(row.facts, notices) } : {}),
  ...(row.sentences ? { sentences: row.sentences } : {}),
  ...(row.sourceText ? { sourceText: row.sourceText } : {}),
  ...(notices?.length ? { notices } : {}),
});
