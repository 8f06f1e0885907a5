import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { looksLikeControl } from "./arm-names";
import { partSpan } from "./spans";

// "A phase II trial of 1st-line ": the kind of study before the regimen a single-group title names.
const OPENER =
  /^(?:an? )?(?:(?:(?:open-label|single-arm|multicent(?:er|re)|prospective|pilot) )*(?:phase (?:I{1,3}|[1-3])(?:\/I{1,3}|\/[1-3])? )?(?:clinical )?(?:trial|study) (?:of|with) (?:the use of )?)?(?:(?:1st|2nd|first|second)-line )?(?:single-agent |(?:[\w-]+-week|weekly|biweekly) schedule of |(?:chemotherapy|treatment|therapy) with )?/i;
// What ends the regimen: its use ("as salvage treatment"), the disease or the people ("for", "in", "among").
const USE =
  /\sas\s(?:(?:salvage|first-line|second-line|front-line|induction|maintenance|adjuvant|neoadjuvant)\s)?(?:treatment|therapy)\b|\sin\sthe\streatment\sof\b/i;
// "X in combination with Y and Z" is one regimen: that "in" does not end it.
const AFTER = /\s(?:for|in(?!\scombination\s)|among)\s/i;
// A regimen names what is given: a drug-like word, a combination or a named treatment kind.
const TREATMENT =
  /\b(?:[A-Z][A-Za-z]*-?[A-Z]{2,}[A-Za-z0-9-]*|[A-Za-z-]*(?:mab|nib|platin|taxel|rubicin|mustine|fluorouracil|chemotherapy|radiotherapy|therapy|treatment))\b/;
// A title may capitalise its drugs ("Gemcitabine and 5-Fluorouracil"): their endings in either case.
const DRUG_ENDING = /(?:mab|nib|platin|taxel|rubicin|mustine|fluorouracil|citabine)\b/i;
// Openings that name a question or a measure, not a regimen.
const NOT_REGIMEN =
  /^(?:the|a|an|effects?|impact|efficacy|safety|quality|survival|outcomes?|results?|patterns?|time|role|long-term|management|treatment|therapy|chemotherapy|randomi[sz]ed|comparison|evaluation|assessment|analysis|use|why|how|what|is|are|does|do|can)\b/i;

/** A single-group study named by its regimen in the title ("X plus Y treatment for ...", "X, Y and Z (XYZ) as salvage treatment"). */
export function titleRegimen(sentences: SourceSentence[]): ArmFact[] {
  const s = sentences.find((x) => x.field === "title");
  if (!s) return [];
  const text = s.text.slice(0, 300);
  const open = text.match(OPENER)!;
  const from = open[0].length;
  const rest = text.slice(from);
  const use = rest.match(USE);
  const after = rest.match(AFTER);
  // Without "trial of" before it, only a stated use ("as salvage treatment") says the opening is the regimen.
  // "X with Y in patients with ...": the people named straight after it say it is what they were given.
  const people = rest.match(/\sin (?:patients|women|men|children|adults)\b/i);
  const stop = use ? use.index! : from > 0 && after ? after.index! : people ? people.index! : -1;
  if (stop <= 0) return [];
  const name = rest.slice(0, stop).trim();
  const words = name.split(/\s+/);
  if (
    words.length > 8 ||
    !(TREATMENT.test(name) || DRUG_ENDING.test(name)) ||
    NOT_REGIMEN.test(name) ||
    looksLikeControl(name)
  )
    return [];
  // A comparison or a clause inside is not one regimen.
  if (
    /[:;?]|\s(?:versus|vs\.?|or|compared|without|on|of|during|after|before|by|from|to|under|following|at)\s|-(?:related|induced|associated)\b/i.test(
      name,
    )
  )
    return [];
  const at = from + rest.indexOf(name);
  return [{ role: "intervention", name, evidence: [partSpan(s, at, at + name.length)] }];
}
