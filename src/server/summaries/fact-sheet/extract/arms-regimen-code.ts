// "(CMFP)" right after a list: the short form a regimen gives itself.
const CODE = /\(([A-Z]{2,8})\)/g;
// Items of a drug list: commas, "and", "plus"; "or" lists alternatives, never one regimen.
const ITEM_BREAK = /,\s(?:and\s)?|\s(?:and|plus)\s/g;

/** The first letter of a drug word, past a leading number ("5-fluorouracil" gives f). */
const initial = (word: string) => word.replace(/^\d{1,2}-/, "")[0]?.toLowerCase();

/**
 * Where a drug list defines a regimen by its initials ("cyclophosphamide, methotrexate, 5-fluorouracil, and
 * prednisone (CMFP)"), the list blanked and the short form kept at its own offsets: the drugs of one regimen are one
 * arm, never an arm each. Same length as the text given, so offsets hold.
 */
export function blankRegimenLists(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(CODE)].slice(0, 6)) {
    const code = m[1]!.toLowerCase();
    const before = text.slice(Math.max(0, m.index! - 160), m.index!);
    const breaks = [...before.matchAll(ITEM_BREAK)];
    if (breaks.length < code.length - 1) continue;
    // The last items, one per letter: each one word (a drug), spelling the code in order.
    const cuts = breaks.slice(-(code.length - 1));
    const itemEnds = [...cuts.map((b) => b.index!), before.trimEnd().length];
    const itemStarts = [-1, ...cuts.map((b) => b.index! + b[0].length)];
    let ok = /\sand\s|,\sand\s/.test(cuts.at(-1)![0]) || code.length === 2;
    for (let i = 1; ok && i < code.length; i++) {
      const item = before.slice(itemStarts[i], itemEnds[i]);
      ok = /^[\w-]{3,30}$/.test(item) && initial(item) === code[i];
    }
    // The first item is the last word before its break ("12 cycles of cyclophosphamide").
    const head = before.slice(0, itemEnds[0]).match(/[\w-]{3,30}$/);
    if (!ok || !head || initial(head[0]) !== code[0]) continue;
    const start = m.index! - before.length + head.index!;
    const end = m.index! + m[0].length;
    out = `${out.slice(0, start)}${" ".repeat(m.index! + 1 - start)}${m[1]} ${out.slice(end)}`;
  }
  return out;
}
