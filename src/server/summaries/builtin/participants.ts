import type { Sentence } from "./sections";

export type Enrolment = {
  /** The number exactly as the abstract writes it ("1,234", "Sixty"). */
  count: string;
  verb: "randomised" | "enrolled" | "included" | "planned";
  /** Who they were, in the abstract's word: patients, women, children... */
  noun: string;
  sentence: string;
};

const UNIT = "one|two|three|four|five|six|seven|eight|nine";
const SPELLED = `(?:(?:${UNIT})[\\s-]hundred(?:\\s+and)?\\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:${UNIT}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|${UNIT})|(?:${UNIT})[\\s-]hundred`;
const NUM = `(\\d{1,3}(?:,\\d{3})+|\\d+|${SPELLED})`;
const NOUN = "(patients|participants|women|men|children|adults|subjects|individuals|people|volunteers|survivors|persons|girls|boys|smokers|cases)";
// Describing words between a number and its noun ("364 postmenopausal node-negative patients"), never a verb or a clause.
const NOT_ADJ = "(?:were|was|and|or|to|in|at|on|of|with|from|for|by|the|a|an|who|had|received|months?|years?|weeks?|days?)\\b";
const ADJ = `(?:(?!${NOT_ADJ})[\\w/-]+\\s+){0,5}?`;
// Words between the noun and the verb, never crossing another "were"/"was" ("96 were enrolled and 91 were randomised").
const GAP = "(?:\\([^)]*\\)\\s*)?(?:(?!(?:were|was)\\b)[^\\s.;]+\\s+){0,14}?";

const RANDOMISED = "(?<!received\\s)(?:randomly\\s+|equally\\s+)?(?:randomi[sz]ed|assigned|allocated)\\b";
// Not "143 were randomised to group A and 142 to group B": that is one arm.
const WHOLE = "(?![^.;]*\\band\\s+\\d)";

// [pattern, verb, noun group, count group], most specific first.
const PATTERNS: [RegExp, Enrolment["verb"], number, number][] = [
  [new RegExp(`\\b(?:planned|target(?:ed)?|sample size|study population) (?:[\\w\\s]{0,20}?of\\s+)?${NUM}\\s+${ADJ}${NOUN}`, "i"), "planned", 2, 1],
  [new RegExp(`\\b${NUM}\\s+${ADJ}${NOUN}\\s+${GAP}(?:were\\s+|was\\s+)?(?:then\\s+)?${RANDOMISED}${WHOLE}`, "i"), "randomised", 2, 1],
  [new RegExp(`\\b(?:randomi[sz]ed|randomly (?:assigned|allocated))\\s+(?:a total of\\s+)?${NUM}\\s+${ADJ}${NOUN}${WHOLE}`, "i"), "randomised", 2, 1],
  [new RegExp(`\\b${NUM}\\s+randomi[sz]ed\\s+${ADJ}${NOUN}`, "i"), "randomised", 2, 1],
  // "256 patients were registered and 236 were randomly assigned"
  [new RegExp(`\\b\\S+\\s+${ADJ}${NOUN}[^.;]*?\\band\\s+${NUM}\\s+(?:were|was)\\s+${RANDOMISED}${WHOLE}`, "i"), "randomised", 1, 2],
  // "Of 239 registered patients, 216 were randomly assigned"
  [new RegExp(`\\b(?:of|among)\\s+\\S+\\s+${ADJ}${NOUN}[^,;.]*,\\s+${NUM}\\s+(?:were|was)\\s+${RANDOMISED}${WHOLE}`, "i"), "randomised", 1, 2],
  [new RegExp(`\\b${NUM}\\s+${ADJ}${NOUN}\\s+${GAP}(?:were\\s+|was\\s+)?(?:enrolled|recruited|accrued|registered|entered)\\b`, "i"), "enrolled", 2, 1],
  [new RegExp(`\\b${NUM}\\s+${ADJ}${NOUN}\\s+${GAP}(?:were\\s+|was\\s+)?(?:included|analy[sz]ed|evaluable|treated|studied|participated|took part|completed|received|underwent)\\b`, "i"), "included", 2, 1],
  [new RegExp(`\\b(?:a total of|in total,?|overall,?|trial (?:of|with|in|involving|including)|study (?:of|with|in|involving|including)|enrolled|recruited|included|(?:of|among))\\s+${NUM}\\s+(?:eligible\\s+|evaluable\\s+)?${ADJ}${NOUN}${WHOLE}`, "i"), "included", 2, 1],
  [new RegExp(`\\b${NOUN}\\s*\\(\\s*n\\s*=\\s*${NUM}\\s*\\)`, "i"), "included", 1, 2],
];
// "Thirty patients with ... underwent": a sentence that opens with the count, trusted only in the methods.
const OPENING: RegExp = new RegExp(`^${NUM}\\s+${ADJ}${NOUN}\\b`, "i");

const plausible = (count: string) => !/^\d+$/.test(count) || (Number(count) >= 4 && !/^(?:19|20)\d\d$/.test(count));

/** How many took part, from the first pattern (most specific first) that any sentence matches. */
export function findEnrolment(sentences: Sentence[], protocol = false): Enrolment | undefined {
  const pool = sentences.filter((s) => s.role !== "background" && s.role !== "conclusion");
  for (const [pattern, verb, nounAt, countAt] of PATTERNS) {
    for (const s of pool) {
      const m = s.text.match(pattern);
      const count = m?.[countAt];
      if (m && count && plausible(count)) return { count, verb: protocol ? "planned" : verb, noun: m[nounAt]!.toLowerCase(), sentence: s.text };
    }
  }
  for (const s of pool) {
    const m = s.role === "methods" ? s.text.match(OPENING) : null;
    if (m && plausible(m[1]!)) return { count: m[1]!, verb: protocol ? "planned" : "included", noun: m[2]!.toLowerCase(), sentence: s.text };
  }
  return undefined;
}

/** Group sizes when only they are given: "bevacizumab (n=387) or placebo (n=387)". */
export function findGroupSizes(sentences: Sentence[]): string[] {
  for (const s of sentences) {
    if (s.role === "background") continue;
    if (!/randomi|assigned|allocated/i.test(s.text)) continue;
    const sizes = [...s.text.matchAll(/\(\s*n\s*=\s*(\d[\d,]*)\s*\)/gi)].map((m) => m[1]!);
    if (sizes.length === 2) return sizes;
    // "assigned 350 patients to receive erlotinib and 320 to receive placebo"
    const split = s.text.match(/\b(\d[\d,]*)\s+(?:\w+\s+)?to\s+[^.;]*?\band\s+(\d[\d,]*)\s+to\b/i);
    if (split) return [split[1]!, split[2]!];
  }
  return [];
}

/** The sentence that says who was eligible or studied, for the clinician summary. */
export function populationSentence(sentences: Sentence[], enrolment?: Enrolment): string | undefined {
  if (enrolment && /\bwith\b|\baged\b|\beligible\b/i.test(enrolment.sentence)) return enrolment.sentence;
  const found = sentences.find((s) => s.role === "methods" && /\b(?:patients|participants|women|men|children|adults)\b[^.]*\b(?:with|aged|who)\b|\beligib/i.test(s.text));
  return found?.text ?? enrolment?.sentence;
}

/** "people", "women", "children"... for the patient summary. */
export function plainNoun(noun: string | undefined): string {
  if (!noun || /patients|participants|subjects|individuals|persons|cases|volunteers/.test(noun)) return "people";
  return noun;
}
