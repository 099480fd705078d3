import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/** What every labelled control shows besides itself: its label, hint and error. */
export interface FieldFrameProps {
  label: string;
  /** Shown under the control and read with it. */
  hint?: string | undefined;
  /** The field's validation message; marks the control invalid. */
  error?: string | undefined;
}

/** The ids and aria attributes tying a control to its hint and error. */
export function useFieldIds({ hint, error }: Pick<FieldFrameProps, "hint" | "error">) {
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

/**
 * A control's label, hint and error around it (`portal-field`). A checkbox comes before its
 * label (`controlFirst`), every other control after it.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  controlFirst = false,
  children,
}: FieldFrameProps & {
  ids: Pick<ReturnType<typeof useFieldIds>, "id" | "hintId" | "errorId">;
  controlFirst?: boolean;
  children: ReactNode;
}) {
  const labelElement = <label htmlFor={ids.id}>{label}</label>;
  return (
    <div className={controlFirst ? "portal-field portal-field--check" : "portal-field"}>
      {controlFirst ? children : labelElement}
      {controlFirst ? labelElement : children}
      {hint && (
        <p id={ids.hintId} className="portal-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link TextAreaField}: a textarea's own props plus its label, hint and error. */
export interface TextAreaFieldProps
  extends FieldFrameProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The new text on every change (beside or instead of `onChange`). */
  onValueChange?(value: string): void;
}

/** A labelled textarea with its hint and error, tied with `aria-describedby` and `aria-invalid`. */
export function TextAreaField({
  label,
  hint,
  error,
  onValueChange,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const { aria, ...ids } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ ids, label, hint, error }}>
      <textarea
        id={ids.id}
        className="portal-textarea"
        rows={5}
        {...aria}
        {...textarea}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldFrame>
  );
}

/** Props of {@link SelectField}: a select's own props plus its label, hint, error and options. */
export interface SelectFieldProps<TValue extends string = string>
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "value"> {
  /** The choices, in order: the value sent and the text shown ("" for "any"). */
  options: readonly { value: TValue | ""; label: string }[];
  value?: TValue | "";
  /** A first, empty choice ("Choose a category"), for fields without a default. */
  placeholder?: string;
  /** The chosen option's value on every change (one of `options`, or "" for the placeholder). */
  onValueChange?(value: TValue | ""): void;
}

/** A labelled select with its hint and error, tied with `aria-describedby` and `aria-invalid`. */
export function SelectField<TValue extends string = string>({
  label,
  hint,
  error,
  options,
  placeholder,
  onValueChange,
  onChange,
  ...select
}: SelectFieldProps<TValue>) {
  const { aria, ...ids } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ ids, label, hint, error }}>
      <select
        id={ids.id}
        className="portal-select"
        {...aria}
        {...select}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value as TValue | "");
        }}
      >
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
