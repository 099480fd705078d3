import type { FieldIssue } from "@pulso/core";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { fieldMessages, serverIssues } from "./formIssues";

/** Any control a form binds: input (checkboxes included), textarea or select. */
export type FormFieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The state every checked form shares (sign-in, account, support, suggestions, money): values,
 * field messages from core's validation (and the server's), the form-level error, the pending
 * flag, and the submit that validates first, moves the focus to the first invalid field and never
 * sends twice at once (a second click before React re-renders included).
 */
export function useAuthForm<TValues extends Record<string, string | boolean>, TResult = void>(
  initial: TValues,
  options: {
    validate(values: TValues): { ok: true } | { ok: false; issues: FieldIssue[] };
    submit(values: TValues): Promise<TResult>;
    failureMessage(error: unknown): string;
    /** After a successful send, with what `submit` resolved to. */
    onSuccess?(result: TResult): void;
    /** The form's own message when the values fail the check (besides each field's). */
    invalidMessage?: string;
  },
) {
  const translator = usePortalT();
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once, unlike `pending`: a click while the last submit still runs must not send again.
  const running = useRef(false);
  // The focus moves once React has committed the fields' invalid marks: an effect of the same
  // update, not a timer, which a busy page can fire before that commit (and then focus nothing).
  const invalidForm = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    invalidForm.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = (form: HTMLFormElement) => {
    invalidForm.current = form;
    setFocusRequest((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (running.current) return;
    setFormError(null);
    const result = options.validate(values);
    if (!result.ok) {
      setIssues(result.issues);
      if (options.invalidMessage) setFormError(options.invalidMessage);
      focusFirstInvalid(form);
      return;
    }
    setIssues([]);
    running.current = true;
    setPending(true);
    try {
      const sent = await options.submit(values);
      options.onSuccess?.(sent);
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
  const set = (name: keyof TValues & string, value: TValues[typeof name]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof TValues & string) => ({
    name,
    onChange: (event: ChangeEvent<FormFieldElement>) => {
      const { target } = event;
      const checkbox = target instanceof HTMLInputElement && target.type === "checkbox";
      setValues((current) => ({ ...current, [name]: checkbox ? target.checked : target.value }));
    },
    error: messages[name],
  });
  /** Back to the initial values, without messages (after a successful send). */
  const reset = () => {
    setValues(initial);
    setIssues([]);
    setFormError(null);
  };

  return { values, set, setValues, field, formError, pending, onSubmit, reset };
}
