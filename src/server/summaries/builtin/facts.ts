import { findArms, findSingleTreatment, type Arm } from "./arms";
import { plainCancer, plainStage } from "./cancer-names";
import { readDesign, type Design } from "./design";
import {
  directionOf,
  findConclusion,
  findHarms,
  findPrimaryEndpoint,
  findPrimaryResult,
  findRegistration,
  findSecondaryResult,
  kindOf,
  resultSentences,
  type Direction,
  type EndpointKind,
} from "./endpoints";
import { findEnrolment, findGroupSizes, populationSentence, type Enrolment } from "./participants";
import { abstractSentences, type Sentence } from "./sections";

export type BuiltinInput = {
  title: string;
  abstract: string;
  authors: string[];
  journal: string;
  publicationDate: string;
  abstractSections?: { label: string; text: string }[];
  publicationTypes?: string[];
  cancerType?: string;
};

export type Facts = {
  title: string;
  journal: string;
  sentences: Sentence[];
  design: Design;
  enrolment?: Enrolment;
  /** Per-arm numbers when the abstract gives no total. */
  groupSizes: string[];
  population?: string;
  arms: Arm[];
  singleTreatment?: string;
  primaryEndpoint?: string;
  primaryKind: EndpointKind;
  primaryResult?: string;
  secondaryResult?: string;
  harms?: string;
  conclusion: string[];
  direction: Direction;
  registration?: string;
  cancer: string;
  stage?: string;
  /** About symptoms or care (sickness, pain...): "response" there is not the tumour shrinking. */
  supportiveCare: boolean;
};

// Tags never reach the output; a trailing copyright line is not part of the findings.
const text = (s: string) => s.replace(/<[^>]*>/g, "").replace(/\s*(?:©|\(c\)|copyright\b)[^\n]*$/gim, "").replace(/[\u2010\u2011]/g, "-").replace(/[ \t]+/g, " ").trim();

/** Everything the two summaries say, read once from the title and abstract. */
export function readFacts(input: BuiltinInput): Facts {
  const title = text(input.title);
  const abstract = text(input.abstract);
  const sections = input.abstractSections?.map((s) => ({ label: text(s.label), text: text(s.text) }));
  const sentences = abstractSentences(abstract, sections);
  const methods = sentences.filter((s) => s.role === "methods" || s.role === "objective").map((s) => s.text).join(" ");
  const results = resultSentences(sentences);
  const whole = `${title}\n${abstract}`;
  const design = readDesign(title, methods || abstract, whole, input.publicationTypes, results.length > 0);
  const enrolment = findEnrolment(sentences, design.protocol);
  const arms = design.singleArm ? [] : findArms(title, sentences);
  const primaryEndpoint = findPrimaryEndpoint(sentences);
  const primaryResult = findPrimaryResult(results, primaryEndpoint);
  const harms = findHarms(results, sentences);
  const conclusion = findConclusion(sentences);
  const population = populationSentence(sentences, enrolment);
  const stage = plainStage(`${title} ${population ?? methods}`);
  // A randomised trial without named arms is not described by one of its treatments.
  const single = arms.length === 0 && design.randomised !== true ? findSingleTreatment(title, sentences) : undefined;
  const registration = findRegistration(whole);
  const secondaryResult = findSecondaryResult(results, primaryResult, harms);
  return {
    title,
    journal: text(input.journal),
    sentences,
    design,
    arms,
    groupSizes: enrolment ? [] : findGroupSizes(sentences),
    primaryKind: kindOf(primaryEndpoint ?? primaryResult ?? ""),
    conclusion,
    direction: directionOf(conclusion, primaryResult),
    cancer: plainCancer(input.cancerType, title, abstract),
    supportiveCare: /emesis|emetic|vomiting|nausea|\bpain\b|mucositis|delirium|anxiety|depression|fatigue|dyspn/i.test(whole),
    ...(enrolment ? { enrolment } : {}),
    ...(population ? { population } : {}),
    ...(single ? { singleTreatment: single } : {}),
    ...(primaryEndpoint ? { primaryEndpoint } : {}),
    ...(primaryResult ? { primaryResult } : {}),
    ...(secondaryResult ? { secondaryResult } : {}),
    ...(harms ? { harms } : {}),
    ...(registration ? { registration } : {}),
    ...(stage ? { stage } : {}),
  };
}
