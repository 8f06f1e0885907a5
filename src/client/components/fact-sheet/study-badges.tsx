import { useId, useState } from "react";
import type { FactSheet } from "../../../shared/fact-sheet";
import { TooltipProvider, WithTooltip } from "../tooltip";
import { studyBadges } from "./badges";

/**
 * Badges above the tabs; the badge text is the meaning, the tooltip (pointer or keyboard focus) the reason.
 * Touch screens get no tooltips, so a tap on a badge shows its reason under the badges.
 */
export function StudyBadges({ facts }: { facts: FactSheet }) {
  const [shown, setShown] = useState<string | null>(null);
  const reasonId = useId();
  const badges = studyBadges(facts);
  if (badges.length === 0) return null;
  const reason = badges.find((b) => b.key === shown)?.reason;
  return (
    // Its own provider, so the favorites page (which has none) gets the same delays too (docs/product.md#limits).
    <TooltipProvider>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="About this study">
        {badges.map((b) => (
          <li key={b.key}>
            <WithTooltip label={b.reason} inPlace>
              <button
                type="button"
                className="badge badge-caution"
                data-badge={b.key}
                aria-expanded={shown === b.key}
                aria-controls={reasonId}
                onClick={() => setShown(shown === b.key ? null : b.key)}
              >
                {b.label}
              </button>
            </WithTooltip>
          </li>
        ))}
      </ul>
      <p id={reasonId} className="mt-2 text-xs text-muted" hidden={!reason}>
        {reason}
      </p>
    </TooltipProvider>
  );
}
