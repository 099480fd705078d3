import { forwardRef, type InputHTMLAttributes } from "react";
import { FieldFrame, useFieldIds } from "./FieldControls";

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
 * `aria-invalid` so screen readers read the message with the field. A checkbox comes before its
 * label.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, hint, error, ...input },
  ref,
) {
  const { aria, ...ids } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ ids, label, hint, error }} controlFirst={input.type === "checkbox"}>
      <input ref={ref} id={ids.id} {...aria} {...input} />
    </FieldFrame>
  );
});
