import type { Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { platformMessage } from "./platformMessages";

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  pulso: Pulso;
  lang: Language;
  /** The sentence above the fields: who asks and what for, already localized. */
  intro: string;
  /** The line under the portal's links (come back to this window to …), already localized. */
  comeBack: string;
}

/**
 * The platform popups' sign-in (the sign-in popup, the bet window; DESIGN §7): email and password
 * on the platform origin, with the portal's password reset and sign-up in tabs of their own. The
 * email field takes the focus, as the first thing a reader does in the window. Needs the
 * popups' `authorizeCss`.
 */
export function SignInForm(props: SignInFormProps) {
  const { pulso, lang } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const email = useRef<HTMLInputElement>(null);
  const m = (key: string) => platformMessage(lang, `authorize.${key}`);
  useEffect(() => {
    email.current?.focus();
  }, []);
  // Sign-up and password reset open the portal in a tab of their own; back in this window, a
  // reader who signed up there (the portal signs them in) goes straight on.
  useEffect(() => {
    const refresh = () => void pulso.session.refresh();
    window.addEventListener("focus", refresh);
    return () => window.removeEventListener("focus", refresh);
  }, [pulso]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    pulso.session
      .login({
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
      })
      .catch((failure: unknown) => setError(pulso.i18n.errorMessage(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} aria-describedby={error ? errorId : undefined} noValidate>
      <p>{props.intro}</p>
      <label>
        {m("email")}
        <input ref={email} name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        {m("password")}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="pulso-auth__error">
          {error}
        </p>
      ) : null}
      <div className="pulso-auth__actions">
        <button type="submit" className="pulso-auth__primary" disabled={busy}>
          {m(busy ? "loggingIn" : "logIn")}
        </button>
      </div>
      {/* The portal's own pages, on this origin. */}
      <div className="pulso-auth__more">
        <a href="/forgot-password" target="_blank" rel="noopener">
          {m("forgotPassword")}
        </a>
        <p>
          {m("noAccount")}{" "}
          <a href="/signup" target="_blank" rel="noopener">
            {m("signUp")}
          </a>
        </p>
        <p className="pulso-auth__hint">{props.comeBack}</p>
      </div>
    </form>
  );
}
