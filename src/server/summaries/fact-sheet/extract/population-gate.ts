import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

const PEOPLE =
  /^(?:patients|women|men|adults|children|adolescents|participants|survivors|people|individuals|smokers|volunteers|subjects)$/i;
// "patients who were known", "evaluable patients who were assigned": a relative clause cut after its verb says nothing.
const BARE_RELATIVE = /\s(?:who|that|which)\s(?:were|was|are|is|had|have)\s[\w-]+$/i;
// "patients who were" left once a trailing "randomized" is cut: a relative clause with no content.
const DANGLING_RELATIVE = /\s(?:who|that|which)(?:\s(?:were|was|are|is|had|have))?$/i;
// "multiple myeloma stage II entered": a verb of the study's own process closes the phrase, not the people.
const TRAILING_VERB =
  /\s(?:entered|enrolled|included|assigned|allocated|randomi[sz]ed|recruited|registered|known|selected|studied|evaluated)$/i;
// "patients with glioblastoma and evaluation of prognostic factors": what the study did, joined to who took part.
const STUDY_ACT =
  /\s(?:and|with)\s(?:the\s)?(?:evaluation|assessment|analysis|comparison|identification|investigation|determination)\s(?:of|for)\b/i;
// "participants after the three month review": when they were seen, not who they are.
const VISIT =
  /\safter\s(?:the\s|their\s)?(?:[\w-]+\s){0,3}(?:review|visit|follow-?up|assessment|interview|appointment|consultation)\b/i;
// "with unifocal" cut at the comma of a list of describing words ("unifocal, nonlobular, grade 1"): no condition yet.
const DESCRIBING_CUT = /\swith\s[a-z][\w-]*(?:ive|ed|al|ic|ous|ble|ary|ar)$/;
// "paramenopausal or castrated women": the first of two describing words joined by "or" belongs to the people too.
const JOINED_BEFORE = /(?:^|\s)([a-z][\w-]{1,30}(?:ive|ed|en|al|ic|ous|ble|ary|ant|ar))\s(?:or|and)\s$/;

// "who have had colorectal" cut before ", breast or prostate cancer": the sites share the disease noun after the list.
const SITE_LIST =
  /^(?:,\s[\w-]+){1,4},?\s(?:or|and)\s[\w-]+\s(?:cancers?|tumou?rs|carcinomas?|adenocarcinomas?|lymphomas?|leuka?emias?|sarcomas?|malignancies|diseases?)\b/i;

/** Words of the phrase left when the tidying leaves only the people noun and a word: nothing to say of them. */
const tooBare = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= 2 && PEOPLE.test(words[words.length - 1]!);
};

/**
 * The population as a reader can take it: a phrase cut after a relative clause's verb, closed by a verb of the study's
 * process, joined to what the study did, or naming a visit is cut back to the people (or left empty when only a bare
 * noun remains); a describing word split off by "or" is put back. Bounded windows keep this linear.
 */
export function tidyPopulation(found: Fact, s: SourceSentence): Fact | null {
  const span = found.evidence[0];
  if (!span || span.field !== s.field) return found;
  let from = span.start - s.start;
  let to = span.end - s.start;
  const text = () => s.text.slice(from, to);
  const act = text().search(STUDY_ACT);
  if (act > 0) to = from + act;
  const visit = text().search(VISIT);
  if (visit > 0) to = from + visit;
  for (const pattern of [BARE_RELATIVE, TRAILING_VERB, DANGLING_RELATIVE]) {
    const m = text().match(pattern);
    if (m) to = from + m.index!;
  }
  const list = s.text.slice(to, to + 120).match(SITE_LIST);
  if (list) to += list[0].length;
  const next = s.text.slice(to, to + 2);
  const cut = next.startsWith(",") ? text().match(DESCRIBING_CUT) : null;
  if (cut) to = from + cut.index!;
  const joined = s.text.slice(Math.max(0, from - 40), from).match(JOINED_BEFORE);
  if (joined) from -= joined[0].length - (joined[0].startsWith(" ") ? 1 : 0);
  while (to > from && /[\s,]/.test(s.text[to - 1]!)) to--;
  if (tooBare(text()) && to < span.end - s.start) return null;
  if (from === span.start - s.start && to === span.end - s.start) return found;
  return { text: text(), evidence: [partSpan(s, from, to)] };
}
