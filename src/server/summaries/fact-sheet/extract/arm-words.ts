import type { SourceSentence } from "../source/read-source";
import { cleanArm, isBareAbbreviation, type Found } from "./arm-names";

// A describing word that shares the noun after the other arm: "flexible or rigid cystoscopy", "true or sham acupuncture".
// "immediate or delayed surgery", "early or late feeding": timing words share the noun too.
// "high-dose or standard-dose vaccine": a hyphenated dose or course word describes the shared noun too.
// A drug's name may end like an adjective ("tamoxifen", "estrogen"): "tamoxifen versus megestrol acetate" shares nothing.
const SHARING =
  /^(?:(?![a-z]+(?:fen|gen)$)[a-z]+(?:ble|al|ive|ous|ed|ic|ar|id|en|ly)|true|active|real|verum|sham|open|standard|usual|immediate|early|late|upfront|[a-z]+-(?:dose|course|intensity|volume|term))$/;

const LEVEL = /^(?:standard|conventional|usual|low|high|intermediate|moderate|reduced|full|short|long)$/i;

/** "flexible or rigid CS" names the first arm "flexible CS". */
export function sharedNoun(found: Found[]): void {
  if (found.length !== 2) return;
  const [left, right] = found as [Found, Found];
  // The head noun is the last word before any preposition: "postoperative chemotherapy with mFOLFOX6" gives chemotherapy.
  const prep = right.name.search(/\s(?:with|for|of|in|plus|and)\s/i);
  const words = (prep < 0 ? right.name : right.name.slice(0, prep)).split(/\s+/);
  if (!SHARING.test(left.name.toLowerCase()) || words.length < 2) return;
  // "high-dose or conventional dose": the left word already holds the noun ("high-dose dose" reads as a slip).
  if (left.name.toLowerCase().endsWith(`-${words.at(-1)!.toLowerCase()}`)) return;
  // The evidence runs on to the shared noun ("flexible or rigid CS"), so every word of the name is quoted.
  left.end = right.at + right.name.length;
  // "laparoscopic or open distal gastrectomy": after the other's describing word ("minimally invasive" as one), all it describes is shared.
  const described = SHARING.test(words[0]!.toLowerCase());
  // "oral versus intravenous melphalan and prednisone": the modifier differs, the drugs joined after it are both arms'.
  const joined =
    described && prep >= 0 && /^\s(?:and|plus)\s/i.test(right.name.slice(prep)) ? right.name.slice(prep) : "";
  // "standard versus high-dose daunorubicin": the level word takes the other's "-dose" ("standard-dose daunorubicin").
  const suffix = words[0]!.match(/-(?:dose|intensity|volume|course|term)$/i)?.[0];
  const level = suffix && LEVEL.test(left.name) ? `${left.name}${suffix}` : left.name;
  left.name = `${level} ${described ? (words.slice(/ly$/i.test(words[0]!) ? 2 : 1).join(" ") || words.at(-1)) + joined : words.at(-1)}`;
}

const REVERSE = /^(?:the )?(?:reverse|reversed|opposite) (?:sequence|order)$/i;
const SEQUENCE = /^(.{2,80}?)\s(followed by|then)\s(.{2,80})$/i;

/** A crossover's "A followed by B, or the reverse sequence": the second arm is B followed by A, quoted from both. */
export function reversedSequence(found: Found[]): Found[] {
  if (found.length !== 2) return found;
  const i = found.findIndex((f) => REVERSE.test(f.name));
  const other = found[1 - i];
  const m = other?.name.match(SEQUENCE);
  if (i < 0 || !other || !m || other.s !== found[i]!.s) return found;
  const f = found[i]!;
  const named = {
    name: `${m[3]!} ${m[2]!} ${m[1]!}`,
    s: f.s,
    at: Math.min(other.at, f.at),
    end: Math.max(f.end ?? f.at + f.name.length, other.end ?? other.at + other.name.length),
  };
  return found.map((x, k) => (k === i ? named : x));
}

/** Each letter of the short form found in order in the long form, the first opening a word (Schwartz-Hearst). */
export function spellsOut(short: string, long: string): boolean {
  let l = long.length - 1;
  for (let s = short.length - 1; s >= 0; s--) {
    const c = short[s]!.toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(c)) continue;
    while (l >= 0 && (long[l]!.toLowerCase() !== c || (s === 0 && l > 0 && /[\p{L}\p{N}]/u.test(long[l - 1]!)))) l--;
    if (l < 0) return false;
    l--;
  }
  return true;
}

/** "Dex" becomes "dexmedetomidine" where the abstract defines it: "dexmedetomidine (Dex)". */
export function expandAbbreviation(f: Found, sentences: SourceSentence[]): Found {
  // "the TA group" takes the name its definition gives: "therapeutic acupuncture (TA)", "drug T (DT group)".
  const grouped = f.name.match(/^([A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]{1,5})?) (?:group|arm)$/);
  const abbr = grouped ? grouped[1]! : f.name;
  if (!grouped && !isBareAbbreviation(abbr) && !/^[A-Z][a-z]{1,3}$/.test(abbr)) return f;
  const pattern = new RegExp(`\\(${abbr.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: group| arm)?[),;]`, "i");
  for (const s of sentences) {
    const m = s.text.match(pattern);
    if (!m) continue;
    const before = s.text.slice(Math.max(0, m.index! - 80), m.index!);
    const words = [...before.matchAll(/[^\s()]+/g)];
    // As many words as the short form could stand for (the Schwartz-Hearst window). A phrase whose words open with
    // the short form's letters, one each, is tried first: "radical retropubic prostatectomy (RRP)", not the shorter
    // "retropubic prostatectomy" that also holds R, R and P.
    const most = Math.min(abbr.length + 5, abbr.length * 2, words.length);
    const letters = abbr.replace(/[^A-Za-z]/g, "").toLowerCase();
    const initials = (k: number) =>
      words
        .slice(words.length - k)
        .map((w) => w[0]!.replace(/^["“‘']/, "").charAt(0) || w[0]!.charAt(1))
        .join("")
        .toLowerCase();
    const exact = letters.length <= most && initials(letters.length) === letters ? [letters.length] : [];
    for (const k of [...exact, ...Array.from({ length: most }, (_, i) => i + 1)]) {
      const first = words[words.length - k]!;
      // '"sham" placebo acupuncture (SA)': quotes around a word are not part of the name.
      const quote = /^["“‘']/.test(first[0]!) ? 1 : 0;
      if (first[0]![quote]?.toLowerCase() !== abbr[0]!.toLowerCase()) continue;
      const phrase = before
        .slice(first.index! + quote)
        .trim()
        .replace(/["“”‘’]/g, "");
      // "etoposide (ELF)" is one drug of ELF, not ELF: every letter of the short form must be in its long form.
      if (!spellsOut(abbr, phrase)) continue;
      const arm = cleanArm(phrase);
      // Only a whole definition counts: "cyclophosphamide, methotrexate and fluorouracil (CMF)" cut at its comma is not CMF.
      if (arm?.offset !== 0 || arm.name !== phrase) break;
      const at = m.index! - before.length + first.index! + arm.offset;
      // "etoposide plus 5-FU/LV (ELF)": a combination's short form stays with its contents, so quotes using it still read.
      // "the TIVAS arm": results go on calling the group by its short form, so the name keeps it too.
      const combined = /\s(?:plus|and|with|\+)\s|\//i.test(arm.name) || !!grouped;
      if (!combined || !m[0].endsWith(")") || s.text.slice(at + arm.name.length, m.index!).trim())
        return { name: arm.name, s, at };
      return { name: `${arm.name} (${abbr})`, s, at, end: m.index! + m[0].length };
    }
  }
  return f;
}

const CONTROL_MENTION =
  /\b(?:placebo|usual care|standard care|care as usual|control (?:group|version|condition)|wait[- ]?list(?: control)?|no (?:further )?(?:treatment|intervention)|observation|best supportive care)\b/i;

/** The comparator a methods or results sentence names, for a trial whose allocation sentence names no arms. */
export function controlMention(sentences: SourceSentence[], intervention?: string): Found | undefined {
  for (const s of sentences) {
    if (s.field !== "abstract" || (s.role !== "methods" && s.role !== "results")) continue;
    const m = s.text.match(CONTROL_MENTION);
    if (!m) continue;
    // "placebo acupuncture", "sham surgery": the comparator takes the treatment's noun when the text gives it.
    const noun =
      /^(?:placebo|observation)$/i.test(m[0]) && intervention
        ? s.text.slice(m.index! + m[0].length).match(/^\s([a-z][\w-]{2,30})\b/i)
        : null;
    const named = noun && intervention!.toLowerCase().includes(noun[1]!.toLowerCase()) ? `${m[0]}${noun[0]}` : m[0];
    return { name: named, s, at: m.index! };
  }
  return undefined;
}
