import type { KeyboardEvent, ReactNode } from "react";
import { useHighlight } from "./highlight-context";
import type { SourceItem } from "./highlight-state";

/** A click focuses the element too; only keyboard focus (focus-visible) should open the abstract. */
function focusByKeyboard(el: Element): boolean {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true;
  }
}

interface Props {
  item: SourceItem;
  as?: "span" | "td";
  className?: string;
  children: ReactNode;
}

/**
 * A sentence or fact that shows its source words: pointer over it or keyboard focus on it highlights them;
 * a click or tap keeps them highlighted until the next tap, which is how phones (no hover) reach it.
 */
export function SourceTarget({ item, as: Tag = "span", className, children }: Props) {
  const highlight = useHighlight();
  if (!highlight || (!item.general && item.evidence.length === 0)) return <Tag className={className}>{children}</Tag>;
  const { active, pinned, dispatch } = highlight;
  const isActive = active?.key === item.key;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      dispatch({ type: "toggle", item });
    }
  };
  return (
    <Tag
      tabIndex={0}
      className={`source-target${className ? ` ${className}` : ""}`}
      data-active={isActive ? (pinned ? "pinned" : "true") : undefined}
      data-general={item.general ? "true" : undefined}
      onMouseEnter={() => dispatch({ type: "enter", item })}
      onMouseLeave={() => dispatch({ type: "leave", key: item.key })}
      onFocus={(e) => dispatch({ type: "enter", item, reveal: focusByKeyboard(e.currentTarget) })}
      onBlur={() => dispatch({ type: "leave", key: item.key })}
      onClick={() => dispatch({ type: "toggle", item })}
      onKeyDown={onKeyDown}
    >
      {children}
    </Tag>
  );
}
