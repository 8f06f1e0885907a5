import type { Span } from "../../../shared/fact-sheet";
import { evidenceText } from "./source-marks";

/** A sentence or fact row that can show its source words. */
export interface SourceItem {
  key: string;
  evidence: Span[];
  general?: boolean;
}

/**
 * `transient`: under the pointer or keyboard focus; `pinned`: clicked or tapped, kept until tapped again.
 * `reveals` counts the requests that should open the abstract: a pin or keyboard focus, never a mere hover,
 * because opening it moves the page under the pointer (the sentence would lose its hover at once).
 */
export interface HighlightState {
  pinned: SourceItem | null;
  transient: SourceItem | null;
  reveals: number;
}

export type HighlightAction =
  | { type: "enter"; item: SourceItem; reveal?: boolean }
  | { type: "leave"; key: string }
  | { type: "toggle"; item: SourceItem }
  | { type: "clear" };

export const NO_HIGHLIGHT: HighlightState = { pinned: null, transient: null, reveals: 0 };

export function highlightReducer(state: HighlightState, action: HighlightAction): HighlightState {
  switch (action.type) {
    case "enter": {
      const reveals = state.reveals + (action.reveal ? 1 : 0);
      return state.transient?.key === action.item.key && !action.reveal
        ? state
        : { ...state, transient: action.item, reveals };
    }
    case "leave":
      return state.transient?.key === action.key ? { ...state, transient: null } : state;
    case "toggle":
      // A second tap on the pinned item lets it go; a tap on another pins that one.
      if (state.pinned?.key === action.item.key) return { ...NO_HIGHLIGHT, reveals: state.reveals };
      return { pinned: action.item, transient: state.transient, reveals: state.reveals + 1 };
    case "clear":
      return { ...NO_HIGHLIGHT, reveals: state.reveals };
  }
}

/** What is highlighted now: the item under the pointer or focus, else the pinned one. */
export const activeItem = (state: HighlightState) => state.transient ?? state.pinned;

export const GENERAL_MESSAGE = "This sentence explains a term; it states no fact of this trial";

/** What the polite live region says about the highlighted item. */
export function highlightMessage(item: SourceItem | null, source: { title: string; abstract: string }): string {
  if (!item) return "";
  if (item.general) return GENERAL_MESSAGE;
  const words = evidenceText(source, item.evidence, 120);
  return words ? `Highlighted in the abstract: ${words}` : "";
}
