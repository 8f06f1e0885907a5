import { spanText, type SourceText, type Span, type SummarySentence } from "../../../shared/fact-sheet";
import { createNumberSupport } from "./number-support";
import { fleschKincaidGrade } from "../readability";
import type { ListedFact } from "./fact-list";
import type { SentencesAnswer } from "./sheet-schema";
import type { SentenceProblem } from "./summary-prompts";

export const TARGET_GRADE = 8;
export const SUMMARIES = ["clinician", "patient"] as const;
export type SummaryName = (typeof SUMMARIES)[number];

/** A sentence that fails: it cites nothing checkable, or holds a number its cited facts do not. */
export type Issue = SentenceProblem & { invented?: string; uncited?: string };
export type SentenceReview = { issues: Issue[]; grade: number };

const list = (ids: string[]) => ids.join(", ");

type Unsupported = ReturnType<typeof createNumberSupport>;

function sentenceIssues(
  s: SentencesAnswer["clinician"][number],
  facts: Map<string, ListedFact>,
  source: SourceText,
  unsupported: Unsupported,
): Omit<Issue, "summary" | "index">[] {
  const cited = [...new Set(s.facts.map((id) => id.trim().toUpperCase()))];
  const unknown = cited.filter((id) => !facts.has(id));
  const known = cited.filter((id) => facts.has(id));
  const out: Omit<Issue, "summary" | "index">[] = [];
  if (unknown.length > 0)
    out.push({
      message: `it cites ${list(unknown)}, which ${unknown.length > 1 ? "are" : "is"} not in the fact sheet`,
    });
  if (known.length === 0) {
    if (!s.general) out.push({ message: "it cites no fact and is not marked general" });
    for (const n of unsupported(s.text, []))
      out.push({ message: `it is general but states the number "${n}"`, uncited: n });
    return out;
  }
  const evidence = known.map((id) =>
    facts
      .get(id)!
      .evidence.map((span) => spanText(source, span))
      .join("\n"),
  );
  const whole = [source.title, source.abstract];
  for (const n of unsupported(s.text, evidence)) {
    const invented = unsupported(n, whole).length > 0;
    out.push(
      invented
        ? { message: `the number "${n}" does not appear in the abstract`, invented: n }
        : { message: `the number "${n}" is not in the facts it cites (${list(known)})`, uncited: n },
    );
  }
  return out;
}

/** Flesch-Kincaid grade of sentences read as one text, one decimal. */
export const readingGradeOf = (sentences: { text: string }[]) =>
  Math.round(fleschKincaidGrade(sentences.map((s) => s.text).join(" ")) * 10) / 10;

/** Every sentence of both summaries against the facts it cites, and the patient summary's reading grade. */
export function reviewSentences(answer: SentencesAnswer, facts: ListedFact[], source: SourceText): SentenceReview {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const unsupported = createNumberSupport();
  const issues = SUMMARIES.flatMap((summary) =>
    answer[summary].flatMap((s, index) =>
      sentenceIssues(s, byId, source, unsupported).map((issue) => ({ summary, index, ...issue })),
    ),
  );
  return { issues, grade: readingGradeOf(answer.patient) };
}

export const failsGrade = (r: SentenceReview) => r.grade > TARGET_GRADE;

/** Lower is better: a failing sentence weighs more than any reading grade. */
export const reviewCost = (r: SentenceReview) => r.issues.length * 1000 + Math.max(0, r.grade - TARGET_GRADE);

/** Whether one summary still fails its checks. */
export const summaryFails = (r: SentenceReview, summary: SummaryName) =>
  r.issues.some((i) => i.summary === summary) || (summary === "patient" && failsGrade(r));

/** What still fails in one summary, in words, at most `max` items. */
export function failures(r: SentenceReview, summary: SummaryName, max = 3): string[] {
  const out = r.issues.filter((i) => i.summary === summary).map((i) => `sentence ${i.index + 1}: ${i.message}`);
  const shown = out.length > max ? [...out.slice(0, max), `${out.length - max} more`] : out;
  if (summary === "patient" && failsGrade(r))
    shown.push(`it reads at grade ${r.grade.toFixed(1)}; the target is ${TARGET_GRADE} or below`);
  return shown;
}

/** The model's sentences with the spans of the facts each cites; general sentences carry none. */
export function toSummarySentences(sentences: SentencesAnswer["clinician"], facts: ListedFact[]): SummarySentence[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  return sentences.map((s) => {
    const seen = new Set<string>();
    const evidence: Span[] = [];
    for (const id of s.facts) {
      for (const span of byId.get(id.trim().toUpperCase())?.evidence ?? []) {
        const key = `${span.field ?? "abstract"}:${span.start}:${span.end}`;
        if (!seen.has(key)) seen.add(key), evidence.push(span);
      }
    }
    return evidence.length > 0
      ? { text: s.text.trim(), evidence }
      : { text: s.text.trim(), evidence: [], general: true as const };
  });
}
