import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "Addition of A to B", "A in addition to B", "A added to B": an add-on trial named by its one new treatment.
const ADDITION =
  /\b(?:(?:the )?addition of ([^.;:]{2,80}?) to |adding ([^.;:]{2,80}?) to )|\s(in addition to|added to) /i;

/** A plus B against B, each name made of the quoted words; empty when either part is not a treatment name. */
export function fromAddition(s: SourceSentence): Found[] {
  const m = s.text.match(ADDITION);
  if (!m) return [];
  let added: { name: string; at: number } | undefined;
  let baseFrom: number;
  if (m[3]) {
    // "Drug Y in addition to B": the added treatment is the phrase before, back to the sentence start or a colon.
    const head = s.text.slice(0, m.index!);
    const start = Math.max(head.lastIndexOf(":") + 1, head.lastIndexOf(";") + 1, 0);
    const arm = cleanArm(head.slice(start));
    if (!arm || start + arm.offset + arm.name.length !== head.trimEnd().length) return [];
    added = { name: arm.name, at: start + arm.offset };
    baseFrom = m.index! + m[0].length;
  } else {
    const raw = m[1] ?? m[2]!;
    const rawAt = m.index! + m[0].indexOf(raw);
    const arm = cleanArm(raw);
    if (!arm || arm.offset + arm.name.length !== raw.trimEnd().length) return [];
    added = { name: arm.name, at: rawAt + arm.offset };
    baseFrom = m.index! + m[0].length;
  }
  const base = cleanArm(s.text.slice(baseFrom, baseFrom + 160));
  if (!base || base.name.toLowerCase() === added.name.toLowerCase()) return [];
  const baseAt = baseFrom + base.offset;
  const [first, last] =
    added.at < baseAt ? [added.at, baseAt + base.name.length] : [baseAt, added.at + added.name.length];
  return [
    { name: `${added.name} plus ${base.name}`, s, at: first, end: last },
    { name: base.name, s, at: baseAt, control: true },
  ];
}
