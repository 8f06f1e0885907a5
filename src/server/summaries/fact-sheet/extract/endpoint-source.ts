import type { FactSheet } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";

// A sentence stating the study's own aim: "The aim was ...", "Our objective ...", "To compare ...", "to assess ...".
// One alternation behind a word boundary: linear in the sentence's length.
const AIM_CUE =
  /\b(?:aim(?:s|ed)?|objectives?|purposes?|goals?|we (?:assessed|evaluated|compared|tested|investigated|examined|studied|explored|sought)|to (?:compare|evaluate|assess|determine|investigate|examine|test|explore|study|measure|estimate|establish|demonstrate|define|identify))\b/i;

/**
 * Whether an endpoint the abstract never calls primary was read from its objective: a sentence under an objective
 * heading, or one with an aim cue outside the results and conclusion. Measured over dev and the pooled sets a–g,
 * such readings were wrong 10 times in 68; those from the title or a result sentence 33 in 145, so only these are shown.
 */
export function readFromAim(found: Endpoint, sentences: SourceSentence[]): boolean {
  const span = found.evidence[0];
  if (!span || span.field === "title") return false;
  const s = sentences.find((t) => t.field === "abstract" && t.start <= span.start && span.end <= t.end);
  if (!s) return false;
  // "Aim: Chronic radiation proctitis is a long-term complication of ... The aim of this study was to compare ...": under
  // an aim heading, a sentence that neither states an aim nor speaks of this study, beside one that does, is background.
  // "NSRH was introduced with the aim to reduce pelvic dysfunctions": the treatment's own purpose, not this study's.
  if (INTRODUCED_FOR.test(s.text)) return false;
  if (s.role === "objective")
    return (
      AIM_CUE.test(s.text) ||
      OWN_STUDY.test(s.text) ||
      !sentences.some((t) => t.role === "objective" && t !== s && AIM_CUE.test(t.text))
    );
  return s.role !== "results" && s.role !== "conclusion" && AIM_CUE.test(s.text);
}

const INTRODUCED_FOR =
  /\b(?:was|were|has been|have been|is) (?:introduced|developed|designed|proposed|devised|adopted)\b[^.;]{0,30}?\b(?:aim|purpose|goal|intent(?:ion)?)\b/i;
const OWN_STUDY = /\b(?:we|our|this (?:study|trial|analysis|paper|report))\b/i;

// The reader's endpoint before this gate, kept beside each sheet for tests and the eval of what the reader reads.
const READINGS = new WeakMap<FactSheet, Endpoint | null>();

export function keepReading(reading: Endpoint | null, sheet: FactSheet): FactSheet {
  READINGS.set(sheet, reading);
  return sheet;
}

/** The endpoint the reader read for a sheet, shown or not (undefined for a sheet not made by the reader). */
export const endpointReading = (sheet: FactSheet): Endpoint | null | undefined => READINGS.get(sheet);

/** A copy of a sheet keeps its original's reading. */
export function withReading(from: FactSheet, to: FactSheet): FactSheet {
  const reading = READINGS.get(from);
  return reading === undefined ? to : keepReading(reading, to);
}
