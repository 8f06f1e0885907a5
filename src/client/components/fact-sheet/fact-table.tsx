import type { Direction, FactSheet, SourceText } from "../../../shared/fact-sheet";
import { DIRECTION_WORDS, factRows, unclearNotes } from "./fact-rows";
import { SourceTarget } from "./source-target";

function DirectionBadge({ direction }: { direction: Direction }) {
  return (
    <span className="badge direction-badge" data-direction={direction}>
      {DIRECTION_WORDS[direction]}
    </span>
  );
}

/** The verified fact sheet as a compact table; each row with evidence shows its source words. */
export function FactTable({ facts, source }: { facts: FactSheet; source?: SourceText }) {
  const rows = factRows(facts, source);
  const notes = unclearNotes(facts);
  return (
    <div className="mb-4">
      <table className="fact-table">
        <caption>Fact sheet</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <SourceTarget as="td" item={{ key: `fact-${row.key}`, evidence: row.evidence }}>
                {row.text && <span>{row.text}</span>}
                {row.direction && (
                  <>
                    {row.text && " "}
                    <DirectionBadge direction={row.direction} />
                  </>
                )}
                {row.note && <span className="block text-xs text-muted">{row.note}</span>}
                {row.details && (
                  <ul className="mt-1 text-xs text-muted">
                    {row.details.map((d, i) => (
                      <li key={i}>{d}</li>
                    ))}
                  </ul>
                )}
              </SourceTarget>
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length > 0 && (
        <ul className="mt-2 space-y-1 text-xs text-muted" aria-label="Unclear in the abstract">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
