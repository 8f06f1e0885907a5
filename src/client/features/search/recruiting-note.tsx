interface Props {
  checked: number;
  kept: number;
  unreachable: number;
  /** What the search found in all, of which this page was checked. */
  found: number;
}

const trials = (n: number) => `${n} trial${n === 1 ? "" : "s"}`;

/** The recruiting filter reads the registry for the trials of this page only: the page says so, and what it kept. */
export function RecruitingNote({ checked, kept, unreachable, found }: Props) {
  if (found === 0) return null;
  const down =
    unreachable > 0 ? ` The registry could not be reached for ${trials(unreachable)}; they are not shown.` : "";
  return (
    <>
      <p role="status" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
        Recruiting filter applied to this page only: {kept} of the {trials(checked)} on it {kept === 1 ? "is" : "are"}{" "}
        recruiting according to ClinicalTrials.gov.{down}
      </p>
      {kept === 0 && (
        <div className="card p-10 text-center">
          <p className="text-lg font-semibold">No recruiting trials on this page</p>
          <p className="mt-1 text-muted">Try the next page, or remove the Recruiting filter.</p>
        </div>
      )}
    </>
  );
}
