import type { FactSheet, SummarySentences } from "../../../shared/fact-sheet";
import { isRetracted } from "../../../shared/notices";
import type { Notice } from "../../../shared/trial";
import { extractFactSheet } from "./extract/extract-fact-sheet";
import { verifyFactSheet } from "./verify";
import { joinClinician, joinPatient, writeSummaries } from "./write/write-summaries";

/** Part of the summary cache key: bump it when the output for the same abstract changes. */
export const BUILTIN_VERSION = "builtin-28";

export type BuiltinSubject = {
  title: string;
  abstract: string;
  abstractSections?: { label: string; text: string }[];
  publicationTypes?: string[];
  cancerType?: string;
  /** PubMed's notices on the record: a retracted paper's sheet is flagged and its summaries say so. */
  notices?: Notice[];
};

export type BuiltinSummaries = {
  facts: FactSheet;
  sentences: SummarySentences;
  clinicianSummary: string;
  patientSummary: string;
};

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
  const { sheet } = verifyFactSheet(read, source, { retracted: isRetracted(subject.notices) });
  const written = writeSummaries(sheet, source, subject.cancerType ? { cancerType: subject.cancerType } : undefined);
  const sentences = source.abstract.trim() ? written : titleOnly(written);
  return {
    facts: sheet,
    sentences,
    clinicianSummary: joinClinician(sentences.clinician),
    patientSummary: joinPatient(sentences.patient),
  };
}

const general = (text: string) => ({ text, evidence: [], general: true as const });

/** A record without an abstract: what the title tells, said to be only that. */
function titleOnly(written: SummarySentences): SummarySentences {
  return {
    clinician: [
      general("No abstract was published for this record; the lines below are read from the title alone."),
      ...written.clinician,
      general("Results and harms are not known from this record: read the full article before drawing conclusions."),
    ],
    patient: [
      general("This record has a title but no abstract, so there is no summary of its results here."),
      ...written.patient.filter((s) => !s.general),
      general(
        "The full article may have more details. If you have questions about this study or your own care, talk with your care team.",
      ),
    ],
  };
}
