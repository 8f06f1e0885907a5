export function FavoritesRoutePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Saved Trials</h1>
      <p className="mt-2 text-muted">Your collection of saved clinical trials and summaries</p>
    </div>
  );
}
