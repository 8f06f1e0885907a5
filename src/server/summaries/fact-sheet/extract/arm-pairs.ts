import type { SourceSentence } from "../source/read-source";
import { cleanArm, isGenericGroup, MAX_TRIES, type Found } from "./arm-names";
import { sharedNoun } from "./arm-words";
import { blankRegimenLists } from "./arms-regimen-code";
import { aloneOr } from "./arms-alone-or";

// "randomization between A versus B" names the arms as the verb does.
const ALLOCATE = /\b(?:randomi[sz]ed|randomi[sz]ation|randomly (?:assigned|allocated|divided)|assigned|allocated)\b/gi;
const LATER_ALLOCATION = /\b(?:randomi[sz]ed|randomly|assigned|allocated)\b/i;
// Between the verb and the first arm: ratios, counts in brackets, "to receive", "into two groups:".
const BRIDGE =
  /^(?:\s(?:randomly|equally|at random))?(?:\s(?:a total of\s)?[\w,-]{1,12}\s(?:[\w-]{1,30}\s){0,4}?(?:patients|participants|women|men|adults|children|subjects|people|individuals|volunteers|survivors))?(?:\s?\([^)]{0,200}\))?(?:\s?(?:in )?(?:an? )?(?:\d\s?[:∶]\s?\d|one-to-one|1-to-1|equal|1 to 1)(?: ratio)?(?: fashion)?)?(?:\s?\([^)]{0,60}\))?,?\s(?:either\s)?(?:to|into|between|in|for)\s(?:one of\s)?(?:two|three|four|2|3|4)?\s?(?:treatment\s)?(?:groups?|arms?)?\s?(?:\([^)]{0,40}\)\s?)?:?\s?/i;
// "20 were randomized to A and 11 to B" separates arms by their counts.
const SEPARATOR =
  /\s(?:or|versus|vs\.?|compared (?:with|to)|v\.?)\s|,\s(?:or|and)\s|\sand\s\d{1,5}\s(?:[a-z]+\s)?to\s/gi;
const AND = /\sand\s/gi;

/** Two arm phrases around the first separator in a bounded window of text; `from` is the window's offset in s.text. */
export function splitPair(
  s: SourceSentence,
  from: number,
  window: string,
  andAllowed: boolean,
  extra?: RegExp,
): Found[] {
  const addOn = withOrWithout(s, from, window) ?? aloneOr(s, from, window);
  if (addOn) return addOn;
  const and = window.match(new RegExp(AND.source, "i"));
  // "and" joins two arms only where groups are being named ("between A and B", "the A group and the B group").
  const andOk =
    and &&
    (andAllowed ||
      /\b(?:group|arm)\s*$/i.test(window.slice(0, and.index!)) ||
      /^\s?(?:[\w-]+\s){0,2}(?:groups|arms)\b/i.test(window.slice(and.index! + and[0].length)));
  const sep =
    window.match(new RegExp(SEPARATOR.source, "i")) ?? (extra ? window.match(extra) : null) ?? (andOk ? and : null);
  if (!sep) return [];
  // "to receive induction with either A or B": the left arm starts after "either".
  const head = window.slice(0, sep.index!).toLowerCase();
  const last = head.lastIndexOf("either ");
  const either = last > 0 && /[a-z]/.test(head[last - 1]!) ? -1 : last;
  const leftFrom = either >= 0 ? either + 7 : 0;
  const leftRaw = window.slice(leftFrom, sep.index!);
  const rightStart = sep.index! + sep[0].length;
  // A list before "or": "A, B or C" gives three arms.
  // "A, 18 sessions of B, or C", "8Gy single fraction, 20Gy in five fractions": an item may open with its count or dose.
  const pieces = leftRaw.split(
    /,\s(?=[A-Za-z]|\d+(?:\.\d+)?\s?%\s|\d{1,3}\s(?:cycles?|courses?|doses?|sessions?)\sof\s|\d{1,3}(?:\.\d)?\s?Gy\s)/,
  );
  const out: Found[] = [];
  let offset = leftFrom;
  // "A, B and C or D": a list closed by "and" is one combined regimen against D, not three arms.
  const combined = pieces.length >= 2 && pieces.length <= 3 ? oneRegimen(pieces, window, leftFrom) : undefined;
  if (combined) {
    out.push({ name: combined.name, s, at: from + combined.at });
    pieces.length = 1;
  }
  for (const piece of combined ? [] : pieces.length <= 3 ? pieces : [leftRaw]) {
    const adjective = piece.match(/^\s*(?:[\w-]+\s){0,4}?(true|active|real|verum|sham)\s*$/i);
    const arm = adjective ? { name: adjective[1]!, offset: piece.indexOf(adjective[1]!) } : cleanArm(piece);
    if (arm) out.push({ name: arm.name, s, at: from + offset + arm.offset });
    offset += piece.length + 2;
  }
  if (out.length !== (pieces.length <= 3 ? pieces.length : 1)) return [];
  // "A versus B versus C": each further "versus" adds an arm; after "A, or B", so does each further ", or".
  const further = /^,\s(?:or|and)\s$/i.test(sep[0]) ? /\s(?:versus|vs\.?)\s|,\s(?:or|and)\s/i : /\s(?:versus|vs\.?)\s/i;
  let restStart = rightStart;
  for (let k = 0; k < 3; k++) {
    const rest = window.slice(restStart, restStart + 120);
    const next = rest.match(further);
    const piece = next ? cleanArm(rest.slice(0, next.index!)) : undefined;
    if (!next || !piece || piece.offset + piece.name.length !== rest.slice(0, next.index!).trimEnd().length) break;
    out.push({ name: piece.name, s, at: from + restStart + piece.offset });
    restStart += next.index! + next[0].length;
  }
  const right =
    cleanArm(window.slice(restStart)) ?? dosedListCode(s.text.slice(from + restStart, from + restStart + 300));
  if (!right) return [];
  out.push({ name: right.name, s, at: from + restStart + right.offset });
  sharedNoun(out);
  // "into the experiment and control groups": each one-word name is a group.
  if (/^\s?groups\b/i.test(window.slice(restStart + right.offset + right.name.length))) {
    for (const f of out) {
      if (/\s/.test(f.name)) continue;
      f.end = f.at + f.name.length;
      f.name = `${f.name} group`;
    }
  }
  return out;
}

// "fluorouracil 500 mg, methotrexate 25 mg and chlorambucil 10 mg on day 1 (LMF)": a dosed recipe closed by its short name.
const RECIPE_CODE = /^[^;]{0,260}?\(([A-Z][A-Z0-9-]{1,7})\)/;
const DOSE = /\d\s?(?:mg|g|µg|mcg|iu|units?)\b/i;

/** The short name a dosed drug list gives itself, when the list is too long to be a name; offsets within the text given. */
function dosedListCode(text: string): { name: string; offset: number } | undefined {
  const m = text.match(RECIPE_CODE);
  if (!m || !DOSE.test(m[0]) || /\s(?:or|versus|vs\.?)\s/i.test(m[0])) return undefined;
  return { name: m[1]!, offset: m[0].length - m[1]!.length - 1 };
}

/** "randomised (1:1) to receive A or B", "assigned to A (n = 52) or B (n = 51)". */

export function fromAllocation(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(ALLOCATE)].slice(0, MAX_TRIES)) {
    const after = m.index! + m[0].length;
    const bridge = s.text.slice(after, after + 200).match(BRIDGE);
    if (!bridge) continue;
    const from = after + bridge[0].length;
    // Bracketed asides (group sizes, doses, abbreviations) are not part of the names; blanked, offsets stay.
    const window = blankRegimenLists(s.text.slice(from, from + 260)).replace(/\([^()]{0,200}\)/g, (x) =>
      " ".repeat(x.length),
    );
    // "a randomised trial, 200 patients in remission were randomized to A or B": a later verb allocates, not this one.
    const firstSep = window.search(/\s(?:or|versus|vs\.?)\s/i);
    if (LATER_ALLOCATION.test(window.slice(0, firstSep < 0 ? 80 : firstSep))) continue;
    const found = splitPair(s, from, window, /between|groups?|arms?/i.test(bridge[0]));
    if (found.length >= 2) return found.map((f) => described(f) ?? f);
  }
  // "437 women received either A or B": the groups a randomised trial gave.
  for (const m of [...s.text.matchAll(/\b(?:received|receive|were given|was given|given|underwent) either\s/gi)].slice(
    0,
    2,
  )) {
    const from = m.index! + m[0].length;
    const window = blankRegimenLists(s.text.slice(from, from + 260)).replace(/\([^()]{0,200}\)/g, (x) =>
      " ".repeat(x.length),
    );
    const found = splitPair(s, from, window, false);
    if (found.length >= 2) return found;
  }
  // "randomized postmenopausal women, 50 to 79 years of age, to A or B": try each later "to" in a bounded window.
  for (const m of [...s.text.matchAll(ALLOCATE)].slice(0, 2)) {
    const after = m.index! + m[0].length;
    // "to test the hypothesis" is a purpose, not an arm.
    for (const to of [
      ...s.text
        .slice(after, after + 200)
        .matchAll(
          /\sto\s(?!(?:test|evaluate|assess|compare|determine|investigate|examine|explore|be|have)\b)(?:receive\s|undergo\s|either\s)?/gi,
        ),
    ].slice(0, 3)) {
      const from = after + to.index! + to[0].length;
      const window = blankRegimenLists(s.text.slice(from, from + 260)).replace(/\([^()]{0,200}\)/g, (x) =>
        " ".repeat(x.length),
      );
      const found = splitPair(s, from, window, false);
      if (found.length >= 2) return found;
    }
  }
  return [];
}

/** "A with or without (the addition of) B", "A with versus without B", "A with and without B": A plus B against A alone. */
function withOrWithout(s: SourceSentence, from: number, window: string): Found[] | undefined {
  // Blanked brackets may sit between the words: "with (treatment group) or without (control group) X".
  // "A +/− B" and "A ± B" say the same in signs.
  const m = window.match(
    /\s(?:with|plus)\s{1,60}(?:or|and|versus|vs\.?)\s{1,2}without\s{1,60}(?:the addition of\s|additional\s)?|\s{0,60}(?:\+\s?\/\s?[-−–]|±)\s{1,60}/i,
  );
  if (!m) return undefined;
  const base = cleanArm(window.slice(0, m.index!));
  const added = cleanArm(window.slice(m.index! + m[0].length));
  if (!base || !added) return undefined;
  // Signs bind only the words right before them: "FOLFOX and bevacizumab +/- irinotecan" adds to the last phrase.
  if (!/without/i.test(m[0]) && window.slice(base.offset + base.name.length, m.index!).trim()) return undefined;
  const at = from + base.offset;
  const end = from + m.index! + m[0].length + added.offset + added.name.length;
  // Both names are made of the quoted words, so each can be checked against its evidence; signs quote no "without".
  const signs = !/without/i.test(m[0]);
  return [
    { name: `${base.name} with ${added.name}`, s, at, end },
    signs
      ? { name: base.name, s, at, control: true }
      : { name: `${base.name} without ${added.name}`, s, at, end, control: true },
  ];
}

/** "the intervention group (FOBT plus a mailed reminder, n = 387)": a generic group named by its bracket. */
function described(f: Found): Found | undefined {
  if (!isGenericGroup(f.name)) return undefined;
  const after = f.at + f.name.length;
  const m = f.s.text.slice(after, after + 80).match(/^\s?\(([^(),;]{3,60})/);
  const arm = m ? cleanArm(m[1]!) : undefined;
  if (!m || !arm) return undefined;
  const at = after + m[0].length - m[1]!.length + arm.offset;
  return { name: arm.name, s: f.s, at };
}

const COMPARATOR_TO = /(?<!\b(?:according|respect|addition|prior|due|relation|up))\s(?:with|to)\s/i;

/** "compared A with B", "comparing A and B". */
export function fromComparison(s: SourceSentence): Found[] {
  // "comparisons between A and B" names both sides as "compared A with B" does.
  // "the comparative therapeutic efficacy of A and B" too; in "A compared to B" the words after "compared" are B alone.
  for (const m of [
    ...s.text.matchAll(
      /\b(?:compar(?:ed|ing|e)(?!\s(?:to|with)\s)|comparisons? between|comparative\s(?:[a-z]+\s)?(?:efficacy|effectiveness|analysis|evaluation|outcomes?)\sof)\s(?:the\s(?:diagnostic\s)?(?:efficacy|effect|effects|safety|toxicity|tolerability|outcomes?|performances?|accuracy|yield)\s(?:and\s\w+\s)?of\s)?/gi,
    ),
  ].slice(0, MAX_TRIES)) {
    const from = m.index! + m[0].length;
    // "according to nodule size", "with respect to": a "to" of the sentence, not the one that names the comparator.
    const found = splitPair(s, from, s.text.slice(from, from + 200), true, COMPARATOR_TO);
    if (found.length === 2) return found;
  }
  return [];
}

/** The words from the first item to the end of the last, when a list's last item holds its "and"; offsets within the window. */
function oneRegimen(pieces: string[], window: string, leftFrom: number): { name: string; at: number } | undefined {
  const last = pieces.at(-1)!;
  if (!/\sand\s/i.test(last)) return undefined;
  const first = cleanArm(pieces[0]!);
  const lastStart = leftFrom + pieces.slice(0, -1).reduce((n, p) => n + p.length + 2, 0);
  const end = cleanArm(last);
  if (!first || !end || !/\sand\s/i.test(end.name)) return undefined;
  const at = leftFrom + first.offset;
  const name = window.slice(at, lastStart + end.offset + end.name.length);
  // A blanked bracket inside would put its spaces into the name.
  return /\s{2}/.test(name) ? undefined : { name, at };
}
