import type { FactSheet } from "../../../shared/fact-sheet";
import { TooltipProvider, WithTooltip } from "../tooltip";
import { studyBadges } from "./badges";

/** Badges above the tabs; the badge text is the meaning, the tooltip (on pointer or keyboard focus) the reason. */
export function StudyBadges({ facts }: { facts: FactSheet }) {
  const badges = studyBadges(facts);
  if (badges.length === 0) return null;
  return (
    // Its own provider, so the favorites page (which has none) gets the spec's delays too.
    <TooltipProvider>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="About this study">
        {badges.map((b) => (
          <li key={b.key}>
            <WithTooltip label={b.reason}>
              <span tabIndex={0} className="badge badge-caution" data-badge={b.key}>
                {b.label}
              </span>
            </WithTooltip>
          </li>
        ))}
      </ul>
    </TooltipProvider>
  );
}
