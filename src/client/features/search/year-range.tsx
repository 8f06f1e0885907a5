import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { YEAR_MIN, yearMax } from "../../../shared/search-filter-values";

interface Props {
  from?: number;
  to?: number;
  onChange: (from: number | undefined, to: number | undefined) => void;
}

const INPUT = "h-9 w-[5.5rem] rounded-md border border-border bg-surface px-2 text-sm text-fg";
const yearOf = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** Publication years, applied on Enter or when focus leaves the field, so typing "2" of "2015" runs no search. */
export function YearRange({ from, to, onChange }: Props) {
  const [fromText, setFromText] = useState(from?.toString() ?? "");
  const [toText, setToText] = useState(to?.toString() ?? "");
  useEffect(() => setFromText(from?.toString() ?? ""), [from]);
  useEffect(() => setToText(to?.toString() ?? ""), [to]);
  const errorId = useId();
  const max = yearMax();
  const a = yearOf(fromText);
  const b = yearOf(toText);
  const invalid =
    (fromText.trim() !== "" && (a === undefined || a < YEAR_MIN || a > max)) ||
    (toText.trim() !== "" && (b === undefined || b < YEAR_MIN || b > max));
  const backwards = a !== undefined && b !== undefined && a > b;
  const error = invalid
    ? `Years are four digits from ${YEAR_MIN} to ${max}.`
    : backwards
      ? "The first year must not be after the last."
      : "";

  const apply = (event?: FormEvent | KeyboardEvent) => {
    event?.preventDefault();
    if (error || (a === from && b === to)) return;
    onChange(a, b);
  };

  // Two fields and no submit button: a browser submits nothing on Enter, so Enter is handled here.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => event.key === "Enter" && apply(event);

  return (
    <form onSubmit={apply} className="flex flex-wrap items-center gap-2">
      <span className="text-muted">Published</span>
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">Published from year</span>
        <input
          className={INPUT}
          inputMode="numeric"
          type="number"
          min={YEAR_MIN}
          max={max}
          name="from"
          placeholder="from"
          value={fromText}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setFromText(e.target.value)}
          onBlur={() => apply()}
          onKeyDown={onEnter}
        />
      </label>
      <span aria-hidden="true">–</span>
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">Published up to year</span>
        <input
          className={INPUT}
          inputMode="numeric"
          type="number"
          min={YEAR_MIN}
          max={max}
          name="to"
          placeholder="to"
          value={toText}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setToText(e.target.value)}
          onBlur={() => apply()}
          onKeyDown={onEnter}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="w-full text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
