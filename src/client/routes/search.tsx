export interface SearchParams {
  q?: string;
}

/** `?q=` is the only search parameter; anything else in the URL is ignored. */
export const validateSearch = (raw: Record<string, unknown>): SearchParams =>
  typeof raw.q === "string" && raw.q.trim() !== "" ? { q: raw.q } : {};

export function SearchRoutePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Search Clinical Trials</h1>
    </div>
  );
}
