import { Fragment, useEffect, useMemo, useRef, useState } from "react";
import type { Span } from "../../../shared/fact-sheet";
import { useHighlight } from "./highlight-context";
import { markSegments, type SourceField } from "./source-marks";

/** The text with the active spans in <mark>; always React text, never HTML. */
function Marked({ text, field, spans }: { text: string; field: SourceField; spans: readonly Span[] }) {
  // Marks are worked out for the active item only, so a long abstract costs one pass per highlight.
  const segments = useMemo(
    () => (spans.length ? markSegments(text, field, spans) : [{ text, marked: false }]),
    [text, field, spans],
  );
  return segments.map((s, i) =>
    s.marked ? (
      <mark key={i} className="source-mark">
        {s.text}
      </mark>
    ) : (
      <Fragment key={i}>{s.text}</Fragment>
    ),
  );
}

/** The title and abstract the spans point into, under the summary; a highlight request opens it. */
export function SourceAbstract() {
  const highlight = useHighlight();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const active = highlight?.active ?? null;
  const spans = active?.evidence ?? [];
  const pinned = highlight?.pinned ?? false;

  const reveals = highlight?.reveals ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request to reveal opens it (see below).
  useEffect(() => {
    if (reveals > 0 && active && active.evidence.length > 0) setOpen(true);
    // Only a new request opens it: a reader who closed it keeps it closed while pointing around.
  }, [reveals]);
  const scrolledFor = useRef(0);
  useEffect(() => {
    // A tap pins the highlight: bring its first words into view once (a hover or focus should not scroll the page).
    if (!pinned || !open || scrolledFor.current === reveals) return;
    scrolledFor.current = reveals;
    box.current?.querySelector("mark")?.scrollIntoView?.({ block: "nearest" });
  }, [pinned, open, reveals]);

  if (!highlight) return null;
  const { title, abstract } = highlight.source;
  if (!title && !abstract) return null;
  return (
    // Marks come and go as the reader moves; the live region announces them once, so this box stays quiet.
    <div ref={box} className="mt-4 border-t border-border pt-3" aria-live="off">
      <p className="text-xs text-muted">
        Point at, focus or tap a sentence or a fact to see its words in the abstract.
      </p>
      <details className="source-abstract mt-2" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium">
          {open ? "Hide the abstract" : "Show the abstract"}
        </summary>
        <div className="mt-2 space-y-2 text-sm leading-relaxed">
          {title && (
            <p className="font-medium">
              <Marked text={title} field="title" spans={spans} />
            </p>
          )}
          <p className="whitespace-pre-line">
            {abstract ? (
              <Marked text={abstract} field="abstract" spans={spans} />
            ) : (
              "No abstract was published for this trial."
            )}
          </p>
        </div>
      </details>
    </div>
  );
}
