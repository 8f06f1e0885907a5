import type { FactSheet, SummarySentences } from "../../../shared/fact-sheet";
import { extractFactSheet } from "./extract/extract-fact-sheet";
import { verifyFactSheet } from "./verify";
import { joinClinician, joinPatient, writeSummaries } from "./write/write-summaries";

/** Part of the summary cache key: bump it when the output for the same abstract changes. */
export const BUILTIN_VERSION = "builtin-2";

export type BuiltinSubject = {
  title: string;
  abstract: string;
  abstractSections?: { label: string; text: string }[];
  publicationTypes?: string[];
  cancerType?: string;
};

export type BuiltinSummaries = { facts: FactSheet; sentences: SummarySentences; clinicianSummary: string; patientSummary: string };

/**
 * What every install without a model shows: the abstract read into a fact sheet, the sheet checked like any other
 * (a model's included), and both summaries written from the checked sheet alone.
 */
export function builtinSummaries(subject: BuiltinSubject): BuiltinSummaries {
  const source = { title: subject.title, abstract: subject.abstract };
  const read = extractFactSheet({
    ...source,
    ...(subject.abstractSections?.length ? { sections: subject.abstractSections } : {}),
    ...(subject.publicationTypes ? { publicationTypes: subject.publicationTypes } : {}),
  });
  const { sheet } = verifyFactSheet(read, source);
  const sentences = writeSummaries(sheet, source, subject.cancerType ? { cancerType: subject.cancerType } : undefined);
  return { facts: sheet, sentences, clinicianSummary: joinClinician(sentences.clinician), patientSummary: joinPatient(sentences.patient) };
}
