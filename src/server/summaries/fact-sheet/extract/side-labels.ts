import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import type { ArmWords } from "./polarity";

// "a 12-week regimen ... or 36 weeks of CMFVP": results then name the arms by their length ("the 12-week group").
const LENGTH_BEFORE =
  /\b(\d{1,3})[-\s](week|month|day|year|cycle)s?(?:\s(?:of|course of|regimen of))?\s(?:[\w-]+\s){0,2}$/i;

/** Lengths that label one arm only ("12-week", "12 weeks"), read just before its name in its evidence. */
export function lengthLabels(arms: ArmFact[], sentences: SourceSentence[]): ArmWords {
  const labels = (role: string) =>
    arms
      .filter((a) => a.role === role)
      .flatMap((a) =>
        a.evidence.flatMap((span) => {
          const s = sentences.find(
            (x) => x.field === (span.field ?? "abstract") && x.start <= span.start && span.start < x.end,
          );
          const m = s?.text.slice(Math.max(0, span.start - s.start - 40), span.start - s.start).match(LENGTH_BEFORE);
          return m ? [`${m[1]}-${m[2]!.toLowerCase()}`, `${m[1]} ${m[2]!.toLowerCase()}`] : [];
        }),
      );
  const [i, c] = [labels("intervention"), labels("control")];
  return { intervention: i.filter((w) => !c.includes(w)), control: c.filter((w) => !i.includes(w)) };
}
