import type { Found } from "./arm-names";

/** Whether the text opens a bracket at once ("(drug A (50 mg), drug B") and never closes it. */
function opensAndStaysOpen(between: string): boolean {
  if (!/^\s?\(/.test(between)) return false;
  let depth = 0;
  for (const c of between.trimStart()) {
    depth += c === "(" ? 1 : c === ")" ? -1 : 0;
    if (depth === 0) return false;
  }
  return depth > 0;
}

/**
 * An arm read from inside the bracket that opens right after another arm ("to CT (drug A (50 mg), drug B ..., or
 * RT"): a part of that arm's regimen, so the reading splits one arm into several.
 */
export function insideOthersBracket(found: Found[]): boolean {
  return found.some((f) =>
    found.some((g) => {
      const gEnd = g.end ?? g.at + g.name.length;
      return g !== f && g.s.text === f.s.text && gEnd <= f.at && opensAndStaysOpen(f.s.text.slice(gEnd, f.at));
    }),
  );
}
