import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, MAX_TRIES, type Found } from "./arm-names";
import { sharedNoun } from "./arm-words";
import { sharedHyphenNoun } from "./arms-title-compare";
import { withOrWithoutVersus } from "./arms-with-or-without";
import { withBoth } from "./arms-both";
import { listedRight, listedStart } from "./arms-title-list";

// Words that end a title's left arm when read backwards from the separator.
const LEFT_STOP =
  /^(?:as|when|of|to|comparing|compare|compared|between|with|for|on|using|evaluate|evaluating|assess|assessing|investigate|study|trial|randomi[sz]ed|randomised|phase|versus|vs|the|a|an|in|and|effect|effects|efficacy|safety|impact|role)$/i;

/** Where the left arm starts: words back from the separator until a stop word or a clause break (6 words at most). */
function leftArmStart(text: string, sepAt: number): { start: number; anchored: boolean; stop?: string } {
  let start = sepAt;
  let words = 0;
  let i = sepAt;
  while (i > 0 && words < 6) {
    let j = i;
    while (j > 0 && text[j - 1] === " ") j--;
    let k = j;
    while (k > 0 && !/[\s:;,()[\]]/.test(text[k - 1]!)) k--;
    const word = text.slice(k, j);
    // "Drug A plus B versus ...": a capital "A" is a name, not an article.
    if (!word || (LEFT_STOP.test(word) && !/^A$/.test(word)))
      return { start, anchored: true, stop: word.toLowerCase() };
    start = k;
    words++;
    i = k;
    if (k > 0 && /[:;,()[\]]/.test(text[k - 1]!)) return { start, anchored: true };
  }
  return { start, anchored: i === 0 };
}

/** "A versus B in ...", "Trial of A or B", "comparing A with B". */
export function fromTitle(s: SourceSentence): Found[] {
  const three = withOrWithoutVersus(s);
  if (three.length) return three;
  const text = s.text;
  for (const sep of [
    ...text.matchAll(/\s(?:versus|vs\.?|v\.?|or|compared (?:with|to)|with (?:or|versus|vs\.?) without)\s/gi),
  ].slice(0, MAX_TRIES)) {
    const { start: leftStart, anchored: stopped, stop } = leftArmStart(text, sep.index!);
    // "or" joins arms after "of", "comparing" or "between"; after "in the" it joins places or diseases.
    const anchored = stopped && leftStart > 0 && /^(?:of|comparing|between|compare|compared)$/.test(stop ?? "");
    // "Two interventions for chronic fatigue compared to ...": after "for" comes the condition treated, not an arm.
    if (stop === "for") continue;
    // "or" is too common in titles to trust without an anchor such as "of" before it.
    // "A plus B (ILF) vs C (ELF)": the abbreviations name the arms; their definitions come later.
    const leftAbbr = text.slice(Math.max(0, sep.index! - 12), sep.index!).match(/\(([A-Z][A-Za-z0-9-]{1,8})\)$/);
    const rightStart = sep.index! + sep[0].length;
    const rightAbbr = text.slice(rightStart, rightStart + 160).match(/^[^()]{1,100}?\(([A-Z][A-Za-z0-9-]{1,8})\)/);
    if (leftAbbr && rightAbbr) {
      const la = sep.index! - leftAbbr[0].length + 1;
      const ra = rightStart + rightAbbr[0].length - rightAbbr[1]!.length - 1;
      return [
        { name: leftAbbr[1]!, s, at: la },
        { name: rightAbbr[1]!, s, at: ra },
      ];
    }
    const versus = /^\s(?:versus|vs\.?)\s$/i.test(sep[0]);
    const left =
      (versus && stop === "and" ? listedStart(text, leftStart, sep.index!) : undefined) ??
      sharedStart(text, stop === "and" ? leftStart : -1, sep.index!) ??
      joinedStart(text, stop === "and" ? leftStart : -1, sep.index!) ??
      cleanArm(text.slice(leftStart, sep.index!));
    // "A vs B vs C": a title naming three arms in a row.
    const chain = /^\s(?:versus|vs\.?)\s$/i.test(sep[0]) && left ? versusChain(s, rightStart) : [];
    if (left && chain.length >= 2) return [{ name: left.name, s, at: leftStart + left.offset }, ...chain];
    const both = left ? withBoth(s, { name: left.name, s, at: leftStart + left.offset }, rightStart) : [];
    if (both.length) return both;
    const right =
      (versus ? listedRight(text, rightStart) : undefined) ?? cleanArm(text.slice(rightStart, rightStart + 160));
    if (!left || !right || left.name.toLowerCase() === right.name.toLowerCase()) continue;
    if (/^\sor\s$/i.test(sep[0]) && !anchored && !looksLikeControl(right.name)) continue;
    if (/with (?:or|versus|vs\.?) without/i.test(sep[0])) {
      const end = rightStart + right.offset + right.name.length;
      return [
        { name: `${left.name} with ${right.name}`, s, at: leftStart + left.offset, end },
        { name: `${left.name} without ${right.name}`, s, at: leftStart + left.offset, end, control: true },
      ];
    }
    const pair: Found[] = [
      { name: left.name, s, at: leftStart + left.offset },
      { name: right.name, s, at: rightStart + right.offset },
    ];
    sharedNoun(pair);
    sharedHyphenNoun(pair);
    return pair;
  }
  return [];
}

/**
 * "melphalan and prednisone versus melphalan and prednisone plus thalidomide": the left arm stopped at "and", but the
 * right one opens with the same "X and Y", so "and" joins the drugs of one regimen; the left arm is the whole of it.
 */
function sharedStart(text: string, leftStart: number, sepAt: number): { name: string; offset: number } | undefined {
  if (leftStart < 0) return undefined;
  const before = text.slice(Math.max(0, leftStart - 40), leftStart).match(/[\w-]{3,30} and $/);
  if (!before) return undefined;
  const from = leftStart - before[0].length;
  const arm = cleanArm(text.slice(from, sepAt));
  const right = text
    .slice(sepAt, sepAt + 200)
    .replace(/^\s\S+\s/, "")
    .toLowerCase();
  // Offsets as cleanArm's, from the left arm's start; the name reaches back before it.
  return arm && right.startsWith(`${arm.name.toLowerCase()} `)
    ? { name: arm.name, offset: arm.offset - before[0].length }
    : undefined;
}

/**
 * "trial: surgery and postoperative radiotherapy versus radiotherapy": a side of "versus" is a whole arm, so "and" joins
 * parts of one regimen when what comes before it opens the title, a clause or a phrase ("of", "comparing"), 3 words at most.
 */
function joinedStart(text: string, leftStart: number, sepAt: number): { name: string; offset: number } | undefined {
  if (leftStart < 0) return undefined;
  const window = text.slice(Math.max(0, leftStart - 60), leftStart).match(/([^:;,()]*) and $/);
  if (!window) return undefined;
  const words = window[1]!.trim().split(" ");
  // Back from "and" to the opener: 3 words at most, none a stop word ("Efficacy and safety of" names no treatment).
  const stopAt = words.findLastIndex((w) => LEFT_STOP.test(w));
  const part = words.slice(stopAt + 1);
  if (part.length < 1 || part.length > 3 || !part.every((w) => /^[\w-]+$/.test(w))) return undefined;
  const opener = stopAt < 0 ? "" : words[stopAt]!;
  // A phrase reaching the window's start with no opener is cut from something longer.
  const whole = stopAt >= 0 || window.index! > 0 || leftStart - window[0].length === 0;
  if (!whole || (opener && !/^(?:of|comparing|between|with)$/i.test(opener))) return undefined;
  const from = leftStart - part.join(" ").length - " and ".length;
  const arm = cleanArm(text.slice(from, sepAt));
  return arm ? { name: arm.name, offset: arm.offset - (leftStart - from) } : undefined;
}

/** The arms after a first "versus" when another "versus" follows: "B vs C in ..." gives B and C; empty otherwise. */
function versusChain(s: SourceSentence, from: number): Found[] {
  const out: Found[] = [];
  let at = from;
  for (let k = 0; k < 3; k++) {
    const rest = s.text.slice(at, at + 160);
    const next = rest.match(/\s(?:versus|vs\.?)\s/i);
    const piece = next ? cleanArm(rest.slice(0, next.index!)) : undefined;
    if (!next || !piece || piece.offset + piece.name.length !== rest.slice(0, next.index!).trimEnd().length) break;
    out.push({ name: piece.name, s, at: at + piece.offset });
    at += next.index! + next[0].length;
  }
  const last = out.length ? cleanArm(s.text.slice(at, at + 160)) : undefined;
  return last ? [...out, { name: last.name, s, at: at + last.offset }] : [];
}

// "Effect of X on Y", "Impact of X on Y", "X for Y in ...": the treatment a title is about.
const ABOUT =
  /\b(?:effects?|impact|efficacy|effectiveness|usefulness|utility|value|influence|role|use|benefits?|evaluation|(?:controlled |clinical )?trial) of (?:an? |the )?/i;

/** The intervention a title names, for an arm the abstract calls only "the intervention group". */
// Title openings that name a kind of paper or question, not a treatment.
const NOT_TREATMENT =
  /^(?:improving|management|changes?|treatment|study|protocol|reappraisal|evaluation|development|comparison|assessment|effects?|impact|analysis|results?|outcomes?|use|usefulness|utility|value|role|chronic|combination|randomi[sz]ed|phase|a|an|the)\b/i;

export function titleIntervention(s: SourceSentence): Found | undefined {
  const m = s.text.match(ABOUT);
  const from = m ? m.index! + m[0].length : 0;
  const rest = s.text.slice(from, from + 120);
  const stop = rest.search(/\s(?:on|in|for|among|to|versus|vs\.?|as|at|during|after)\s|[:;,.(?]/i);
  // Without "effect of" before it, the opening must be short and followed by what it is for ("Acupuncture for dyspnea").
  if (!m && (stop < 0 || !/^\s(?:for|in|to|as|on)\s/i.test(rest.slice(stop, stop + 5)))) return undefined;
  // "trial of visual, cytology and HPV screening": a list of compared strategies, not one treatment ("visual" names none).
  if (stop >= 0 && /^,\s(?:[\w-]+\s){0,3}?[\w-]+,?\s(?:and|or)\s/i.test(rest.slice(stop))) return undefined;
  const arm = cleanArm(stop < 0 ? rest : rest.slice(0, stop));
  if (!arm || looksLikeControl(arm.name) || NOT_TREATMENT.test(arm.name) || (!m && arm.name.split(/\s+/).length > 4))
    return undefined;
  return { name: arm.name, s, at: from + arm.offset };
}
