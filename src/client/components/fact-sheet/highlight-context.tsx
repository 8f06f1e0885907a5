import { createContext, useContext, useMemo, useReducer, type ReactNode } from "react";
import type { SourceText } from "../../../shared/fact-sheet";
import {
  activeItem,
  highlightMessage,
  highlightReducer,
  NO_HIGHLIGHT,
  type HighlightAction,
  type SourceItem,
} from "./highlight-state";

interface Highlight {
  source: SourceText;
  active: SourceItem | null;
  pinned: boolean;
  /** Grows with each request to open the abstract (a pin or keyboard focus). */
  reveals: number;
  dispatch: (action: HighlightAction) => void;
}

const HighlightContext = createContext<Highlight | null>(null);

/** Null outside a provider: the summary then renders as plain text, as before fact sheets. */
export const useHighlight = () => useContext(HighlightContext);

/** One highlight per summary, and the polite live region that announces it. */
export function HighlightProvider({ source, children }: { source: SourceText; children: ReactNode }) {
  const [state, dispatch] = useReducer(highlightReducer, NO_HIGHLIGHT);
  const active = activeItem(state);
  const value = useMemo(
    () => ({ source, active, pinned: !!active && state.pinned?.key === active.key, reveals: state.reveals, dispatch }),
    [source, active, state.pinned, state.reveals],
  );
  return (
    <HighlightContext.Provider value={value}>
      {children}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {highlightMessage(active, source)}
      </p>
    </HighlightContext.Provider>
  );
}
