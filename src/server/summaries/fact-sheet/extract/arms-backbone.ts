import { cleanArm, type Found } from "./arm-names";

// "Radiotherapy plus nimotuzumab or placebo": the placebo is given with the same backbone.
const JOINER = /^(.+?)\s(plus|with|and|\+)\s\S/i;
const PLACEBO = /^(?:matching |matched |a )?(?:placebo|sham|vehicle|saline)$/i;

/** "A plus B or placebo" reads as A plus B against A plus placebo: the backbone is not lost from the comparator. */
export function withBackbone(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  const [left, right] = found as [Found, Found];
  const joined = left.name.match(JOINER);
  if (!joined || left.s !== right.s) return found;
  // Only when one arm follows the other directly: "A plus B or placebo", "A plus placebo or B".
  const between = left.s.text.slice(left.end ?? left.at + left.name.length, right.at);
  if (!/^\s(?:or|versus|vs\.?)\s$/i.test(between)) return found;
  const end = right.end ?? right.at + right.name.length;
  // "surgery with HIPEC or without HIPEC": the comparator goes without the addition, not without the surgery.
  const lacks = right.name.match(/^without\s(.+)$/i);
  if (lacks && joined[2]!.toLowerCase() === "with" && left.name.slice(joined[0].length - 1) === lacks[1])
    return [left, { ...right, name: `${joined[1]} ${right.name}`, at: left.at, end }];
  if (PLACEBO.test(right.name))
    return [left, { ...right, name: `${joined[1]} ${joined[2]} ${right.name}`, at: left.at, end }];
  // "Gemcitabine plus placebo or vismodegib": the other drug is given with the same backbone as the placebo.
  const placeboPart = left.name.slice(joined[0].length - 1);
  if (!PLACEBO.test(placeboPart) || JOINER.test(right.name)) return found;
  return [left, { ...right, name: `${joined[1]} ${joined[2]} ${right.name}`, at: left.at, end }];
}

// "drug M or placebo (n = 75) in combination with letrozole": what follows the last arm is given with every arm.
const SHARED_AFTER =
  /^\s?(?:\([^()]{0,60}\)\s?)?,?\s(?:each\s|both\s)?(?:in combination with|combined with|in addition to|each given with|both given with|on a background of)\s/i;

// The rest of a drug list closed by "and": ", B and C", ", B, and C" (items of 1-2 words; bounded window).
const SHARED_LIST = /^(?:,\s[\w-]+(?:\s[\w-]+)?){1,4},?\s(?:and|plus)\s[\w-]+(?=$|[\s.,;:()])/i;

/** Every arm of one sentence named with the treatment they share, said once after the last: "A plus C", "placebo plus C". */
export function withSharedAfter(found: Found[]): Found[] {
  if (found.length < 2 || found.some((f) => f.s !== found[0]!.s)) return found;
  const last = found.reduce((a, b) => ((b.end ?? b.at + b.name.length) > (a.end ?? a.at + a.name.length) ? b : a));
  const lastEnd = last.end ?? last.at + last.name.length;
  const text = last.s.text;
  const m = text.slice(lastEnd, lastEnd + 80).match(SHARED_AFTER);
  const from = m ? lastEnd + m[0].length : -1;
  const first = m ? cleanArm(text.slice(from, from + 120)) : undefined;
  if (!first || found.some((f) => f.name.toLowerCase().includes(first.name.toLowerCase()))) return found;
  // "in combination with A, B and C": the shared part is the whole list, not its first drug.
  const at = from + first.offset;
  const list = text.slice(at + first.name.length, at + first.name.length + 120).match(SHARED_LIST);
  const end = at + first.name.length + (list ? list[0].length : 0);
  const shared = text.slice(at, end);
  return found.map((f) => ({ ...f, name: `${f.name} plus ${shared}`, end }));
}

// "cisplatin and 600 mg m^−2 cyclophosphamide": the name stopped at the dose of the regimen's second drug.
const DOSED_PARTNER =
  /^\s(?:and|plus|\+)\s\d[\d.,]{0,8}\s?(?:mg|g|µg|mcg|[iI][uU]|units?)(?:\s?m\^?[-−]?2|\/[\w^]{1,8})?\s?([A-Za-z][a-z-]{3,30}(?:\s[A-Z0-9][\w-]{0,4})?)(?![\w-])/;

/** Each arm stopped before "and <dose> <drug>" takes that drug too: the regimen is both drugs, quoted to the second. */
export function withDosedPartner(found: Found[]): Found[] {
  return found.map((f) => {
    const end = f.end ?? f.at + f.name.length;
    const m = f.s.text.slice(end, end + 60).match(DOSED_PARTNER);
    const drug = m ? cleanArm(m[1]!) : undefined;
    if (!m || !drug || drug.name !== m[1]) return f;
    return { ...f, name: `${f.name} and ${drug.name}`, end: end + m[0].length };
  });
}

// "the experimental arm included the above regimen with IFN-γ": the named drug is given on top of the other arm's.
const ABOVE = /\b(?:the\s)?(?:above|same)\s(?:regimen|treatment|chemotherapy)\s(?:with|plus|and)\s$/i;

/** An arm said to be "the above regimen with X" is named as that regimen plus X, quoted from the regimen on. */
export function withAboveRegimen(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  return found.map((f, i) => {
    const other = found[1 - i]!;
    if (other.s !== f.s || other.at > f.at || !ABOVE.test(f.s.text.slice(Math.max(0, f.at - 40), f.at))) return f;
    return { ...f, name: `${other.name} plus ${f.name}`, at: other.at, end: f.end ?? f.at + f.name.length };
  });
}

/** "to receive X or not": the arm read as "not" is the comparator, named "no X" from the same words. */
export function withNotArm(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  const not = found.findIndex((f) => /^not$/i.test(f.name));
  const other = found[1 - not];
  if (not < 0 || !other || other.s !== found[not]!.s) return found;
  const end = found[not]!.at + 3;
  return found.map((f, i) =>
    i === not ? { ...f, name: `no ${other.name}`, at: other.at, end, control: true as const } : f,
  );
}
