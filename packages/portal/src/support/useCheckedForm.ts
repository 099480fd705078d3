import type { FieldIssue } from "@pulso/core";
import { useAuthForm } from "../auth/useAuthForm";

/** Settings of {@link useCheckedForm}. */
export interface CheckedFormOptions<TValues, TResult = void> {
  /** Core's rules for the values; every issue shows under its field before anything is sent. */
  validate(values: TValues): { ok: true } | { ok: false; issues: FieldIssue[] };
  /** Sends the form; a throw shows `failureMessage` (and the server's field issues, if any). */
  submit(values: TValues): Promise<TResult>;
  failureMessage(error: unknown): string;
  /** After a successful send, with what `submit` resolved to. */
  onSuccess?(result: TResult): void;
  /** The form's own message when the values fail the check (besides each field's). */
  invalidMessage?: string;
}

/**
 * `useAuthForm` for forms of text values (inputs, textareas, selects) whose controls are
 * controlled: each field also carries its current `value`.
 *
 * @example
 * const form = useCheckedForm({ subject: "" }, { validate, submit, failureMessage });
 * <TextAreaField label="…" {...form.field("subject")} />
 */
export function useCheckedForm<TValues extends Record<string, string>, TResult = void>(
  initial: TValues,
  options: CheckedFormOptions<TValues, TResult>,
) {
  const form = useAuthForm<TValues, TResult>(initial, options);
  const field = (name: keyof TValues & string) => ({
    ...form.field(name),
    value: form.values[name],
  });
  return { ...form, field };
}
