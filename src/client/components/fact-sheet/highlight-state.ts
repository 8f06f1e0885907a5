import type { Span } from "../../../shared/fact-sheet";
import { evidenceText } from "./source-marks";

/** A sentence or fact row that can show its source words. */
export interface SourceItem {
  key: string;
  evidence: Span[];
  general?: boolean;
}

/** `transient`: under the pointer or keyboard focus; `pinned`: clicked or tapped, kept until tapped again. */
export interface HighlightState {
  pinned: SourceItem | null;
  transient: SourceItem | null;
}

export type HighlightAction =
  | { type: "enter"; item: SourceItem }
  | { type: "leave"; key: string }
  | { type: "toggle"; item: SourceItem }
  | { type: "clear" };

export const NO_HIGHLIGHT: HighlightState = { pinned: null, transient: null };

export function highlightReducer(state: HighlightState, action: HighlightAction): HighlightState {
  switch (action.type) {
    case "enter":
      return state.transient?.key === action.item.key ? state : { ...state, transient: action.item };
    case "leave":
      return state.transient?.key === action.key ? { ...state, transient: null } : state;
    case "toggle":
      // A second tap on the pinned item lets it go; a tap on another pins that one.
      return state.pinned?.key === action.item.key ? NO_HIGHLIGHT : { pinned: action.item, transient: state.transient };
    case "clear":
      return NO_HIGHLIGHT;
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
