import type { FieldIssue } from "@pulso/core";
import { useAuthForm } from "../auth/useAuthForm";

/** Settings of {@link useCheckedForm}. */
export interface CheckedFormOptions<TValues> {
  /** Core's rules for the values; every issue shows under its field before anything is sent. */
  validate(values: TValues): { ok: true } | { ok: false; issues: FieldIssue[] };
  /** Sends the form; a throw shows `failureMessage` (and the server's field issues, if any). */
  submit(values: TValues): Promise<void>;
  failureMessage(error: unknown): string;
}

/**
 * `useAuthForm` for forms of text values (inputs, textareas, selects) whose controls are
 * controlled: each field also carries its current `value`.
 *
 * @example
 * const form = useCheckedForm({ subject: "" }, { validate, submit, failureMessage });
 * <TextAreaField label="…" {...form.field("subject")} />
 */
export function useCheckedForm<TValues extends Record<string, string>>(
  initial: TValues,
  options: CheckedFormOptions<TValues>,
) {
  const form = useAuthForm(initial, options);
  const field = (name: keyof TValues & string) => ({
    ...form.field(name),
    value: form.values[name],
  });
  return { ...form, field };
}
