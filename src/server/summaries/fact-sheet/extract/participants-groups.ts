import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { BREAK, NOUN, nounAfter, plausible, UNIT_AFTER } from "./count-scan";
import type { Found } from "./participants-fallbacks";
import { partSpan } from "./spans";
import { tokenize, type Token } from "./tokens";

// A group's count is followed by what the group got: "21 patients received A", "76 were given B", "30 were treated with C".
const GOT = /^(?:received|receiving|got|underwent)$/;
const WERE_GOT = /^(?:given|treated|assigned|allocated|randomi[sz]ed)$/;
// What joins one group to the next in a list: "A, B and C", "A while B", "A, whereas B".
const NONE = /^$/;
const JOIN = /^(?:,|and|while|whereas|or|;)$/;

/** The index after a group's head ("21 patients received", "74 were given"), or undefined when i starts none. */
function groupHead(tokens: Token[], i: number): number | undefined {
  const t = tokens[i];
  if (!plausible(t) || UNIT_AFTER.test(tokens[i + 1]?.lower ?? "")) return undefined;
  if (/^(?:[(=<>≤≥]|n|of|than|aged|every|each)$/.test(tokens[i - 1]?.lower ?? "")) return undefined;
  const k = NOUN.test(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
  if (GOT.test(tokens[k]?.lower ?? "")) return k + 1;
  if (/^(?:were|was)$/.test(tokens[k]?.lower ?? "") && WERE_GOT.test(tokens[k + 1]?.lower ?? "")) return k + 2;
  return undefined;
}

/** A short arm name (up to four words, no count, no list) that ends the sentence: "... and 58 drug W." */
function nameThenStop(tokens: Token[], from: number): boolean {
  if (!/^[A-Za-z]/.test(tokens[from]?.text ?? "")) return false;
  for (let k = from; k < from + 5; k++) {
    const t = tokens[k];
    if (!t || BREAK.test(t.text)) return true;
    if (t.count !== undefined || /^(?:and|or|,|\()$/.test(t.lower)) return false;
  }
  return false;
}

/**
 * The next group of a list after `from`: a joined count that starts a head of its own, or that names its arm and
 * ends the sentence. Bracketed asides and doses are passed; another count of people ends the list.
 */
function nextGroup(tokens: Token[], from: number): { at: number; end: number } | undefined {
  let depth = 0;
  for (let j = from; j < Math.min(tokens.length, from + 25); j++) {
    const t = tokens[j]!;
    if (t.text === "(" || t.text === "[") depth++;
    else if ((t.text === ")" || t.text === "]") && depth > 0) depth--;
    if (depth > 0 || t.text === ")" || t.text === "]") continue;
    if (BREAK.test(t.text) && t.text !== ";") return undefined;
    if (!plausible(t) || UNIT_AFTER.test(tokens[j + 1]?.lower ?? "")) continue;
    if (!JOIN.test(tokens[j - 1]?.lower ?? "")) return undefined;
    const head = groupHead(tokens, j);
    if (head !== undefined) return { at: j, end: head };
    const after = NOUN.test(tokens[j + 1]?.lower ?? "") ? j + 2 : j + 1;
    return nameThenStop(tokens, after) ? { at: j, end: after } : undefined;
  }
  return undefined;
}

// The participant readers tokenize each sentence several times over; once per sentence is enough.
const tokenCache = new WeakMap<SourceSentence, Token[]>();
export function sentenceTokens(s: SourceSentence): Token[] {
  let tokens = tokenCache.get(s);
  if (!tokens) tokenCache.set(s, (tokens = tokenize(s.text)));
  return tokens;
}

export type GroupList = { counts: number[]; spans: Span[] };

/** Every list of two or more groups with their counts in a sentence: "21 received A, 18 received B and 21 received C". */
export function groupLists(s: SourceSentence): GroupList[] {
  const tokens = sentenceTokens(s);
  const out: GroupList[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const head = groupHead(tokens, i);
    if (head === undefined) continue;
    const list = { counts: [tokens[i]!.count!], spans: [partSpan(s, tokens[i]!.start, tokens[head - 1]!.end)] };
    let end = head;
    for (let next = nextGroup(tokens, end); next; next = nextGroup(tokens, end)) {
      list.counts.push(tokens[next.at]!.count!);
      list.spans.push(partSpan(s, tokens[next.at]!.start, tokens[next.end - 1]!.end));
      end = next.end;
    }
    if (list.counts.length >= 2) out.push(list);
    // A list's later groups are not lists of their own.
    i = end - 1;
  }
  return out;
}

/** "placebo group (n = 61) and the treatment group (n = 53)": the bracketed group sizes of a sentence. */
export function bracketSizes(s: SourceSentence): GroupList {
  const sizes = [...s.text.matchAll(/(?:\(|,\s|;\s)\s?n\s?=\s?(\d{1,3}(?:,\d{3})*|\d+)\s?\)/gi)];
  return {
    counts: sizes.map((m) => Number(m[1]!.replace(/,/g, ""))),
    spans: sizes.map((m) => partSpan(s, m.index!, m.index! + m[0].length)),
  };
}

/** Counts tied to a person noun within a few describing words ("Thirty patients", "349 evaluable patients"). */
export function personCounts(tokens: Token[]): { at: number; noun: Token }[] {
  const out: { at: number; noun: Token }[] = [];
  tokens.forEach((t, i) => {
    if (
      !plausible(t) ||
      UNIT_AFTER.test(tokens[i + 1]?.lower ?? "") ||
      /^(?:every|each|aged|than|n|=)$/.test(tokens[i - 1]?.lower ?? "")
    )
      return;
    const noun = nounAfter(tokens, i, 4, NONE);
    if (noun) out.push({ at: i, noun: tokens[noun.at]! });
  });
  return out;
}

// "The trial included (a total of) 60 patients": the verb the total was stated with belongs in its span.
const STATED_WITH = /^(?:included|enrolled|recruited|accrued|registered|studied|randomi[sz]ed|analy[sz]ed|evaluated)$/;
const FILLER = /^(?:a|total|of|all|overall|in)$/;

function verbBefore(tokens: Token[], at: number): number {
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    if (STATED_WITH.test(tokens[k]!.lower)) return k;
    if (!FILLER.test(tokens[k]!.lower)) break;
  }
  return at;
}

const BEFORE_TRIAL = /\b(?:screened|assessed|invited|approached|contacted|eligible|registered|identified)\b/i;
const EVENT =
  /\b(?:died|deaths?|relapsed|progressed|recurred|developed|experienced|responded|achieved|had (?:a |an )?(?:grade|response|relapse|recurrence|progression|event))\b/i;

/** The trial's total is its largest count of people, bar those screened or invited before it began. */
function largestCount(pool: SourceSentence[]): number {
  let largest = 0;
  for (const s of pool) {
    if (BEFORE_TRIAL.test(s.text)) continue;
    const tokens = sentenceTokens(s);
    for (const h of personCounts(tokens)) largest = Math.max(largest, tokens[h.at]!.count!);
  }
  return largest;
}

const sum = (list: GroupList) => list.counts.reduce((a, b) => a + b, 0);

/**
 * "The trial included 60 patients ... 21 received A, 18 received B and 21 received C": a count of people the
 * abstract states that the groups' counts add up to is the trial's total, whatever verb it was stated with.
 */
export function matchedTotal(pool: SourceSentence[]): Found | undefined {
  const lists = pool.flatMap((s) => {
    const sizes = bracketSizes(s);
    return [...groupLists(s), ...(sizes.counts.length >= 2 && sizes.counts.length <= 4 ? [sizes] : [])];
  });
  if (!lists.length) return undefined;
  const totals = new Set(lists.map(sum));
  const largest = largestCount(pool);
  for (const s of pool) {
    const tokens = sentenceTokens(s);
    const hit = personCounts(tokens).find((h) => totals.has(tokens[h.at]!.count!));
    // "Twelve patients died: 7 received A and 5 received B": the groups of an event, not of the trial.
    if (!hit || tokens[hit.at]!.count! < largest || EVENT.test(s.text)) continue;
    // "One hundred fifty patients were included": the verb straight after the people belongs in the span too.
    const at = tokens.indexOf(hit.noun);
    const verb = /^(?:were|was)$/.test(tokens[at + 1]?.lower ?? "") && STATED_WITH.test(tokens[at + 2]?.lower ?? "");
    const end = verb ? tokens[at + 2]!.end : hit.noun.end;
    return { count: tokens[hit.at]!.count!, span: partSpan(s, tokens[verbBefore(tokens, hit.at)]!.start, end) };
  }
  return undefined;
}

/**
 * "56 patients received A and 58 B", "21 received A, 18 received B and 21 received C": per-arm counts summed, two
 * as many as the design has groups (two of a four-arm trial's groups, or three of a two-arm trial's, are not the total).
 */
export function listedSum(pool: SourceSentence[], groups: number): Found | undefined {
  const largest = largestCount(pool);
  for (const s of pool) {
    if (EVENT.test(s.text)) continue;
    // "Among the 30 with metastases, 16 received A and 14 B" in a trial of 300: a subgroup's groups.
    const list = groupLists(s).find((l) => l.counts.length === Math.max(2, groups) && sum(l) >= largest);
    if (list) return { count: sum(list), span: list.spans[0]!, more: list.spans.slice(1) };
  }
  return undefined;
}
