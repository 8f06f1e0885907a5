import type { Found } from "./arm-names";

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
