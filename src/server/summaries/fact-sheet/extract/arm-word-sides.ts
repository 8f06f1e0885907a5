import type { ArmFact } from "../../../../shared/fact-sheet";
import type { ArmWords } from "./polarity";

// Words that name one side only: "chemotherapy" in "X plus chemotherapy" and "chemotherapy alone" tells neither apart.
export const armWords = (arms: ArmFact[]): ArmWords => {
  const words = (role: string) =>
    arms
      .filter((a) => a.role === role)
      .flatMap((a) =>
        a.name
          .toLowerCase()
          .split(/\s+/)
          // "condition" names a group of either side ("the acupressure condition", "no band control condition").
          .filter(
            (w) => w.length >= 3 && !/^(?:plus|with|and|alone|group|groups|arm|arms|the|condition|conditions)$/.test(w),
          ),
      );
  const [i, c] = [words("intervention"), words("control")];
  return {
    intervention: i.filter((w) => !c.includes(w)),
    control: c.filter((w) => !i.includes(w)),
  };
};
