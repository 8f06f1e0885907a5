import { classify, OWN_VOICE, PRIOR_WORK, roleOfLabel, type Role } from "./roles";
import { splitSentences } from "./split-sentences";

export type { Role } from "./roles";

export type SourceSentence = {
  field: "title" | "abstract";
  /** JS string offsets into the original title or abstract: text === field text.slice(start, end). */
  start: number;
  end: number;
  text: string;
  role: Role;
  /** The section heading as written ("METHODS"), when the abstract is structured. */
  label?: string;
  /** Position among the abstract's sentences (the title is -1). */
  index: number;
};

export type SourceInput = {
  title: string;
  abstract: string;
  sections?: { label: string; text: string }[];
  publicationTypes?: string[];
};

export type SourceDocument = {
  title: string;
  abstract: string;
  sentences: SourceSentence[];
  structured: boolean;
  publicationTypes: string[];
};

// "METHODS: ..." at a line start; the label is checked against known headings before it counts.
// A colon between figures ("randomised 2:1") is a ratio, never the end of a heading.
const LINE_LABEL = /^([A-Z][A-Za-z0-9 ,&/()'-]{2,60}):(?!\d)\s*/;
// A known heading inside a line, after a stop ("... trial. RESULTS: ...", "... cancer. Methods: ..."); its role is checked.
const INLINE_LABEL =
  /(?<=[.!?]\s{1,3})([A-Z][A-Z ,&/-]{3,50}|[A-Z][a-z]{3,15}(?: (?:and|&) [A-Za-z][a-z]{2,15})?):\s+/g;

type Block = { start: number; end: number; label?: string };

function blocksOf(abstract: string, known: Set<string>): Block[] {
  const blocks: Block[] = [];
  let lineStart = 0;
  while (lineStart <= abstract.length) {
    const nl = abstract.indexOf("\n", lineStart);
    const lineEnd = nl < 0 ? abstract.length : nl;
    const line = abstract.slice(lineStart, lineEnd);
    const m = line.match(LINE_LABEL);
    const isLabel = m && (known.has(m[1]!.trim().toUpperCase()) || roleOfLabel(m[1]!) !== undefined);
    let label = isLabel ? m![1]!.trim() : undefined;
    let start = lineStart + (isLabel ? m![0].length : 0);
    for (const inline of line.matchAll(INLINE_LABEL)) {
      const at = lineStart + inline.index!;
      if (at < start || roleOfLabel(inline[1]!) === undefined) continue;
      blocks.push({ start, end: at, ...(label ? { label } : {}) });
      label = inline[1]!.trim();
      start = at + inline[0].length;
    }
    blocks.push({ start, end: lineEnd, ...(label ? { label } : {}) });
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  return blocks;
}

// A word that names the whole abstract rather than a part of it ("Summary: A total of 264 patients were randomised").
const WHOLE_ABSTRACT = /^(?:summary|abstract|synopsis)$/i;

/** An abstract whose one label, at its start, names the whole of it is unlabelled: its sentences are not all conclusions. */
function wholeAbstractLabel(blocks: Block[]): Block[] {
  const labelled = blocks.filter((b) => b.label);
  if (labelled.length !== 1 || blocks[0] !== labelled[0] || !WHOLE_ABSTRACT.test(labelled[0]!.label!)) return blocks;
  return blocks.map(({ start, end }) => ({ start, end }));
}

// A bare heading inside unlabelled text ("Conclusions.") sets the role of what follows.
const BARE_HEADING = /^([A-Za-z]{4,}(?: [A-Za-z]+){0,2})[.:]$/;

/**
 * The abstract sentences the readers see. The longest of 325 real abstracts read here has 22; a text of thousands of
 * sentences is no abstract, and each of the fact sheet's hundred-odd readers would only scan it again (20,000
 * characters of "A. " took 75 ms of the 100 ms allowed). Past this many, sentences are not read; the text still is
 * split, in linear time.
 */
export const MAX_SENTENCES = 200;

/** The title and abstract as sentences with offsets and the role each plays. */
export function readSource(input: SourceInput): SourceDocument {
  const { title, abstract } = input;
  const known = new Set((input.sections ?? []).map((s) => s.label.trim().toUpperCase()).filter(Boolean));
  const sentences: SourceSentence[] = [];
  const titleRange = splitSentences(title).length > 0 ? { start: 0, end: title.trimEnd().length } : undefined;
  if (titleRange) {
    const start = title.length - title.trimStart().length;
    sentences.push({
      field: "title",
      start,
      end: titleRange.end,
      text: title.slice(start, titleRange.end),
      role: "other",
      index: -1,
    });
  }
  const blocks = wholeAbstractLabel(blocksOf(abstract, known));
  const structured = blocks.some((b) => b.label);
  let index = 0;
  for (const block of blocks) {
    const mixed = block.label ? /METHOD.*(?:RESULT|FINDING)/i.test(block.label) : false;
    const role = block.label && !mixed ? (roleOfLabel(block.label) ?? "other") : undefined;
    const ranges = splitSentences(abstract, block.start, block.end);
    let marked: Role | undefined;
    ranges.forEach((r, i) => {
      if (index >= MAX_SENTENCES) return;
      const text = abstract.slice(r.start, r.end);
      const heading = text.match(BARE_HEADING);
      const headingRole = heading ? roleOfLabel(heading[1]!) : undefined;
      if (headingRole) {
        marked = headingRole;
        return;
      }
      // A labelled aim that tells what earlier work has shown ("Purpose: Previous studies have suggested ...") is
      // background in substance: its outcomes are others', not this study's question.
      const aimOfOthers = role === "objective" && PRIOR_WORK.test(text) && !OWN_VOICE.test(text);
      const chosen = aimOfOthers ? "background" : (role ?? marked ?? classify(text, i, ranges.length));
      sentences.push({
        field: "abstract",
        start: r.start,
        end: r.end,
        text,
        role: chosen,
        ...(block.label ? { label: block.label } : {}),
        index: index++,
      });
    });
  }
  return { title, abstract, sentences, structured, publicationTypes: input.publicationTypes ?? [] };
}
