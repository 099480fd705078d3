import type { FieldIssue } from "@pulso/core";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { fieldMessages, serverIssues } from "../auth/formIssues";
import { usePortalT } from "../i18n/usePortalT";

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * The money forms' state: text values, field messages from core's validation (and the
 * server's), the form-level error, the pending flag, and a submit that validates first, moves
 * the focus to the first invalid field and never sends twice at once.
 */
export function useMoneyForm<TValues extends Record<string, string>, TResult>(
  initial: TValues,
  options: {
    validate(values: TValues): FieldIssue[];
    submit(values: TValues): Promise<TResult>;
    failureMessage(error: unknown): string;
    onSuccess?(result: TResult): void;
  },
) {
  const translator = usePortalT();
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A click while the last submit is still running must not send again.
  const running = useRef(false);

  const focusFirstInvalid = (form: HTMLFormElement) => {
    setTimeout(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (running.current) return;
    setFormError(null);
    const found = options.validate(values);
    setIssues(found);
    if (found.length > 0) {
      focusFirstInvalid(form);
      return;
    }
    running.current = true;
    setPending(true);
    try {
      const result = await options.submit(values);
      options.onSuccess?.(result);
    } catch (error) {
      const fromServer = serverIssues(error);
      if (fromServer.length > 0) {
        setIssues(fromServer);
        focusFirstInvalid(form);
      }
      setFormError(options.failureMessage(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const messages = fieldMessages(issues, translator);
  const set = (name: keyof TValues & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FieldElement>) => set(name, event.target.value),
    error: messages[name],
  });

  return { values, set, setValues, field, formError, pending, onSubmit };
}
