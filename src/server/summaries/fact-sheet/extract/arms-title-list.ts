// A title separates its arms by "versus"; commas inside one side list the drugs of one regimen given together.
// Windows are bounded (100-160 characters), so these patterns run in constant time per separator.
const LEFT_LIST = /(?:^|\b(?:of|comparing|between|with)\s)((?:[\w-]+(?:\s[\w-]+)?,\s){1,4})and\s$/i;
const RIGHT_LIST =
  /^(?:[\w-]+(?:\s[\w-]+)?,\s){1,4}and\s[\w-]+(?:\s[A-Z](?![\w-]))?(?=$|[:;.(]|\s(?:in|for|among|as|after|versus|vs\.?)\s)/;

/** "of A, B, and C versus D": where the whole list starts, as an offset from the last item's start `leftStart`. */
export function listedStart(text: string, leftStart: number, sepAt: number): { name: string; offset: number } | undefined {
  if (leftStart < 0) return undefined;
  const m = text.slice(Math.max(0, leftStart - 100), leftStart).match(LEFT_LIST);
  if (!m) return undefined;
  const from = leftStart - m[1]!.length - "and ".length;
  return { name: text.slice(from, sepAt).trim(), offset: from - leftStart };
}

/** "versus A, B, and C in ...": the whole list as one arm, offsets within the text from `from`. */
export function listedRight(text: string, from: number): { name: string; offset: number } | undefined {
  const m = text.slice(from, from + 160).match(RIGHT_LIST);
  return m ? { name: m[0], offset: 0 } : undefined;
}
