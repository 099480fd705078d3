import { isLanguage, type Language } from "@pulso/core";
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { BetTicket } from "../components/BetTicket/BetTicket";
import { betTicketCss } from "../components/BetTicket/BetTicket.css";
import { WidgetErrorBoundary } from "../components/WidgetErrorBoundary";
import { staticMessage } from "../i18n/staticMessage";
import type { WidgetMessageKey } from "../i18n/widgetMessages";
import { log } from "../log";
import { useSessionCheck } from "../provider/useSessionCheck";
import { isWidgetTheme, type WidgetTheme } from "../theme/theme";
import { normalizeApiBase } from "./apiBase";
import { emitPulsoEvent, type PulsoErrorReason } from "./pulsoEvents";
import { SharedPulsoProvider } from "./SharedPulsoProvider";
import { useElementDefaults } from "./useElementDefaults";

/**
 * The DOM events of the account elements (bubbles + composed). The host page's scripts hear them,
 * so they say only that something happened on a market: never the option, the amount, a token, a
 * balance or who (DESIGN §7).
 */
export interface AccountElementEventMap {
  /** A bet was placed from `<pulso-bet-ticket>` on this market. */
  "pulso-bet-placed": { marketId: string };
  /** A signed-out reader pressed Log in (the frame's popup flow will answer it). */
  "pulso-sign-in-request": { widget: "bet-ticket" | "notification-bell" };
}

/** Dispatches an account element's event from the element hosting `container`. Never throws. */
export function emitAccountEvent<TName extends keyof AccountElementEventMap>(
  container: Node | undefined,
  name: TName,
  detail: AccountElementEventMap[TName],
): void {
  if (!container) return;
  try {
    const target = container instanceof ShadowRoot ? container.host : container;
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  } catch (error) {
    log.error(`dispatching ${name} failed`, error);
  }
}

/** An element's resolved attributes and what is wrong with them, if anything. */
export interface AccountElementSetup {
  lang: Language;
  theme: WidgetTheme;
  apiBase: string;
  problem: { key: WidgetMessageKey; reason: PulsoErrorReason } | null;
}

/** Resolves `lang`, `theme` and `api-base` against the page defaults and finds a bad one. */
export function useAccountElementSetup(
  lang: string | undefined,
  theme: string | undefined,
  apiBase: string | undefined,
): AccountElementSetup {
  const defaults = useElementDefaults();
  const requestedLang = lang?.trim() ?? defaults.lang;
  const requestedTheme = theme?.trim();
  const base = apiBase?.trim() ? normalizeApiBase(apiBase) : (defaults.apiBase ?? "");
  const problem: AccountElementSetup["problem"] = !isLanguage(requestedLang)
    ? { key: "element.invalidLang", reason: "invalid-attribute" }
    : requestedTheme !== undefined && !isWidgetTheme(requestedTheme)
      ? { key: "element.invalidTheme", reason: "invalid-attribute" }
      : !base
        ? { key: "element.missingApiBase", reason: "not-configured" }
        : null;
  return {
    lang: isLanguage(requestedLang) ? requestedLang : defaults.lang,
    theme: isWidgetTheme(requestedTheme) ? requestedTheme : defaults.theme,
    apiBase: base,
    problem,
  };
}

/** Props of {@link AccountElementProblem}. */
export interface AccountElementProblemProps {
  tag: string;
  messageKey: WidgetMessageKey;
  reason: PulsoErrorReason;
  marketId: string | null;
  lang: Language;
  container: HTMLElement | undefined;
  /** Wraps the message in the widget's own box. */
  frame: (message: ReactNode) => ReactNode;
}

/** A bad attribute or missing setup: the localized message, a `[pulso]` warning and `pulso-error`. */
export function AccountElementProblem(props: AccountElementProblemProps) {
  const message = staticMessage(props.lang, props.messageKey);
  const report = useEffectEvent(() => {
    log.warn(`<${props.tag}>: ${staticMessage("en", props.messageKey)}`);
    emitPulsoEvent(props.container, "pulso-error", {
      marketId: props.marketId,
      reason: props.reason,
      message,
    });
  });
  useEffect(() => report(), [props.messageKey]);
  return props.frame(<p role="alert">{message}</p>);
}

/** The element's attributes as r2wc hands them over. */
export interface BetTicketElementProps {
  market?: string;
  option?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root r2wc renders into. */
  container?: HTMLElement;
}

const hostCss = `:host { all: initial; display: block; } :host([hidden]) { display: none; }`;

function SessionCheck() {
  useSessionCheck();
  return null;
}

/**
 * What `<pulso-bet-ticket>` renders into its shadow root: its styles and the bet ticket, or its
 * error state when an attribute is wrong or the widget fails. Never throws into the page.
 */
export function BetTicketElement({
  market,
  option,
  lang,
  theme,
  apiBase,
  container,
}: BetTicketElementProps) {
  const setup = useAccountElementSetup(lang, theme, apiBase);
  const marketId = market?.trim() ?? "";
  const problem = marketId
    ? setup.problem
    : { key: "element.missingMarket" as const, reason: "invalid-attribute" as const };
  const frame = (content: ReactNode) => (
    <section className="pulso-bt" data-theme={setup.theme}>
      <div className="pulso-bt__message">{content}</div>
    </section>
  );
  return (
    <>
      <style>{hostCss + betTicketCss}</style>
      <WidgetErrorBoundary
        key={`${marketId}|${setup.apiBase}`}
        onError={() =>
          emitPulsoEvent(container, "pulso-error", {
            marketId: marketId || null,
            reason: "crashed",
            message: staticMessage(setup.lang, "element.crashed"),
          })
        }
        fallback={frame(<p role="alert">{staticMessage(setup.lang, "element.crashed")}</p>)}
      >
        {problem ? (
          <AccountElementProblem
            tag="pulso-bet-ticket"
            messageKey={problem.key}
            reason={problem.reason}
            marketId={marketId || null}
            lang={setup.lang}
            container={container}
            frame={frame}
          />
        ) : (
          <SharedPulsoProvider apiBase={setup.apiBase} lang={setup.lang}>
            <SessionCheck />
            <BetTicket
              marketId={marketId}
              optionId={option?.trim() || undefined}
              theme={setup.theme}
              onPlaced={() => emitAccountEvent(container, "pulso-bet-placed", { marketId })}
              onSignInRequest={() =>
                emitAccountEvent(container, "pulso-sign-in-request", { widget: "bet-ticket" })
              }
            />
          </SharedPulsoProvider>
        )}
      </WidgetErrorBoundary>
    </>
  );
}
