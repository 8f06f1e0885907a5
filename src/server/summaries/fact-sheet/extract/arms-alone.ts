import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

// Words that open a clause rather than describe the arm: "with radiotherapy alone", "or vinorelbine alone".
const NOT_DESCRIBING =
  /^(?:with|to|or|and|versus|vs|the|a|an|of|by|receive|received|receiving|either|than|plus|compared|after|before|given)$/i;
const escapeRegex = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A comparator whose treatment is part of another arm's ("vinorelbine" beside "vinorelbine plus cisplatin") takes the
 * name the authors give it, "vinorelbine alone", "radical radiotherapy alone", when the title or the abstract's own
 * sentences say so; otherwise it is left as read.
 */
export function namedAlone(arms: ArmFact[], sentences: SourceSentence[]): ArmFact[] {
  const own = sentences.filter((s) => s.field === "title" || (s.role !== "background" && s.role !== "results"));
  return arms.map((arm) => {
    const name = arm.name.trim();
    const lower = name.toLowerCase();
    const addedTo = arms.some((o) => o !== arm && o.name.toLowerCase().includes(lower) && o.name.length > name.length);
    if (arm.role !== "control" || !addedTo || /\balone$/i.test(name) || name.length < 3) return arm;
    // One describing word may come before it ("radical"), as the authors wrote it.
    const pattern = new RegExp(`(?:([\\p{L}-]{3,20})\\s)?${escapeRegex(name)}\\salone\\b`, "iu");
    for (const s of own) {
      const m = s.text.slice(0, 2000).match(pattern);
      if (!m) continue;
      const start = m[1] && !NOT_DESCRIBING.test(m[1]) ? m.index! : m.index! + (m[1] ? m[1].length + 1 : 0);
      const end = m.index! + m[0].length;
      return { ...arm, name: s.text.slice(start, end), evidence: [partSpan(s, start, end)] };
    }
    return arm;
  });
}
