import { useId, type InputHTMLAttributes } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  hint?: string;
  /** The id of a message saying what is wrong with this field; marks the field invalid and ties the message to it. */
  errorId?: string;
}

/** A labelled input; a hint (and an error) is tied to it with aria-describedby so screen readers read it too. */
export function TextField({ label, hint, errorId, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", errorId ?? ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={errorId ? true : undefined}
        className="h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted aria-[invalid=true]:border-danger"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
