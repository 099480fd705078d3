import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/** What every labelled control shows besides itself: its label, hint and error. */
interface FieldFrameProps {
  label: string;
  /** Shown under the control and read with it. */
  hint?: string | undefined;
  /** The field's validation message; marks the control invalid. */
  error?: string | undefined;
}

/** The ids and aria attributes tying a control to its hint and error. */
function useFieldIds({ hint, error }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return {
    id,
    hintId,
    errorId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

function FieldFrame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldFrameProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {children}
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

/** Props of {@link TextAreaField}: a textarea's own props plus its label, hint and error. */
export interface TextAreaFieldProps
  extends FieldFrameProps, TextareaHTMLAttributes<HTMLTextAreaElement> {}

/** A labelled textarea with its hint and error, tied with `aria-describedby` and `aria-invalid`. */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds({ label, hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error }}>
      <textarea id={id} rows={5} {...aria} {...textarea} />
    </FieldFrame>
  );
}

/** Props of {@link SelectField}: a select's own props plus its label, hint, error and options. */
export interface SelectFieldProps extends FieldFrameProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose a category"), for fields without a default. */
  placeholder?: string;
}

/** A labelled select with its hint and error, tied with `aria-describedby` and `aria-invalid`. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds({ label, hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error }}>
      <select id={id} {...aria} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
