import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { looksLikeControl, type Found } from "./arm-names";
import { armOrderAmong, noStandardArm } from "./arms-order";
import { calledStandard } from "./arms-standard";
import { claimedReference, describedBase } from "./arms-claims";
import { previouslyHad } from "./arms-familiar";
import { objectiveControl } from "./arms-objective";
import { partSpan } from "./spans";
import { titleComparator } from "./arms-title-side";
import { withAndWithoutControl } from "./arms-added-role";

// Said of an arm in brackets after it ("(standard arm)", "(control group, ...)") or before it ("standard capecitabine").
const CONTROL_AFTER =
  /^[^()]{0,40}?\((?:[^()]{0,30}\s)?(?:standard|control|comparator|reference|conventional|usual care)\b/i;
const CONTROL_BEFORE =
  /\b(?:standard|conventional|control|reference|usual)(?: arm| group| treatment| therapy| regimen)?[\s:(]{1,3}$/i;
const NEW_AFTER = /^[^()]{0,40}?\((?:[^()]{0,30}\s)?(?:experimental|investigational|new|novel)\b/i;
const NEW_BEFORE =
  /\b(?:new|novel|experimental|investigational)(?: arm| group| treatment| therapy| regimen)?[\s:(]{1,3}$/i;
const JOINED = /\s(?:plus|and|with|\+|followed by)\s|\+/i;

const keyWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        w.length >= 4 &&
        !/^(?:plus|with|alone|group|therapy|treatment|chemotherapy|radiotherapy|surgery|standard|oral|weekly|daily)$/.test(
          w,
        ),
    );

/** "R-CHOP" against "CHOP", "CHOP+R" against "CHOP": a regimen written as another with one letter-named drug joined on. */
function joinedAbbreviation(base: string, other: string): boolean {
  if (!/^[A-Z0-9]{2,}$/.test(base) || other === base) return false;
  const at = other.indexOf(base);
  if (at < 0) return false;
  const rest = `${other.slice(0, at)}|${other.slice(at + base.length)}`;
  return /^[A-Za-z]{1,6}[-+/]\|$|^\|[-+/][A-Za-z]{1,6}$/.test(rest);
}

/** The words of a name that no other arm's name has, in order: "placebo" of "placebo plus best supportive care". */
function ownWords(name: string, others: string[]): string {
  const shared = new Set(others.flatMap((o) => o.toLowerCase().split(/\s+/)));
  const own = name.split(/\s+/).filter((w) => !shared.has(w.toLowerCase()));
  return own.length ? own.join(" ") : name;
}

/** Whether the arm's name is followed by its short form in brackets: "radiotherapy (RT)". */
function definedAs(f: Found, short: string): boolean {
  const end = f.end ?? f.at + f.name.length;
  const m = f.s.text.slice(end, end + 12).match(/^\s?\(([A-Za-z]{2})\)/);
  return !!m && m[1]!.toLowerCase() === short;
}

const NOTHING_GIVEN =
  /\b(?:placebo|observation|no (?:further )?(?:treatment|therapy)|untreated|best supportive care)\b/i;

const onlyOne = (flags: boolean[]) => (flags.filter(Boolean).length === 1 ? flags.indexOf(true) : -1);

/** The control arms: by their own words, the words around them, the arm another adds to, the authors' order; none when nothing says (GOLD.md: both are then tested arms). */
export function controlIndexes(found: Found[], title: string, sentences: SourceSentence[]): number[] {
  const one = controlIndex(found, title, sentences);
  return Array.isArray(one) ? one : one < 0 ? [] : [one];
}

function controlIndex(found: Found[], title: string, sentences: SourceSentence[]): number | number[] {
  const marked = onlyOne(found.map((f) => f.control === true));
  if (marked >= 0) return marked;
  // A factorial trial's comparators ("placebo", "no zoledronic acid") are each marked; a tested arm remains.
  const markedAll = found.flatMap((f, i) => (f.control ? [i] : []));
  if (markedAll.length > 1 && markedAll.length < found.length) return markedAll;
  const lower = found.map((f) => f.name.toLowerCase());
  // "no transfusion" against "RBC transfusion": the arm that goes without the other's treatment is the comparator.
  const without = onlyOne(
    lower.map((l, i) => {
      // "surgery without HIPEC" and "non-HIPEC group" as well as "no HIPEC".
      const m = l.match(/(?:^|\s)(?:no|non|without)[\s-]+([\p{L}\p{N}][\p{L}\p{N}-]{1,})/u);
      // "no RT" against "radiotherapy (RT)": the short form the other arm is defined by counts as its name.
      return (
        !!m &&
        lower.some(
          (o, j) =>
            j !== i && (m[1]!.length > 2 ? o.includes(m[1]!) : definedAs(found[j]!, m[1]!) || o.endsWith(`(${m[1]!})`)),
        )
      );
    }),
  );
  if (without >= 0) return without;
  const lacksAddition = withAndWithoutControl(found, sentences);
  if (lacksAddition >= 0) return lacksAddition;
  // "drug Z plus best supportive care" against "placebo plus best supportive care": only the words that differ tell.
  const named = found.map((f) => looksLikeControl(f.name));
  const byName = named.every(Boolean)
    ? found.map((f, i) =>
        looksLikeControl(
          ownWords(
            f.name,
            found.filter((_, j) => j !== i).map((o) => o.name),
          ),
        ),
      )
    : named;
  // "antiemetics and wristbands, sham wristbands, or antiemetics alone": "X alone" beside an arm that adds to X is a
  // comparator, with any other the names call one; beside placebo or observation, "X alone" is tested against it.
  const untreatedArm = found.some((f) => NOTHING_GIVEN.test(f.name));
  const aloneBase = found.map((f, i) => {
    if (untreatedArm) return false;
    const base = f.name.match(/^(.{4,}?)\s+(?:alone|only)$/i)?.[1]?.toLowerCase();
    return !!base && found.some((o, j) => j !== i && o.name.toLowerCase().includes(base));
  });
  const baseOrNamed = aloneBase.map((a, i) => a || byName[i]!);
  if (aloneBase.some(Boolean) && baseOrNamed.filter(Boolean).length < found.length)
    return baseOrNamed.flatMap((c, i) => (c ? [i] : []));
  // "A alone, B alone, both, or observation": beside a comparator with no treatment, "A alone" is a tested arm.
  const bare = found.map((f) => looksLikeControl(f.name.replace(/\balone\b/gi, "")));
  const untreated = bare.filter(Boolean).length;
  if (found.length > 2 && untreated >= 1 && untreated < byName.filter(Boolean).length)
    return bare.flatMap((c, i) => (c ? [i] : []));
  // Three arms may have two comparators ("information only" and "control group"); a tested arm must remain.
  const controls = byName.filter(Boolean).length;
  if (controls === 1 || (controls > 1 && controls < found.length && found.length > 2))
    return byName.flatMap((c, i) => (c ? [i] : []));
  const byWords = onlyOne(
    found.map((f) => {
      const end = f.end ?? f.at + f.name.length;
      return (
        CONTROL_AFTER.test(f.s.text.slice(end, end + 70)) ||
        CONTROL_BEFORE.test(f.s.text.slice(Math.max(0, f.at - 25), f.at))
      );
    }),
  );
  if (byWords >= 0) return byWords;
  // "the new regimen A or B", "A (experimental arm) or B": the arm called new leaves the other as the comparator.
  const calledNew = onlyOne(
    found.map((f) => {
      const end = f.end ?? f.at + f.name.length;
      return (
        NEW_AFTER.test(f.s.text.slice(end, end + 70)) ||
        NEW_BEFORE.test(f.s.text.slice(Math.max(0, f.at - 25), f.at)) ||
        NEW_BEFORE.test(`${f.name.split(/\s+/)[0]} `)
      );
    }),
  );
  if (found.length === 2 && calledNew >= 0) return 1 - calledNew;
  const standard = calledStandard(found, sentences);
  if (standard >= 0) return standard;
  // "drug T (DT)" within "drug T plus chemotherapy (DT-CT)": a short form in brackets is not what the arm got.
  const unbracketed = lower.map((l) => l.replace(/\s\([^()]{1,12}\)$/, ""));
  const addedTo = onlyOne(
    unbracketed.map((l, i) =>
      unbracketed.some(
        (o, j) =>
          j !== i &&
          ((o.includes(l) && JOINED.test(o.replace(l, ""))) || joinedAbbreviation(found[i]!.name, found[j]!.name)),
      ),
    ),
  );
  if (addedTo >= 0) return addedTo;
  // "A: X and Y, or B: X, Y and Z": the arm described as the other without its addition is the base.
  const base = describedBase(found);
  if (base >= 0) return base;
  // "A was as effective as B", "A is not superior to B": B is what A is measured against.
  const reference = found.length === 2 ? claimedReference(found, sentences) : -1;
  if (reference >= 0) return reference;
  // "patients who previously underwent rigid cystoscopy", randomised to flexible or rigid: the familiar one is the comparator.
  const familiar = previouslyHad(found, sentences);
  if (familiar >= 0) return familiar;
  // "The primary objective is to evaluate X": of two arms, the one it leaves unnamed is the comparator.
  const aimedAt = objectiveControl(found, sentences);
  if (aimedAt >= 0) return aimedAt;
  if (found.length === 2 && noStandardArm(sentences)) return -1;
  // "A with or without B vs C": the title's one comparator among three arms; "A versus B or C": its two.
  const titled = titleComparator(found, title);
  if (Array.isArray(titled) || titled >= 0) return titled;
  const stated = armOrderAmong(found, sentences);
  if (stated >= 0) return stated;
  const t = title.toLowerCase();
  const keys = found.map((f) => keyWords(f.name));
  const inTitle = keys.map((k) => k.some((w) => t.includes(w)));
  // An arm with no distinctive word ("chemotherapy") may be in the title too: the test then says nothing.
  // A title "A versus B" names both arms, if in other words ("Radiotherapy" for "megavoltage radiation"): it says nothing either.
  const titleCompares = /\s(?:versus|vs\.?|v\.?|compared (?:with|to))\s/i.test(title);
  if (
    !titleCompares &&
    keys.every((k) => k.length > 0) &&
    inTitle.filter(Boolean).length === 1 &&
    found[0]!.s.field !== "title"
  )
    return inTitle.indexOf(false);
  return -1;
}

/** Intervention first, control last. */
export function withRoles(found: Found[], title: string, sentences: SourceSentence[]): ArmFact[] {
  const controls = new Set(controlIndexes(found, title, sentences).map((i) => found[i]!));
  const ordered = [...found.filter((f) => !controls.has(f)), ...found.filter((f) => controls.has(f))];
  return ordered.map((f) => ({
    role: controls.has(f) ? "control" : "intervention",
    name: f.name,
    evidence: [partSpan(f.s, f.at, f.end ?? f.at + f.name.length)],
  }));
}
