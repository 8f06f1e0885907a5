import type { ArmFact } from "../../../../shared/fact-sheet";
import type { ArmWords } from "./polarity";

const CLASS_NOUN =
  /^(?:chemotherapy|radiotherapy|therapy|treatment|surgery|care|resection|irradiation|regimen|schedule|infusion)$/i;

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
  // "intermittent" against "continuous chemotherapy": an arm named by its modifier alone shares the other's noun
  // ("Patients on intermittent chemotherapy had fewer ..."), so the noun tells neither apart.
  const bareModifier = arms.some((a) => !/\s/.test(a.name.trim()) && !CLASS_NOUN.test(a.name));
  const shared = (w: string) => bareModifier && CLASS_NOUN.test(w);
  return {
    intervention: i.filter((w) => !c.includes(w) && !shared(w)),
    control: c.filter((w) => !i.includes(w) && !shared(w)),
  };
};
