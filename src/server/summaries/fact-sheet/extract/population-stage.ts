// "patients with stage I (except for T1N0), II and IIIA NSCLC", "pathological stage (PS) IA-IIB Hodgkin's disease":
// a stage, its list or range and what follows it belong to the people; the comma or bracket in it ends nothing.
const STAGE_END = /\b[Ss]tages?(?:\s[IV]{1,4}[A-C]?\d?)?\s?$/;
const ROMAN = "[IV]{1,4}[A-C]?\\d?";
const STAGE_LIST = new RegExp(
  `^\\s?(?:\\([^()]{0,40}\\))?(?:\\s${ROMAN}(?:\\s?[–-]\\s?${ROMAN})?)?(?:(?:,\\s?|\\s(?:and|or|to|through)\\s|\\s?[–-]\\s?)(?:[Ss]tages?\\s)?${ROMAN}(?:\\s\\([^()]{0,40}\\))?){0,6}`,
);

// "pT1-3, pN0-3 breast cancer": TNM categories listed with commas are one stage, the disease after them.
const TNM = String.raw`(?:[ypc]{1,2})?[TNM](?:[0-4][a-d]?|is|x)(?:\s?[-–]\s?[0-4][a-d]?)?`;
const TNM_END = new RegExp(String.raw`\b${TNM}$`);
const TNM_NEXT = new RegExp(String.raw`^,\s?${TNM}\b`);

/** Where the people's clause ends once a stage list is read whole; the old end when the clause ends in no stage. */
export function stageListEnd(text: string, end: number, clauseEnd: (window: string) => number): number {
  const tnm = TNM_END.test(text.slice(Math.max(0, end - 12), end)) ? text.slice(end, end + 16).match(TNM_NEXT) : null;
  if (tnm) {
    const rest = end + tnm[0].length;
    const tail = clauseEnd(text.slice(rest, rest + 80));
    return tail < 0 ? rest : rest + tail;
  }
  if (!STAGE_END.test(text.slice(Math.max(0, end - 30), end))) return end;
  const list = text.slice(end).match(STAGE_LIST)?.[0] ?? "";
  if (!list.trim()) return end;
  const rest = end + list.length;
  const window = text.slice(rest, rest + 80);
  const tail = clauseEnd(window);
  return tail < 0 ? rest : rest + tail;
}
