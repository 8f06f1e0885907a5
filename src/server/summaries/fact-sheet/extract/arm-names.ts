import type { SourceSentence } from "../source/read-source";

/** An arm as found: its name, the sentence and the offset of the name in it (and its end when the name is not a slice). */
export type Found = {
  name: string;
  s: SourceSentence;
  at: number;
  end?: number;
  control?: true;
  /** What the sentence says the arm got, when its name is only a label ("RT-GC arm"): read for its role. */
  about?: string;
};

// Real sentences name their arms in the first few tries; more only cost time on odd text.
export const MAX_TRIES = 8;

// Words that open an arm phrase but are not part of its name; each alternative ends at a word boundary that is not a hyphen.
// "36 weeks of" is tried before "36 weeks", or the name would start at "of". "to compare the efficacies of S-1 and X",
// "to use drug Q cream": what is said of the arm, or the verb of its use, is not its name.
const LEAD =
  /^(?:\s|,|:|\d+(?:\.\d+)?\s?%\s(?=[a-z])|(?:\d+(?:[–-]\d+)? |\w+ )?(?:cycles?|courses?|doses?|sessions?|weeks?|months?) of(?![\w-])|\d+(?:[–-]\d+)?[\s-](?:weeks?|months?|days?|hours?)(?:'s?|’s?)?(?![\w-])|\d+(?:[.,]\d+)?\s?(?:mg|g|µg|mcg|ng|ml|gy|iu|units?)(?:\s?m\^?[-−]?2(?=[a-z\s])|\/[\w^]{1,8}(?![\w-])|(?![\w-]))|(?:the )?(?:above|same) (?:regimen|treatment|chemotherapy) (?:with|plus|and)(?![\w-])|[“”"‘]|[a-z]{3,}ly (?:administered|given|delivered|applied|injected)(?![\w-])|(?:were|was) (?:given|offered|managed with)|open[-‐\s]label|option (?:of|to)|(?:efficac(?:y|ies)|effects?|effectiveness|safety|outcomes?) of(?![\w-])|use(?: of)?(?![\w-])|(?:respectively|to|receive|received|receiving|undergo|either|the|an?|be|by|via|treated|treatment with|therapy with|group|arm|one of|two|three|using|matching|matched|implement|continue(?: with)?|provide|deliver|adopt)(?![\w-])|[A-D](?![\w-]):?|\(?[a-d1-4]\)|groups?:|arms?:|with(?![\w-])(?!\s+or(?![\w-])))+/i;
// Where an arm name ends: doses, schedules, populations, clause breaks. Searched in a bounded string.
const END =
  /\s?[()[\];:.]|,|\s\d|\s(?:and|while|whereas) (?:the|those|patients|participants)\b|\s(?:according to|consisting of|including|comprising|containing|summari[sz]ing|delivered|based on|aimed at|focusing on|designed to|tailored to)\b|\s(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:weeks?|months?|days?|cycles?|courses?|times)\b|\s(?:in|for|among|every|daily|once|twice|given|administered|at a dose|as (?:first|second|adjuvant|neoadjuvant|maintenance|a|an|the|treatment|therapy)|after(?! surgery)|before|prior to|during|on days?|until|from (?:the )?(?:first|start|day|beginning|onset|week|date)|starting|who|which|that|were|was|is|are|will|to (?:evaluate|assess|compare|determine|investigate|improve|reduce|prevent)|respectively|with respect|on (?:the|a|an|pain|quality)|trial|study|regimen|patients|participants|women|men|at)\b|\s[—–-]\s/i;
const DOSED_LIST =
  /^\s\d[\d.,]{0,8}\s?(?:mg|g|µg|mcg|ml|iu|units?)(?:\/[\w^]{1,8})?(?:\s(?:p\.o\.|i\.v\.|orally|daily))?(?:,\s?|\sand\s)(?!(?:and|or|then|followed|every|daily|on|for|in)\b)[A-Za-z][\w-]{2,}(?:\s[A-Za-z][\w-]{0,20})?\s\d/i;
const FOLLOWED_LATER =
  /^(?:for|every|daily|once|twice|given|administered|at a dose|on days?)\b[^,;()]{0,70}?\sfollowed by\s/i;
// Words that show a phrase is a clause of the sentence, not a treatment.
const JUNK =
  /\b(?:were|was|are|is|be|been|this|these|those|that|had|has|have|whether|between|compared|comparing|randomi\w*|phase|evaluated|outcomes?|effects?|effectiveness|efficacy|safety|feasibility|survival|response|results?|determine|detect|than|analys[ie]s|we|our|their|its|they|it|baseline|resulting|mean|median|which|represents|number|true|false|impact|improve|sensitivity|specificity|death|hours|give|abstain|following|versus|vs|above|hypothesis|test|same|q\d+)\b|regard|sample|population|^(?:or|and|nor|of)\b|^(?:every|each|any)(?![\w-])|[~=<>%()]/i;
const GENERIC =
  /^(?:recurrent|progressive|advanced|metastatic|early|local|locally|newly|previously|untreated|resected|relapsed|refractory|patients?|participants?|groups?|arms?|two|one|treatment|therapy|them|it|this|these|each|both|either|study|controls|none|other|others|all|concurrent|sequential|days?|weeks?|months?|years?|cycles?|courses?)$/i;
// "usual care alone over 6 weeks" cut at its number leaves "over": a duration's word, not the arm's.
const DANGLING =
  /\s+(?:and|or|of|with|by|to|plus|as|the|versus|vs\.?|without|either|alone\s+or|at|from|in|on|for|into|followed|over|within)$/i;
// A capital "A" ends names ("vitamin A", "drug A"); only a lower-case article dangles.
const DANGLING_ARTICLE = /\s+(?:a|an)$/;

// "A followed by 6 courses of B": the count belongs to B's schedule, not the end of the name.
const COURSES_OF = /^\s(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:courses?|cycles?) of\s/i;

const MORE_CYCLES = /^\s(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:courses?|cycles?) of\s/i;

/** Where a name ends, past "followed by N courses of" to the end of what follows (its own end, or "with" its drugs). */
function followedEnd(name: string, end: number): number {
  if (end < 0 || !/\sfollowed by$/i.test(name.slice(Math.max(0, end - 12), end))) return end;
  const count = name.slice(end, end + 40).match(COURSES_OF);
  if (!count) return end;
  const from = end + count[0].length;
  const tail = name.slice(from, from + 80);
  const cuts = [tail.search(END), tail.search(/\swith\s/i)].filter((i) => i > 0);
  // Without a clear end of what follows, the name would run on: leave the cut where it was (and the name dropped).
  return cuts.length ? from + Math.min(...cuts) : end;
}

// "cisplatin and 5-fluorouracil", "FOLFOX plus 5-FU": a drug whose name opens with a digit still belongs to the regimen.
const DIGIT_DRUG = /^\s\d{1,2}-[A-Za-z][\w-]*/;
// "plus high-dose 5-fluorouracil": a dose word between the joiner and the drug.
// "with concurrent 5-fluorouracil": a timing or route word may sit there too.
const JOINS =
  /\s(?:and|plus|with|\+)(?:\s(?:high|low|standard|full|reduced)-dose|\s(?:concurrent|sequential|infusional|bolus|oral))?$/i;

/** Where a name ends when it was cut before "and 5-fluorouracil": past that drug, to the next end. */
function joinedDrugEnd(name: string, end: number): number {
  const drug =
    end < 0 || !JOINS.test(name.slice(Math.max(0, end - 20), end)) ? null : name.slice(end, end + 40).match(DIGIT_DRUG);
  if (!drug) return end;
  const from = end + drug[0].length;
  const rest = name.slice(from).search(END);
  return rest < 0 ? name.length : from + rest;
}

// "plus cisplatin, vinblastine and methotrexate": the drugs of one added regimen, cut at the list's first comma.
const ADDED_LIST = /^,\s[A-Za-z][\w-]{1,30}(?:,\s[A-Za-z][\w-]{1,30}){0,3},?\sand\s[A-Za-z][\w-]{1,30}/;

/** Where a name ends when it was cut inside "plus A, B and C": past the last drug, to the next end. */
function addedListEnd(name: string, end: number): number {
  if (
    end < 0 ||
    name[end] !== "," ||
    !/\s(?:plus|with|\+)\s[A-Za-z][\w-]{1,30}$/i.test(name.slice(Math.max(0, end - 40), end))
  )
    return end;
  const list = name.slice(end, end + 160).match(ADDED_LIST);
  if (!list) return end;
  const from = end + list[0].length;
  const rest = name.slice(from).search(END);
  return rest < 0 ? name.length : from + rest;
}

/** "schedule 4/2" (weeks on/off) is how the schedule is named: the numbers stay with the word. */
function scheduleEnd(name: string, end: number): number {
  if (end < 0 || !/\b(?:schedule|regimen)$/i.test(name.slice(Math.max(0, end - 9), end))) return end;
  const code = name.slice(end, end + 8).match(/^\s\d{1,2}\/\d{1,2}(?![\d/])/);
  if (!code) return end;
  const rest = name.slice(end + code[0].length).search(END);
  return rest < 0 ? name.length : end + code[0].length + rest;
}

// "20Gy in five fractions", "8 Gy single fraction": a radiotherapy schedule is named by its dose and fractions.
const RT_SCHEDULE =
  /^(\s*(?:either\s)?)(\d{1,3}(?:\.\d)?\s?Gy\s(?:in\s(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s(?:daily\s)?fractions?|(?:as\s)?(?:a\s)?single\s(?:fraction|dose)))(?![\w-])/i;

/** A treatment phrase cut to a short name, or undefined when it does not look like one. */
export function cleanArm(raw: string): { name: string; offset: number } | undefined {
  const bounded = raw.slice(0, 160);
  const schedule = bounded.match(RT_SCHEDULE);
  if (schedule) return { name: schedule[2]!, offset: schedule[1]!.length };
  const lead = bounded.match(LEAD);
  const offset = lead ? lead[0].length : 0;
  // "the control group", "a usual care arm": a named comparator keeps its word "group".
  const grouped = bounded
    .slice(offset)
    .match(
      /^(?:in (?:the|a) )?((?:control|placebo|usual care|standard care|observation|intervention|experimental?|experiment|treatment|study) (?:group|arm))s?((?:\s(?:without|with no|receiving no)\s[A-Za-z][\w-]{1,30}(?:\s[A-Z0-9][\w-]{0,4}(?![\w-]))?)?)(?![\w-])/i,
    );
  // "in the control group without GCI": the group and what it went without, not the words that place it.
  if (grouped) {
    const lead = grouped[0].indexOf(grouped[1]!);
    const name = grouped[2] ? grouped[0].slice(lead) : grouped[1]!;
    return { name, offset: offset + lead };
  }
  const whole = bounded.slice(offset);
  let name = whole;
  // A blanked bracket (two spaces or more) ends the name: "BuFlu (doses...) group" is BuFlu.
  const gap = name.search(/\S\s{3,}/);
  if (gap >= 0) name = name.slice(0, gap + 1);
  const end = addedListEnd(name, joinedDrugEnd(name, scheduleEnd(name, followedEnd(name, name.search(END)))));
  // "drug F 500 mg, drug M 25 mg and ...": cut at the first dose of a dosed list, the name would miss the other drugs: better none.
  if (end >= 0 && DOSED_LIST.test(name.slice(end, end + 60))) return undefined;
  // "A and two cycles of B": cut before the count, the name would miss what the arm adds: better none.
  if (end >= 0 && /\s(?:and|plus|then)$/i.test(name.slice(0, end)) && MORE_CYCLES.test(name.slice(end)))
    return undefined;
  if (end >= 0) name = name.slice(0, end);
  // "FEC (doses) for four cycles followed by docetaxel": cut before "for", the name would miss what follows: better none.
  if (FOLLOWED_LATER.test(whole.slice(name.length).trimStart())) return undefined;
  // Cut off after "plus" or "followed by", the name would miss the treatment it adds: better none.
  if (/\s(?:plus|followed by|followed|combined with|in combination with)\s*[,;:]?\s*$/i.test(name)) return undefined;
  for (let i = 0; i < 3; i++)
    name = name
      .replace(DANGLING, "")
      .replace(DANGLING_ARTICLE, "")
      .replace(/[\s,;:”"’]+$/, "");
  name = name.trim();
  const words = name.split(/\s+/);
  // "chemoradiotherapy with concurrent": a describing word with nothing after it was cut from its drug.
  if (
    words.length > 1 &&
    /^(?:concurrent|sequential|adjuvant|neoadjuvant|intravenous|subcutaneous|combined|additional)$/i.test(words.at(-1)!)
  )
    return undefined;
  // A lone adverb ("orally", "weekly") says how, not what.
  if (words.length === 1 && /ly$/i.test(name)) return undefined;
  if (
    !name ||
    words.length > 10 ||
    // A Greek letter opens drug names ("α-interferon", "β-carotene").
    !/^[A-Za-z0-9^α-ω]/.test(name) ||
    /-$/.test(name) ||
    GENERIC.test(name) ||
    JUNK.test(name)
  )
    return undefined;
  if (/^\d/.test(name) && !/^\d+-?[A-Za-z]/.test(name)) return undefined;
  return { name, offset };
}

// "X only" is X alone; "air" is what a trial of oxygen (hyperbaric or not) compares it with.
const CONTROL =
  /\bno-\w|\b(?:investigator|physician|doctor)[’']?s? choice\b|\b(?:placebo|usual care|care as usual|treatment as usual|standard|observation|control|alone|best supportive care|supportive care only|conventional|no (?:further |additional |maintenance |adjuvant |consolidation )?(?:treatment|intervention|therapy|adjuvant|chemotherapy|radiotherapy)|without (?:any |further |additional |primary |maintenance |adjuvant |systemic )*(?:treatment|intervention|therapy|chemotherapy|radiotherapy)|wait(?:ing)?[- ]?list|sham|routine|current practice|surveillance|information only|attention control|untreated|vehicle|saline|nihil|not (?:using|receiving|given|treated with|offered))\b|\b[a-z]{3,} only\b|^(?:treatment in |in |room |breathing )?air(?: group| arm)?$/i;

export const looksLikeControl = (name: string) => CONTROL.test(name);

const GENERIC_GROUP = /^(?:intervention|experimental?|experiment|treatment|study|active)(?: (?:group|arm))?$/i;
/** "the intervention group" says nothing of what it got: the title may name it instead. */
export const isGenericGroup = (name: string) => GENERIC_GROUP.test(name);
/** A bare abbreviation ("GV") means nothing to a reader without its definition. */
export const isBareAbbreviation = (name: string) => /^[A-Z0-9-]{2,5}$/.test(name);
