import { forwardRef, useId, type InputHTMLAttributes } from "react";

/** Props of {@link FormField}: an input's own props plus its label, hint and error. */
export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and read with it. */
  hint?: string;
  /** The field's validation message; marks the input invalid. */
  error?: string | undefined;
}

/**
 * A labelled input with its hint and error message, tied together with `aria-describedby` and
 * `aria-invalid` so screen readers read the message with the field.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, hint, error, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const checkbox = input.type === "checkbox";
  const control = (
    <input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  return (
    <div className={checkbox ? "portal-field portal-field--check" : "portal-field"}>
      {checkbox ? (
        <>
          {control}
          <label htmlFor={id}>{label}</label>
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
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
});
