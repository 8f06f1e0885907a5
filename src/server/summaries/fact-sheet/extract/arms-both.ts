import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "... versus both", "or the combination": a third arm made of the two named before it.
const BOTH = /^(?:both|the combination|a combination of (?:both|the two)|the two combined|both combined)(?![\w-])/i;
const ALONE = /\s(?:alone|only)$/i;

/**
 * "A alone versus B alone versus both": three arms, the third A plus B. Empty when the words after the second arm
 * are not "both" or "the combination". The combined arm's evidence runs from A to "both", so each word is quoted.
 */
export function withBoth(s: SourceSentence, left: Found, rightStart: number): Found[] {
  const rest = s.text.slice(rightStart, rightStart + 200);
  const next = rest.match(/\s(?:versus|vs\.?|or|and)\s/i);
  if (!next) return [];
  const piece = cleanArm(rest.slice(0, next.index!));
  if (!piece || piece.offset + piece.name.length !== rest.slice(0, next.index!).trimEnd().length) return [];
  const both = rest.slice(next.index! + next[0].length).match(BOTH);
  if (!both) return [];
  const right: Found = { name: piece.name, s, at: rightStart + piece.offset };
  const end = rightStart + next.index! + next[0].length + both[0].length;
  const name = `${left.name.replace(ALONE, "")} plus ${piece.name.replace(ALONE, "")}`;
  return [{ name, s, at: left.at, end }, left, right];
}
