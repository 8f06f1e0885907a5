import { findUnsupportedNumbers } from "../number-check";
import { fleschKincaidGrade } from "../readability";
import type { Summaries } from "../summary-schema";
import type { RepairRequest } from "./prompts";
import type { SummaryInput } from "./types";

export const TARGET_GRADE = 8;

export type Review = {
  unsupported: { clinician: string[]; patient: string[] };
  /** Patient summary's Flesch-Kincaid grade, one decimal. */
  grade: number;
};

export function reviewAnswer(answer: Summaries, input: SummaryInput): Review {
  const source = `${input.title}\n${input.abstract}`;
  return {
    unsupported: {
      clinician: findUnsupportedNumbers(answer.clinicianSummary, source),
      patient: findUnsupportedNumbers(answer.patientSummary, source),
    },
    grade: Math.round(fleschKincaidGrade(answer.patientSummary) * 10) / 10,
  };
}

const unsupportedCount = (r: Review) => r.unsupported.clinician.length + r.unsupported.patient.length;

export const hasNumberIssue = (r: Review) => unsupportedCount(r) > 0;
export const hasGradeIssue = (r: Review) => r.grade > TARGET_GRADE;

/** Lower is better: an invented number weighs more than any reading grade. */
export function reviewCost(r: Review): number {
  return unsupportedCount(r) * 1000 + Math.max(0, r.grade - TARGET_GRADE);
}

/** The fixes to ask for, leaving out kinds already asked once. */
export function repairFor(r: Review, alreadyAsked: { numbers: boolean; grade: boolean }): RepairRequest | undefined {
  const request: RepairRequest = {};
  if (hasNumberIssue(r) && !alreadyAsked.numbers) request.unsupported = r.unsupported;
  if (hasGradeIssue(r) && !alreadyAsked.grade) request.patientGrade = r.grade;
  return request.unsupported || request.patientGrade !== undefined ? request : undefined;
}

export function reviewWarnings(r: Review): string[] {
  const warnings = [
    ...r.unsupported.clinician.map((n) => `Clinician summary: the number "${n}" does not appear in the abstract.`),
    ...r.unsupported.patient.map((n) => `Patient summary: the number "${n}" does not appear in the abstract.`),
  ];
  if (hasGradeIssue(r)) {
    warnings.push(`Patient summary reads at grade ${r.grade.toFixed(1)}; the target is ${TARGET_GRADE} or below.`);
  }
  return warnings;
}
