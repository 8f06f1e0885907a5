// Which way a comparative sentence leans: which arm it is about, whether it has more or less, and whether more is good.

const UP = /\b(?:higher|greater|longer|more|increased|larger|prolonged|improved|better|superior)\b/i;
const DOWN = /\b(?:lower|shorter|fewer|less|reduced|decreased|smaller|worse|inferior)\b/i;
// Outcomes where less is better; "time to" a bad event is the exception handled below.
const BAD =
  /\b(?:death|deaths|mortality|recurrence|relapse|progression|toxicit\w*|adverse|side[- ]effects?|complications?|infections?|seroma|pain|nausea|vomiting|fatigue|anxiety|depression|distress|failure|incidence|risk|ulcer\w*|mucositis|dermatitis|neutropenia|dose|doses|requirements?|consumption|blood loss|stay|(?:operative|operating|operation|surgical|procedure) time|leak\w*|metasta\w*|rec\/met|counts?|constipation|diarrh(?:o)?ea|dyspn(?:o)?ea|insomnia|(?:lymph)?(?:o)?edema|bleeding|ha?emorrhag\w*|strictures?|fistula\w*|morbidity|(?:re)?admissions?|hospitali[sz]ations?|xerostomia|dysphagia|pruritus|itch\w*|rash\w*|alopecia|sedation|drowsiness|emesis|hot (?:flash|flush)\w*|thrombos[ie]s|an(?:a)?emia|fever|febrile)\b/i;
const BLOOD_COUNT =
  /\b(?:neutrophil|granulocyte|platelet|leu[ck]ocyte|white (?:blood )?cell|blood cell|lymphocyte|CD4|ha?emoglobin)s?\b[^.;,]{0,25}\b(?:counts?|nadir|levels?)\b|\bnadir of\b/i;
const TIME_TO_BAD =
  /\btime to (?:\w+ )?(?:progression|death|recurrence|relapse|treatment failure|deterioration|worsening|failure)\b/i;
const RELIEF = /\b(?:relief|relieved|palliation|resolution|resolved|thresholds?)\b/i;
const TIME_TO = /\btime to\b|\bduration of (?:hospital|stay)/i;

/** +1 when more of the outcome is good, -1 when less is good, 0 when unknown. */
export function outcomeGoodness(text: string): number {
  if (TIME_TO_BAD.test(text)) return 1;
  if (TIME_TO.test(text)) return -1;
  // "Pain relief", "palliation of symptoms": less of a bad thing, so more of it is good; so is a higher threshold
  // ("pain threshold", "threshold dose" of an injury): more is needed before harm starts.
  if (RELIEF.test(text)) return 1;
  if (/\bfree[-‐‑ ](?:survival|interval)\b|\b(?:PFS|DFS|EFS|RFS)\b/.test(text)) return 1;
  // Blood counts are better higher ("lower nadir of absolute neutrophil count"), unlike counts of events.
  if (BLOOD_COUNT.test(text)) return 1;
  if (BAD.test(text)) return -1;
  if (
    /\b(?:survival|response|remission|quality of life|uptake|attendance|participation|adherence|knowledge|scores?|satisfaction|(?:local|locoregional|tumou?r|disease|symptom|pain|glyc(?:a)?emic) control|screening|returned)\b/i.test(
      text,
    )
  )
    return 1;
  return 0;
}

/** Words naming the intervention and the control in a sentence: arm words, else generic group words. */
export type ArmWords = { intervention: string[]; control: string[] };

const INTERVENTION_GENERIC =
  /\b(?:intervention|treatment|experiment|experimental|study|active|vaccine|combination|treated) (?:group|arm)\b/i;
const CONTROL_GENERIC = /\b(?:control|placebo|usual care|standard|comparator|observation)(?: group| arm)?\b/i;

type Mention = { side: "intervention" | "control"; at: number };

function mentions(text: string, arms: ArmWords): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  for (const side of ["intervention", "control"] as const) {
    for (const w of arms[side]) {
      for (
        let at = lower.indexOf(w.toLowerCase());
        at >= 0 && out.length < 200;
        at = lower.indexOf(w.toLowerCase(), at + 1)
      )
        out.push({ side, at });
    }
    const generic = new RegExp((side === "intervention" ? INTERVENTION_GENERIC : CONTROL_GENERIC).source, "gi");
    for (const m of text.matchAll(generic)) out.push({ side, at: m.index! });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Whether a sentence names either side, by arm words or as groups. */
export const namesASide = (text: string, arms: ArmWords): boolean => mentions(text, arms).length > 0;

/** Whether a sentence names both sides, by arm words or as groups ("in controls ... in the treatment group"). */
export function namesBothSides(text: string, arms: ArmWords): boolean {
  const all = mentions(text, arms);
  return all.some((m) => m.side === "intervention") && all.some((m) => m.side === "control");
}

// "Greater with sunitinib than with IFN": a comparative set against the other arm, though the other's name differs.
const MORE_THAN =
  /\b(?:greater|higher|lower|longer|shorter|more|less|fewer|better|worse|larger|smaller)\b[^.;]{0,80}?\bthan\b/i;

/** Whether a sentence compares the arms, in figures or in words, with or without a test. */
export function comparesArms(text: string, arms: ArmWords): boolean {
  return setsSidesAgainst(text, arms) || (mentions(text, arms).length > 0 && MORE_THAN.test(text));
}

const SET_AGAINST = /\b(?:versus|vs|compared (?:with|to)|than|relative to|over)\b/i;

/** Whether a sentence sets one side against the other ("A ... compared with B", "A versus B"), by name or as groups. */
export function setsSidesAgainst(text: string, arms: ArmWords): boolean {
  const all = mentions(text, arms);
  // Neighbouring mentions of different sides, a comparing word between them, close enough to be one comparison.
  return all.some(
    (m, k) =>
      k > 0 &&
      all[k - 1]!.side !== m.side &&
      m.at - all[k - 1]!.at <= 150 &&
      SET_AGAINST.test(text.slice(all[k - 1]!.at, m.at)),
  );
}

const THRESHOLD_WORDS =
  /\b(?:\d+(?:\.\d+)?|I{1,3}V?|IV)\s?(?:%|years?|months?|weeks?|days?|cm|mm|kg)?\s?or (?:worse|higher|greater|more|above|older|less|lower|fewer|younger|below)\b/gi;
const AGAINST = /\bthan\b|\bcompared (?:with|to)\b|\bin comparison (?:with|to)\b|\bversus\b|\bvs\b|\brelative to\b/i;

/**
 * Which arm a comparative word describes: "lower in A than in B" (the arm just after, behind a preposition),
 * "improved from x in B to y in A" (the arm after "to"), "A reduced mucositis" (the arm just before).
 */
function subjectOf(text: string, at: number, arms: ArmWords): Mention["side"] | undefined {
  const all = mentions(text, arms);
  const after = text.slice(at, at + 60);
  const from = after.match(/^\w+\s(?:\w+\s)?from\b[^.;]{0,60}?\bto\b/i);
  if (from) return all.find((m) => m.at > at + from[0].length)?.side;
  const next = all.find((m) => m.at > at && m.at < at + 60);
  if (next && /\b(?:in|with|for|among|on|by)\s(?:the\s|those\s|patients\s)?\S*$/i.test(text.slice(at, next.at))) {
    // "lower than in the control group", "improved pain compared with placebo": the arm after "than" or a comparing
    // phrase is the other one.
    // "more than 2 in the placebo group": "than" before a figure is a threshold, not the other arm.
    const than = AGAINST.test(text.slice(at, next.at).replace(/\bthan\s?[<>]?\s?\d/gi, " "));
    return than ? (next.side === "intervention" ? "control" : "intervention") : next.side;
  }
  return all.filter((m) => m.at < at && m.at > at - 80).at(-1)?.side;
}

/**
 * The side a significant comparison favours, from its words: "PFS was shorter with A than B" favours B.
 * undefined when the sentence does not say clearly enough.
 */
export function favouredSide(
  sentence: string,
  endpoint: string,
  arms: ArmWords,
): "intervention" | "control" | undefined {
  // "p less than 0.01" is a p value, and "grade 3 or worse", "aged 70 or older" a threshold: not the comparison's side.
  const read = sentence
    .replace(/\b[pP]\s(?:(?:value\s)?(?:was|is|of)\s)?(?:less|greater|more|lower|higher) than\b/g, (p) =>
      " ".repeat(p.length),
    )
    .replace(THRESHOLD_WORDS, (t) => " ".repeat(t.length));
  const up = read.search(UP);
  const down = read.search(DOWN);
  if (up < 0 && down < 0) return undefined;
  const more = down < 0 || (up >= 0 && up < down);
  const word = more ? up : down;
  // What the comparative is about is said before it ("anxiety scores were lower"), else the endpoint says.
  // "more effective", "better", "improved", "inferior" judge the arm themselves, whatever the outcome: "improved
  // dysphagia" is less dysphagia, and it is good.
  const judging =
    /^(?:(?:more|less) (?:effective|efficacious|beneficial|successful)|better|improved|superior|worse|inferior)\b/i.test(
      sentence.slice(word, word + 30),
    );
  // "significantly fewer deaths": a comparative right before its noun is about that noun, not the clause before it.
  const noun = sentence
    .slice(word, word + 50)
    .match(
      /^\w+\s(?!(?:in|with|for|among|than|on|at|by|after|during|the|to|and|or|of|from|when|as|if|was|were|is|are)\b)([^,;.()]{3,40})/i,
    );
  const goodness = judging
    ? 1
    : (noun ? outcomeGoodness(noun[1]!) : 0) ||
      outcomeGoodness(sentence.slice(Math.max(0, word - 80), word)) ||
      outcomeGoodness(endpoint) ||
      outcomeGoodness(sentence);
  if (goodness === 0) return undefined;
  const subject = subjectOf(sentence, word, arms);
  if (!subject) return undefined;
  const good = more === goodness > 0;
  return good === (subject === "intervention") ? "intervention" : "control";
}
