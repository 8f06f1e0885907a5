import type { FactSheet } from "../../../../shared/fact-sheet";

/** An endpoint of several measures ("IL-8 and VEGF") whose result sentence names only some of them. */
function someMeasuresOnly(sheet: FactSheet): boolean {
  const parts = (sheet.primaryEndpoint?.text ?? "")
    .split(/,\s|\sand\s/, 8)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length >= 3);
  const result = (sheet.primaryResult.text ?? "").toLowerCase();
  // A few measures at most are an endpoint's; a longer list is not read this way.
  return parts.length >= 2 && parts.length <= 6 && parts.some((p) => !result.includes(p));
}

/**
 * Whether the result is said of one of the main measures rather than of the endpoint's plain words: the endpoint lists
 * several, or its plain words are one of the joined measures ("pain" of "swallowing without more pain") the result never
 * names.
 */
export function partlyReported(sheet: FactSheet, plainEndpoint: string | null): boolean {
  if (someMeasuresOnly(sheet)) return true;
  const endpoint = (sheet.primaryEndpoint?.text ?? "").toLowerCase();
  const plain = (plainEndpoint ?? "").toLowerCase();
  const result = (sheet.primaryResult.text ?? "").toLowerCase();
  // Only an endpoint of joined measures: "HRQOL" in the result still names "quality of life" of one measure.
  const joined = endpoint.split(/\s(?:without|with|or|and|plus|versus|vs)\s/, 4).length >= 2;
  return joined && plain.length >= 3 && plain !== endpoint && endpoint.includes(plain) && !result.includes(plain);
}
