import { cleanArm, type Found } from "./arm-names";

// "Radiotherapy plus nimotuzumab or placebo": the placebo is given with the same backbone.
const JOINER = /^(.+?)\s(plus|with|and|\+)\s\S/i;
const PLACEBO = /^(?:matching |matched |a )?(?:placebo|sham|vehicle|saline)$/i;

/** "A plus B or placebo" reads as A plus B against A plus placebo: the backbone is not lost from the comparator. */
export function withBackbone(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  const [left, right] = found as [Found, Found];
  const joined = left.name.match(JOINER);
  if (!joined || !PLACEBO.test(right.name) || left.s !== right.s) return found;
  // Only when the placebo follows the combination directly: "A plus B or placebo".
  const between = left.s.text.slice(left.end ?? left.at + left.name.length, right.at);
  if (!/^\s(?:or|versus|vs\.?)\s$/i.test(between)) return found;
  const name = `${joined[1]} ${joined[2]} ${right.name}`;
  return [left, { ...right, name, at: left.at, end: right.at + right.name.length }];
}

// "drug M or placebo (n = 75) in combination with letrozole": what follows the last arm is given with every arm.
const SHARED_AFTER =
  /^\s?(?:\([^()]{0,60}\)\s?)?,?\s(?:each\s|both\s)?(?:in combination with|combined with|in addition to|each given with|both given with|on a background of)\s/i;

/** Every arm of one sentence named with the treatment they share, said once after the last: "A plus C", "placebo plus C". */
export function withSharedAfter(found: Found[]): Found[] {
  if (found.length < 2 || found.some((f) => f.s !== found[0]!.s)) return found;
  const last = found.reduce((a, b) => ((b.end ?? b.at + b.name.length) > (a.end ?? a.at + a.name.length) ? b : a));
  const lastEnd = last.end ?? last.at + last.name.length;
  const text = last.s.text;
  const m = text.slice(lastEnd, lastEnd + 80).match(SHARED_AFTER);
  const from = m ? lastEnd + m[0].length : -1;
  const shared = m ? cleanArm(text.slice(from, from + 120)) : undefined;
  if (!shared || found.some((f) => f.name.toLowerCase().includes(shared.name.toLowerCase()))) return found;
  const end = from + shared.offset + shared.name.length;
  return found.map((f) => ({ ...f, name: `${f.name} plus ${shared.name}`, end }));
}
