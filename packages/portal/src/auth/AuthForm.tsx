import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "./FormAlert";

/** Props of {@link AuthForm}: the form state from `useAuthForm` and the submit button's labels. */
export interface AuthFormProps {
  form: {
    formError: string | null;
    pending: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  };
  submitLabel: string;
  pendingLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The sign-in pages' form: the browser's own validation off (ours speaks both languages), the
 * form-level error above the fields, and a submit button that says what it is doing.
 */
export function AuthForm({ form, submitLabel, pendingLabel, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormAlert message={form.formError} tone="error" />
      {children}
      <button
        type="submit"
        className="portal-button portal-button--primary"
        disabled={form.pending}
      >
        {form.pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
