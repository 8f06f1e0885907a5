/** Sized like a real card so results replacing it do not shift the layout. */
export function SkeletonCard({ lines = 2 }: { lines?: number }) {
  return (
    <div className="card animate-pulse p-5" aria-hidden="true" data-testid="skeleton-card">
      <div className="h-5 w-3/4 rounded bg-surface-muted" />
      <div className="mt-3 space-y-2">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className="h-4 rounded bg-surface-muted" />
        ))}
      </div>
      <div className="mt-4 h-4 w-1/2 rounded bg-surface-muted" />
      <div className="mt-4 flex gap-2">
        <div className="h-9 w-36 rounded-lg bg-surface-muted" />
        <div className="h-9 w-28 rounded-lg bg-surface-muted" />
      </div>
    </div>
  );
}
