import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// Hyphens and slashes join words a title may write apart ("laparoscopy-assisted", "Laparoscopy Assisted").
const norm = (text: string) => text.toLowerCase().replace(/[-/–]/g, " ");
const FILLER = /^(?:the|and|plus|with|alone|a|an|of|in|arm|group)$/;
// A capital "A" names ("drug A", "vitamin A"); only the lower-case article is filler.
const wordsOf = (name: string) =>
  name
    .replace(/[-/–]/g, " ")
    .split(/\s+/)
    .filter((w) => w && (w === "A" || !FILLER.test(w.toLowerCase())))
    .map((w) => w.toLowerCase());
// When a treatment is given says nothing of which it is: a title writes "adjuvant" before either arm.
const TIMING = /^(?:adjuvant|neoadjuvant|perioperative|postoperative|preoperative)$/;
const SYMMETRIC = /\b(?:differ|differs|differed|different|similar)\b/i;
const COMPARED = /\b(?:versus|vs\.?|with|to|compared|comparing|and|than)\b/i;
const ROUTE: Record<string, string> = { iv: "intravenous", sc: "subcutaneous", im: "intramuscular", po: "oral" };
const escapeRegex = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// "Compared with A, B ..." opens a sentence by naming the comparator.
const COMPARED_OPENING = /^(?:as |when )?compared (?:with|to) /i;
// "compare two standard regimens", "two oral fluoropyrimidines, A or B": the authors put the arms side by side.
const SIDE_BY_SIDE =
  /\b(?:[Tt]wo|[Bb]oth) (?:standard|established|approved|commonly used|accepted)\b|\b(?:[Cc]ompar(?:e|ed|ing)|[Ii]nvestigate|[Ee]valuate|of) (?:the )?two (?!(?:groups|arms|cohorts|treatment groups|study groups|phases|stages|parts|time)\b)(?:[a-z-]+ ){0,3}?[a-z-]+s\b(?:,| in\b| for\b)/;

const OWN_ROLES = new Set(["objective", "methods", "other"]);
// "a randomised study comparing A with B", "a randomized trial into A versus B": the study's own comparison, in order.
const OWN_COMPARISON = /\b(?:study|trial)\b[^.;]{0,60}\b(?:compar(?:e|ed|ing)|into)\b/i;

/** The authors set the arms side by side, neither a standard, in the title or objective. */
export function noStandardArm(sentences: SourceSentence[]): boolean {
  return sentences.some(
    (s) =>
      (s.field === "title" || s.role === "objective" || s.role === "background" || s.index <= 1) &&
      SIDE_BY_SIDE.test(s.text),
  );
}

/** Among three or more arms, the one comparator the title or objective names in some pair ("comparing B and A" of A, B, C); -1 when none or several. */
export function armOrderAmong(found: Found[], sentences: SourceSentence[]): number {
  if (found.length <= 2) return armOrder(found, sentences);
  const hits = new Set<number>();
  for (let i = 0; i < Math.min(found.length, 6); i++) {
    for (let j = i + 1; j < Math.min(found.length, 6); j++) {
      const r = armOrder([found[i]!, found[j]!], sentences);
      if (r >= 0) hits.add(r === 0 ? i : j);
    }
  }
  return hits.size === 1 ? [...hits][0]! : -1;
}

/** The arm named as the comparator: "Compared with A, B ..." anywhere, else the later arm of "compare B with A" in the title or objective; -1 when none. */
export function armOrder(found: Found[], sentences: SourceSentence[]): number {
  if (found.length !== 2) return -1;
  // Each arm by a word the other lacks: "regimen Q" by "q", "regimen P" by "p"; "tamoxifen", not "adjuvant", of "adjuvant tamoxifen".
  const [w0, w1] = [wordsOf(found[0]!.name), wordsOf(found[1]!.name)];
  const key = (own: string[], other: string[]) =>
    own.find((w) => !other.includes(w) && !TIMING.test(w)) ?? own.find((w) => !other.includes(w));
  const keys = [key(w0, w1), key(w1, w0)];
  if (!keys[0] || !keys[1]) return -1;
  // "IV palonosetron" is "intravenous palonosetron" in the title: a route's short form and its words are one key.
  const patterns = keys.map(
    (k) => new RegExp(`(?<![\\w-])(?:${escapeRegex(k!)}${ROUTE[k!] ? `|${ROUTE[k!]}` : ""})(?![\\w-])`, "i"),
  );
  for (const s of sentences) {
    if (!COMPARED_OPENING.test(s.text)) continue;
    const head = norm(s.text.slice(0, Math.max(0, s.text.indexOf(","))));
    const hit = patterns.map((p) => p.test(head));
    if (hit[0] !== hit[1]) return hit[0] ? 0 : 1;
  }
  // The abstract's own account of what it compared comes before the title's, which may name the standard first.
  const own = sentences.filter((s) => s.field === "abstract" && OWN_ROLES.has(s.role) && OWN_COMPARISON.test(s.text));
  const titles = sentences.filter((s) => s.field === "title" || s.role === "objective");
  for (const s of [...own, ...titles]) {
    const text = norm(s.text);
    const a = text.search(patterns[0]!);
    const b = text.search(patterns[1]!);
    if (a < 0 || b < 0) continue;
    const [first, second] = a < b ? [a, b] : [b, a];
    // "randomised between A and B" sets the arms side by side: it names no comparator.
    if (/\bbetween (?:[\w-]+ ){0,2}$/.test(text.slice(Math.max(0, first - 30), first))) continue;
    // "whether A differs from B" asks a question of both arms: it names no comparator.
    if (second - first < 200 && COMPARED.test(text.slice(first, second)) && !SYMMETRIC.test(text.slice(first, second)))
      return a < b ? 1 : 0;
  }
  return -1;
}
