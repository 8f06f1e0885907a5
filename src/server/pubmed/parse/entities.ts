const GREEK =
  "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega".split(
    " ",
  );

/** Named references seen in PubMed text once it has been escaped twice; unknown names are left as they are. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  shy: "\u00ad",
  ndash: "\u2013",
  mdash: "\u2014",
  minus: "\u2212",
  hellip: "\u2026",
  middot: "\u00b7",
  bull: "\u2022",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  laquo: "\u00ab",
  raquo: "\u00bb",
  plusmn: "\u00b1",
  times: "\u00d7",
  divide: "\u00f7",
  deg: "\u00b0",
  micro: "\u00b5",
  permil: "\u2030",
  le: "\u2264",
  ge: "\u2265",
  ne: "\u2260",
  asymp: "\u2248",
  sim: "\u223c",
  infin: "\u221e",
  rarr: "\u2192",
  larr: "\u2190",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  sect: "\u00a7",
  para: "\u00b6",
  dagger: "\u2020",
  Dagger: "\u2021",
  sup1: "\u00b9",
  sup2: "\u00b2",
  sup3: "\u00b3",
  frac12: "\u00bd",
  frac14: "\u00bc",
  frac34: "\u00be",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ntilde: "ñ",
  ccedil: "ç",
  Eacute: "É",
  aring: "å",
  Aring: "Å",
  oslash: "ø",
  Oslash: "Ø",
  aelig: "æ",
  AElig: "Æ",
};
GREEK.forEach((name, i) => {
  NAMED[name] = String.fromCodePoint(0x3b1 + i);
  if (name !== "sigmaf") NAMED[name[0]!.toUpperCase() + name.slice(1)] = String.fromCodePoint(0x391 + i);
});

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number, original: string): string {
  // Lone surrogates, NUL and out-of-range points would corrupt the stored text.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return original;
  return String.fromCodePoint(code);
}

function decodeOnce(text: string): string {
  return text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), whole);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), whole);
    return NAMED[name!] ?? whole;
  });
}

/** Decodes character references until none is left, since some records are escaped twice (`&amp;gt;`). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
