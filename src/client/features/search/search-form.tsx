import { useEffect, useState, type FormEvent } from "react";
import { QUERY_MAX_CHARS } from "../../../shared/api/limits";
import { SearchIcon } from "../../components/icons";

export const EXAMPLE_QUERIES = ["lung cancer", "melanoma immunotherapy", "breast cancer clinical trial"] as const;

interface Props {
  initialQuery: string;
  pending: boolean;
  onSearch: (query: string) => void;
}

/** docs/product.md#pages: the trimmed value is sent; submit is disabled when it is empty or a search is running. */
export function SearchForm({ initialQuery, pending, onSearch }: Props) {
  const [value, setValue] = useState(initialQuery);
  useEffect(() => setValue(initialQuery), [initialQuery]);
  const trimmed = value.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !pending) onSearch(trimmed);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader; the role on a form is. */}
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="search-input" className="sr-only">
          Search by cancer type, treatment or keyword
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id="search-input"
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Search by cancer type, treatment or keyword..."
            maxLength={QUERY_MAX_CHARS}
            autoComplete="off"
            className="h-12 w-full rounded-lg border border-border bg-surface pl-10 pr-3 text-base text-fg placeholder:text-muted"
          />
        </div>
        <button type="submit" className="btn btn-primary h-12 px-6" disabled={!trimmed || pending}>
          {pending ? "Searching..." : "Search"}
        </button>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Try:</span>
        {EXAMPLE_QUERIES.map((example) => (
          <button
            key={example}
            type="button"
            className="badge hover:bg-surface"
            disabled={pending}
            onClick={() => {
              setValue(example);
              onSearch(example);
            }}
          >
            {example}
          </button>
        ))}
      </div>
    </div>
  );
}
