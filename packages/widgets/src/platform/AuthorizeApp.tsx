import { EMBED_LIMITS_CENTS, type Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { useId, useState, type FormEvent } from "react";
import { PulsoProvider } from "../provider/PulsoProvider";
import { useSession } from "../provider/useSession";
import { useT } from "../provider/useT";
import { themeRules, WIDGET_BOX_DECLARATIONS } from "../theme/palette";
import { platformMessage } from "./platformMessages";
import { siteLabel } from "./siteLabel";
import { SignInForm } from "./SignInForm";
import { FRAME_PROTOCOL, type PopupToFrameMessage } from "../frameProtocol/protocol";

/** The popup page's styles. */
export const authorizeCss = `
html, body { margin: 0; padding: 0; }
${themeRules(".pulso-auth")}
.pulso-auth { min-height: 100vh; box-sizing: border-box; padding: 1.5em; background: var(--_bg); color: var(--_text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 16px; line-height: 1.45; }
.pulso-auth__card {${WIDGET_BOX_DECLARATIONS} max-width: 26em; margin: 0 auto; gap: 1em; }
.pulso-auth h1 { margin: 0; font-size: 1.25em; }
.pulso-auth p { margin: 0; }
.pulso-auth label { display: flex; flex-direction: column; gap: 0.25em; font-weight: 600; font-size: 0.9375em; }
.pulso-auth input { font: inherit; padding: 0.5em 0.6em; border: 1px solid var(--_border); border-radius: 8px; background: var(--_bg); color: var(--_text); }
.pulso-auth__hint { font-weight: 400; color: var(--_muted); font-size: 0.875em; }
.pulso-auth__actions { display: flex; gap: 0.75em; flex-wrap: wrap; }
.pulso-auth button { font: inherit; font-weight: 600; min-height: 2.5em; padding: 0.4em 1.2em; border-radius: 999px; cursor: pointer; }
.pulso-auth__primary { border: 0; background: var(--_accent); color: var(--_onAccent); }
.pulso-auth__secondary { border: 1px solid var(--_border); background: transparent; color: var(--_text); }
.pulso-auth__link { border: 0; background: none; color: var(--_accent); padding: 0; min-height: 0; text-decoration: underline; }
.pulso-auth button:disabled { opacity: 0.6; cursor: progress; }
.pulso-auth :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-auth__error { color: var(--_down); }
.pulso-auth__more { display: flex; flex-direction: column; gap: 0.35em; font-size: 0.9375em; }
.pulso-auth__more a { color: var(--_accent); }
`;

/** What the popup page was opened for. */
export interface AuthorizeAppProps {
  pulso: Pulso;
  lang: Language;
  /** The news site asking, already checked by the server; null when it may not connect. */
  site: string | null;
  /**
   * The name of the publisher that registered `site` (DESIGN §12), from the server, never from the
   * page that opened the popup; empty or null when the site is only a bootstrap origin.
   */
  siteName?: string | null;
  /** The frame's nonce, echoed back with the code. */
  nonce: string;
  /** The frame that opened this popup (`window.opener`), or null. */
  opener: Window | null;
  /** Closes the popup (tests pass their own). */
  close: () => void;
}

/** Default caps a reader is offered, in dollars (they may lower or raise them to the maximums). */
const DEFAULT_PER_BET = 50;
const DEFAULT_DAILY = 200;

/**
 * The sign-in popup (DESIGN §7), on the platform origin as a first-party page: the reader signs in
 * (or already is) and approves an embed session for one news site, with a per-bet and a daily cap.
 * The single-use code goes to the opening frame only: `postMessage` to this very origin (the
 * frame's), with the frame's nonce. The news site never sees it.
 */
export function AuthorizeApp(props: AuthorizeAppProps) {
  return (
    <PulsoProvider pulso={props.pulso} lang={props.lang}>
      <style>{authorizeCss}</style>
      <main className="pulso-auth" data-theme="auto">
        <div className="pulso-auth__card">
          <AuthorizeContent {...props} />
        </div>
      </main>
    </PulsoProvider>
  );
}

function AuthorizeContent(props: AuthorizeAppProps) {
  const { lang, site } = props;
  const session = useSession();
  const m = (key: string, values?: Record<string, string>) =>
    platformMessage(lang, `authorize.${key}`, values);
  if (!site) {
    return (
      <p role="alert" className="pulso-auth__error">
        {m("badSite")}
      </p>
    );
  }
  // The reader sees who asks: the publisher's name with its domain, or the domain alone.
  const label = siteLabel(lang, site, props.siteName);
  if (!label) {
    return (
      <p role="alert" className="pulso-auth__error">
        {m("badSite")}
      </p>
    );
  }
  return (
    <>
      <h1>{m("title", { site: label })}</h1>
      {!props.opener ? (
        <p role="alert" className="pulso-auth__error">
          {m("noOpener")}
        </p>
      ) : session.status === "signed-in" ? (
        <Approve {...props} site={site} label={label} />
      ) : session.status === "signed-out" ? (
        <SignIn {...props} label={label} />
      ) : (
        <p aria-busy="true">…</p>
      )}
    </>
  );
}

/** What the popup calls the site asking: `El Diario del Sur (diariodelsur.es)`, or its domain. */
interface SiteLabel {
  label: string;
}

function SignIn(props: AuthorizeAppProps & SiteLabel) {
  const m = (key: string, values?: Record<string, string>) =>
    platformMessage(props.lang, `authorize.${key}`, values);
  return (
    <SignInForm
      pulso={props.pulso}
      lang={props.lang}
      intro={m("signInIntro", { site: props.label })}
      comeBack={m("comeBack")}
    />
  );
}

function Approve(props: AuthorizeAppProps & SiteLabel & { site: string }) {
  const { pulso, lang, site, label } = props;
  const session = useSession();
  const { formatMoney } = useT();
  const [step, setStep] = useState<"form" | "busy" | "done" | "cancelled">("form");
  const [error, setError] = useState<string | null>(null);
  const perBetId = useId();
  const dailyId = useId();
  const m = (key: string, values?: Record<string, string>) =>
    platformMessage(lang, `authorize.${key}`, values);
  const maxPerBet = EMBED_LIMITS_CENTS.perBet / 100;
  const maxDaily = EMBED_LIMITS_CENTS.daily / 100;

  if (step === "done") return <p role="status">{m("done", { site: label })}</p>;
  if (step === "cancelled") return <p role="status">{m("cancelled")}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const perBetLimit = Number(data.get("perBet"));
    const dailyLimit = Number(data.get("daily"));
    if (
      !Number.isFinite(perBetLimit) ||
      !Number.isFinite(dailyLimit) ||
      perBetLimit <= 0 ||
      dailyLimit < perBetLimit ||
      perBetLimit > maxPerBet ||
      dailyLimit > maxDaily
    ) {
      setError(m("limitsInvalid"));
      return;
    }
    setStep("busy");
    setError(null);
    pulso.api.createEmbedCode({ origin: site, perBetLimit, dailyLimit }).then(
      ({ code }) => {
        const message: PopupToFrameMessage = {
          protocol: FRAME_PROTOCOL,
          type: "embed-code",
          code,
          nonce: props.nonce,
        };
        // Our own origin: the frame that opened us. Any other opener receives nothing.
        props.opener?.postMessage(message, location.origin);
        setStep("done");
        setTimeout(props.close, 1200);
      },
      (failure: unknown) => {
        setStep("form");
        setError(pulso.i18n.errorMessage(failure));
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>
        {m("signedInAs", { name: session.user?.name ?? "" })}{" "}
        <button
          type="button"
          className="pulso-auth__link"
          onClick={() => void pulso.session.logout()}
        >
          {m("notYou")}
        </button>
      </p>
      <p>{m("approveIntro", { site: label })}</p>
      <label htmlFor={perBetId}>
        {m("perBetLimit")}
        <span className="pulso-auth__hint">{m("limitHint", { max: formatMoney(maxPerBet) })}</span>
      </label>
      <input
        id={perBetId}
        name="perBet"
        type="number"
        inputMode="decimal"
        min={1}
        max={maxPerBet}
        step="0.01"
        defaultValue={DEFAULT_PER_BET}
        required
      />
      <label htmlFor={dailyId}>
        {m("dailyLimit")}
        <span className="pulso-auth__hint">{m("limitHint", { max: formatMoney(maxDaily) })}</span>
      </label>
      <input
        id={dailyId}
        name="daily"
        type="number"
        inputMode="decimal"
        min={1}
        max={maxDaily}
        step="0.01"
        defaultValue={DEFAULT_DAILY}
        required
      />
      {error ? (
        <p role="alert" className="pulso-auth__error">
          {error}
        </p>
      ) : null}
      <div className="pulso-auth__actions">
        <button type="submit" className="pulso-auth__primary" disabled={step === "busy"}>
          {m(step === "busy" ? "approving" : "approve")}
        </button>
        <button
          type="button"
          className="pulso-auth__secondary"
          onClick={() => {
            setStep("cancelled");
            props.close();
          }}
        >
          {m("cancel")}
        </button>
      </div>
    </form>
  );
}
