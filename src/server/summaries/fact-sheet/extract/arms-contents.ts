import { cleanArm, type Found } from "./arm-names";

// "enteral nutrition (EN) with PN containing olive oil-based LE": the name stopped before what its carrier contains.
const CONTAINING = /^(\s\([A-Z][A-Za-z0-9-]{0,7}\))?((?:\s(?:with|plus)\s[\w/-]{1,20})?)\scontaining\s/;

/** Two arms given one carrier ("PN") that differ in what it contains: the arm cut before "containing" keeps the contents. */
export function withContents(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  return found.map((f, i) => {
    const end = f.end ?? f.at + f.name.length;
    const m = f.s.text.slice(end, end + 60).match(CONTAINING);
    if (!m) return f;
    const carrier = (m[2]!.trim().split(/\s+/).at(-1) || f.name.split(/\s+/).at(-1))!;
    // Only a carrier the other arm also names: then what it contains is what tells the arms apart.
    if (!new RegExp(`(?<![\\w-])${carrier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(found[1 - i]!.name))
      return f;
    const from = end + m[0].length;
    const contents = cleanArm(f.s.text.slice(from, from + 120));
    if (contents?.offset !== 0) return f;
    return { ...f, name: `${f.name}${m[2]!} containing ${contents.name}`, end: from + contents.name.length };
  });
}
