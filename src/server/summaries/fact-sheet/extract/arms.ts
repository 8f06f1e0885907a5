import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { isBareAbbreviation, isGenericGroup, looksLikeControl, type Found } from "./arm-names";
import { definitions, fromDefinitions, fromNamedGroups } from "./arm-groups";
import { fromAllocation, fromComparison } from "./arm-pairs";
import { controlMention, expandAbbreviation, orderStated } from "./arm-words";
import { fromTitle, titleIntervention } from "./arms-title";
import { partSpan } from "./spans";

// Said of an arm in brackets after it ("(standard arm)", "(control group, ...)") or before it ("standard capecitabine").
const CONTROL_AFTER = /^[^()]{0,40}?\((?:[^()]{0,30}\s)?(?:standard|control|comparator|reference|conventional|usual care)\b/i;
const CONTROL_BEFORE = /\b(?:standard|conventional|control|reference|usual)(?: arm| group| treatment| therapy| regimen)?[\s:(]{1,3}$/i;
const JOINED = /\s(?:plus|and|with|\+|followed by)\s|\+/i;

const keyWords = (name: string) => name.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !/^(?:plus|with|alone|group|therapy|treatment|chemotherapy|radiotherapy|surgery|standard|oral|weekly|daily)$/.test(w));

/** Which arm is the control: its own words, the words around it, the arm another adds to, the arm the title leaves out, else the one named last (abstracts name the new treatment first). */
function controlIndex(found: Found[], title: string, sentences: SourceSentence[]): number {
  const only = (flags: boolean[]) => (flags.filter(Boolean).length === 1 ? flags.indexOf(true) : -1);
  const marked = only(found.map((f) => f.control === true));
  if (marked >= 0) return marked;
  const lower = found.map((f) => f.name.toLowerCase());
  const byName = only(found.map((f) => looksLikeControl(f.name)));
  if (byName >= 0) return byName;
  const byWords = only(
    found.map((f) => {
      const end = f.end ?? f.at + f.name.length;
      return CONTROL_AFTER.test(f.s.text.slice(end, end + 70)) || CONTROL_BEFORE.test(f.s.text.slice(Math.max(0, f.at - 25), f.at));
    }),
  );
  if (byWords >= 0) return byWords;
  const addedTo = only(lower.map((l, i) => lower.some((o, j) => j !== i && o.includes(l) && JOINED.test(o.replace(l, "")))));
  if (addedTo >= 0) return addedTo;
  const stated = orderStated(found, sentences);
  if (stated >= 0) return stated;
  const t = title.toLowerCase();
  const inTitle = found.map((f) => keyWords(f.name).some((w) => t.includes(w)));
  if (inTitle.filter(Boolean).length === 1 && found[0]!.s.field !== "title") return inTitle.indexOf(false);
  return found.length - 1;
}

/** Intervention first, control last. */
function withRoles(found: Found[], title: string, sentences: SourceSentence[]): ArmFact[] {
  const control = controlIndex(found, title, sentences);
  const ordered = control < 0 ? found : [...found.filter((_, i) => i !== control), found[control]!];
  return ordered.map((f) => ({
    role: control >= 0 && f === found[control] ? "control" : "intervention",
    name: f.name,
    evidence: [partSpan(f.s, f.at, f.end ?? f.at + f.name.length)],
  }));
}

/** The compared arms, from the allocation sentence, else the title, else a "compared A with B". */
export function findArms(sentences: SourceSentence[]): ArmFact[] {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  const title = sentences.filter((s) => s.field === "title");
  const tries: (() => Found[])[] = [
    ...own.map((s) => () => fromAllocation(s)),
    ...title.map((s) => () => fromTitle(s)),
    ...[...own, ...sentences.filter((s) => s.role === "background")].map((s) => () => fromComparison(s)),
    () => fromDefinitions(sentences),
    () => fromNamedGroups(sentences),
  ];
  const titleText = title.map((s) => s.text).join(" ");
  let fallback: Found[] | undefined;
  for (const attempt of tries) {
    const found = attempt();
    // Two arms with one name ("education" and "education") are a misreading, not a comparison.
    if (found.length < 2 || new Set(found.map((f) => f.name.toLowerCase())).size < found.length) continue;
    // Bare abbreviations or "the intervention group": keep looking for words a reader knows, else use these.
    if (found.some((f) => isBareAbbreviation(f.name) || isGenericGroup(f.name))) {
      fallback ??= found;
      continue;
    }
    return withRoles(found.map((f) => expandAbbreviation(f, sentences)), titleText, sentences);
  }
  const named = title.map(titleIntervention).find(Boolean);
  if (!fallback) {
    // No allocation sentence names the arms: the treatment the title is about against the comparator the text names.
    const control = controlMention(sentences, named?.name);
    return named && control && !control.name.toLowerCase().includes(named.name.toLowerCase()) ? withRoles([named, control], titleText, sentences) : [];
  }
  // "the intervention group" takes what the abstract says it received, else the treatment the title is about.
  const defined = definitions(sentences).get("intervention");
  const known = fallback.map((f) => (isGenericGroup(f.name) ? (defined ?? named ?? f) : expandAbbreviation(f, sentences)));
  return withRoles(known, titleText, sentences);
}
