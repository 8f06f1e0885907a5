import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";
import { armsByRole, armWords, listWords, peopleOf } from "./arms";

const ORDINALS = ["first", "second", "third", "fourth"];
// In words: a digit the abstract does not hold would be a number not in the source.
export const COUNT_WORDS = ["", "one", "two", "three", "four"];
// A name that is already a group ("control group", "arm B") reads plainly; places would only add words.
// A bare "control" is no treatment a group "got".
const GROUP_LIKE = /\b(?:groups?|arms?|cohorts?)$|^(?:arm|group) [A-Z0-9]$|^controls?$/i;

/** The arms in the order the patient summary names them: the tested ones, then the comparator. */
export function armOrder(sheet: FactSheet): ArmFact[] {
  const { tested, control } = armsByRole(sheet);
  return control ? [...tested, control] : tested;
}

/**
 * Whether long treatment names can be said once each and then the groups called by place ("the first group"):
 * two to four arms, none of them already named as a group.
 */
export function canPlace(sheet: FactSheet): boolean {
  const order = armOrder(sheet);
  return (
    order.length >= 2 &&
    order.length <= ORDINALS.length &&
    order.every((a) => !GROUP_LIKE.test(a.name.replace(/^the\s+/i, "")))
  );
}

/** How the patient summary refers to arms: by treatment name, or (placed) by the group's place in the list. */
export type ArmRefs = {
  /** "zelmoratinib", or "what the first group got" */
  what: (arms: ArmFact[]) => string;
  /** "people who got zelmoratinib", or "people in the first group" */
  people: (arms: ArmFact[]) => string;
};

export function armRefs(sheet: FactSheet, placed: boolean): ArmRefs {
  if (!placed || !canPlace(sheet))
    return { what: (arms) => listWords(arms.map((a) => armWords(a.name))), people: peopleOf };
  const order = armOrder(sheet);
  const places = (arms: ArmFact[]) => {
    const words = listWords(arms.map((a) => ORDINALS[order.indexOf(a)] ?? "other"));
    return `the ${words} group${arms.length > 1 ? "s" : ""}`;
  };
  return { what: (arms) => `what ${places(arms)} got`, people: (arms) => `people in ${places(arms)}` };
}

/** "Y plus X" against "Y": the tested arm is the comparator with something added, and what is added. */
function addedTo(sheet: FactSheet): { tested: ArmFact; base: ArmFact; extra: string } | undefined {
  const { tested, control } = armsByRole(sheet);
  if (tested.length !== 1 || !control) return undefined;
  const name = tested[0]!.name;
  const head = name.slice(0, control.name.length);
  const joint = name.slice(control.name.length).match(/^\s(?:plus|with|and|\+)\s(?=\S)/i);
  if (head.toLowerCase() !== control.name.toLowerCase() || !joint) return undefined;
  return { tested: tested[0]!, base: control, extra: name.slice(control.name.length + joint[0].length) };
}

/** "The first group got A." one short sentence per arm, so a long regimen name does not make a long sentence. */
export function placedLines(sheet: FactSheet, protocol: boolean): { text: string; arm: ArmFact }[] {
  const verb = protocol ? "will get" : "got";
  const added = addedTo(sheet);
  if (added)
    return [
      { text: `Both groups ${verb} ${armWords(added.base.name)}.`, arm: added.base },
      {
        text: `The first group ${protocol ? "will also get" : "also got"} ${armWords(added.extra)}.`,
        arm: added.tested,
      },
      { text: `The second group ${protocol ? "will not" : "did not"}.`, arm: added.base },
    ];
  return armOrder(sheet).map((arm, i) => ({ text: `The ${ORDINALS[i]} group ${verb} ${armWords(arm.name)}.`, arm }));
}
