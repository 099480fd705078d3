import type { ReactNode } from "react";
import { NotificationBell } from "../components/NotificationBell/NotificationBell";
import { notificationBellCss } from "../components/NotificationBell/NotificationBell.css";
import { WidgetErrorBoundary } from "../components/WidgetErrorBoundary";
import { staticMessage } from "../i18n/staticMessage";
import { useSessionCheck } from "../provider/useSessionCheck";
import { AccountElementProblem, useAccountElementSetup } from "./BetTicketElement";
import { emitPulsoEvent } from "./pulsoEvents";
import { SharedPulsoProvider } from "./SharedPulsoProvider";

/** The element's attributes as r2wc hands them over. */
export interface NotificationBellElementProps {
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root r2wc renders into. */
  container?: HTMLElement;
}

const hostCss = `:host { all: initial; display: inline-block; } :host([hidden]) { display: none; }`;

/** Opens an app path on the platform's origin (the API base's) in a new tab. */
function openOnPlatform(path: string, apiBase: string): void {
  try {
    const base = typeof location === "undefined" ? undefined : location.href;
    window.open(new URL(path, new URL(apiBase, base)).href, "_blank", "noopener");
  } catch {
    // A malformed base: nothing to open.
  }
}

function SessionCheck() {
  useSessionCheck();
  return null;
}

/**
 * What `<pulso-notification-bell>` renders: the bell, a sign-in hint when signed out, or its
 * error state. Actions open on the platform in a new tab (a publisher's page is never navigated
 * away). Never throws into the page.
 */
export function NotificationBellElement({
  lang,
  theme,
  apiBase,
  container,
}: NotificationBellElementProps) {
  const setup = useAccountElementSetup(lang, theme, apiBase);
  const frame = (content: ReactNode) => (
    <div className="pulso-nb" data-theme={setup.theme}>
      {content}
    </div>
  );
  return (
    <>
      <style>{hostCss + notificationBellCss}</style>
      <WidgetErrorBoundary
        key={setup.apiBase}
        onError={() =>
          emitPulsoEvent(container, "pulso-error", {
            marketId: null,
            reason: "crashed",
            message: staticMessage(setup.lang, "element.crashed"),
          })
        }
        fallback={frame(<p role="alert">{staticMessage(setup.lang, "element.crashed")}</p>)}
      >
        {setup.problem ? (
          <AccountElementProblem
            tag="pulso-notification-bell"
            messageKey={setup.problem.key}
            reason={setup.problem.reason}
            marketId={null}
            lang={setup.lang}
            container={container}
            frame={frame}
          />
        ) : (
          <SharedPulsoProvider apiBase={setup.apiBase} lang={setup.lang}>
            <SessionCheck />
            <NotificationBell
              theme={setup.theme}
              signedOutHint
              onNavigate={(path) => openOnPlatform(path, setup.apiBase)}
            />
          </SharedPulsoProvider>
        )}
      </WidgetErrorBoundary>
    </>
  );
}
