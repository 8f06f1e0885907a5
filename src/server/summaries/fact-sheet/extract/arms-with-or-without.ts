import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

const WITH_OR_WITHOUT = /\swith (?:or|and) without\s/i;
const VERSUS = /\s(?:versus|vs\.?)\s/i;
// Where the shared part starts, read back: the title's start, a colon, or a word that opens the compared things.
const OPENER = /(?:^|[:;]\s?|\b(?:of|comparing|between|compare|compared|evaluating|study)\s)(?=[^:;]*$)/i;

/** "A with or without B versus C": three arms, A with B and A without B tested, C the comparator. */
export function withOrWithoutVersus(s: SourceSentence): Found[] {
  const text = s.text.slice(0, 600);
  const wow = text.match(WITH_OR_WITHOUT);
  if (!wow) return [];
  const head = text.slice(Math.max(0, wow.index! - 120), wow.index!);
  const headAt = wow.index! - head.length;
  const open = head.match(OPENER);
  const base = open ? cleanArm(head.slice(open.index! + open[0].length)) : undefined;
  const addAt = wow.index! + wow[0].length;
  const vs = text.slice(addAt).match(VERSUS);
  if (!base || !vs) return [];
  const addedText = text.slice(addAt, addAt + vs.index!);
  const added = cleanArm(addedText);
  const cAt = addAt + vs.index! + vs[0].length;
  const comparator = cleanArm(text.slice(cAt, cAt + 160));
  // The added treatment must run up to "versus": a cut name means the phrase was not one treatment.
  if (!added || !comparator || added.offset + added.name.length !== addedText.trimEnd().length) return [];
  const baseAt = headAt + open!.index! + open![0].length + base.offset;
  if (baseAt + base.name.length !== wow.index!) return [];
  const end = addAt + added.offset + added.name.length;
  return [
    { name: `${base.name} with ${added.name}`, s, at: baseAt, end },
    { name: `${base.name} without ${added.name}`, s, at: baseAt, end },
    { name: comparator.name, s, at: cAt + comparator.offset, control: true },
  ];
}
