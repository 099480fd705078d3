import { useId, type SelectHTMLAttributes } from "react";

/** Props of {@link SelectField}: a select's own props plus its label, choices, hint and error. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The choices, in order: the value sent and the text shown. */
  choices: readonly { value: string; label: string }[];
  /** Shown under the select and read with it. */
  hint?: string;
  /** The field's validation message; marks the select invalid. */
  error?: string | undefined;
}

/**
 * A labelled select with its hint and error, tied with `aria-describedby` and `aria-invalid` the
 * way `FormField` ties an input's (FormField renders inputs only).
 */
export function SelectField({ label, choices, hint, error, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="portal-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="portal-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
