import { splitSentences } from "../readability";

export type Role = "background" | "objective" | "methods" | "results" | "conclusion" | "registration" | "other";
export type Sentence = { text: string; role: Role };

// Heading words in the order they are tried; the first that a label contains decides its role.
const LABEL_ROLES: [RegExp, Role][] = [
  [/REGISTR|CLINICALTRIALS|NCT/, "registration"],
  [/FUNDING|SPONSOR|ETHIC|KEY POINTS|COPYRIGHT/, "other"],
  [/RESULT|FINDING|OUTCOMES?$/, "results"],
  [/CONCLU|INTERPRETATION|DISCUSSION|IMPLICATION|SIGNIFICANCE|SUMMARY/, "conclusion"],
  [/OBJECTIVE|PURPOSE|AIM|HYPOTHES|GOAL|QUESTION/, "objective"],
  [/METHOD|DESIGN|PATIENT|PARTICIPANT|SETTING|INTERVENTION|MATERIAL|MEASURE|PROCEDURE|ELIGIB|POPULATION|SUBJECT/, "methods"],
  [/BACKGROUND|INTRODUCTION|CONTEXT|RATIONALE|IMPORTANCE/, "background"],
];

export function roleOfLabel(label: string): Role | undefined {
  const upper = label.toUpperCase();
  return LABEL_ROLES.find(([pattern]) => pattern.test(upper))?.[1];
}

// "METHODS:" at a line start, or inline after a full stop when it is a known heading.
const LINE_LABEL = /^([A-Z][A-Z0-9 ,&/()'-]{2,60}):\s*/;
const INLINE_LABEL = /(?<=[.!?]\s+)([A-Z](?:[A-Z ,&/-]{3,50}|[a-z]+(?: [a-z]+){0,2})):\s+/g;

/** Sections from the structured list when given, else from "LABEL: text" in the abstract string. */
export function parseSections(abstract: string, given?: { label: string; text: string }[]): { label: string; text: string }[] {
  if (given && given.length > 0) return given.filter((s) => s.text.trim());
  const sections: { label: string; text: string }[] = [];
  for (const line of abstract.split(/\n+/)) {
    const m = line.match(LINE_LABEL);
    const first = m && roleOfLabel(m[1]!) !== undefined ? { label: m[1]!.trim(), text: line.slice(m[0].length) } : { label: "", text: line };
    // Split again where a known heading appears inside the line ("... trial. RESULTS: ...").
    let current = first;
    let start = 0;
    for (const inline of first.text.matchAll(INLINE_LABEL)) {
      if (roleOfLabel(inline[1]!) === undefined) continue;
      sections.push({ label: current.label, text: first.text.slice(start, inline.index) });
      current = { label: inline[1]!.trim(), text: "" };
      start = inline.index! + inline[0].length;
    }
    sections.push({ label: current.label, text: first.text.slice(start) });
  }
  return sections.map((s) => ({ label: s.label, text: s.text.trim() })).filter((s) => s.text);
}

const CUES: [Role, RegExp][] = [
  ["conclusion", /\b(?:conclu\w*|in summary|taken together|these (?:data|results|findings)|our (?:data|results|findings)|suggest\w*|support\w* the use|warrant\w*|should be considered|thus|therefore|may (?:be|offer|provide|improve)|is (?:a|an) (?:effective|safe|feasible|promising))\b/i],
  ["results", /(?:\bp\s*[<=>≤]|\bHR\b|hazard ratio|odds ratio|95\s*%|\bCI\b|\d\s*%|\bmedian\b.*\d|\bsignificant(?:ly)?\b|did not differ|no difference|\bwas (?:higher|lower|longer|shorter|similar)\b)/i],
  ["methods", /\b(?:randomi[sz]ed|randomly|assigned|allocated|enrolled|recruited|eligible|were (?:treated|given|included|stratified)|received|primary (?:end ?-?point|outcome)|end ?-?points?\b|double-blind|open-label|we (?:conducted|performed|enrolled|randomi[sz]ed))\b/i],
  ["objective", /\b(?:we (?:aimed|sought|investigated|evaluated|assessed|compared|examined|hypothesi[sz]ed)|(?:the )?(?:aim|objective|purpose) of|to (?:assess|evaluate|investigate|compare|determine|examine))\b/i],
];

/** Role of one sentence of an unstructured abstract, from cue words and where it sits. */
function classify(text: string, index: number, count: number): Role {
  const last = index === count - 1;
  for (const [role, cue] of CUES) {
    if (!cue.test(text)) continue;
    // A conclusion cue early on is usually background ("Thus, new drugs are needed").
    if (role === "conclusion" && index < count / 2 && !last) continue;
    return role;
  }
  if (last && count > 2) return "conclusion";
  return index === 0 ? "background" : "other";
}

/** The abstract as sentences, each with the role its section (or its wording) gives it. */
export function abstractSentences(abstract: string, given?: { label: string; text: string }[]): Sentence[] {
  const out: Sentence[] = [];
  for (const section of parseSections(abstract, given)) {
    // "METHODS AND FINDINGS" holds both, so its sentences are read one by one.
    const mixed = /METHOD.*(?:RESULT|FINDING)/i.test(section.label);
    const role = section.label && !mixed ? roleOfLabel(section.label) : undefined;
    const sentences = splitSentences(section.text);
    let marked: Role | undefined;
    sentences.forEach((text, i) => {
      // A bare heading inside unlabelled text ("Conclusions.") sets the role of what follows.
      const heading = text.match(/^([A-Za-z]{4,}(?: [A-Za-z]+){0,2})[.:]$/);
      const headingRole = heading ? roleOfLabel(heading[1]!) : undefined;
      if (headingRole) marked = headingRole;
      else out.push({ text, role: role ?? marked ?? classify(text, i, sentences.length) });
    });
  }
  return out;
}
