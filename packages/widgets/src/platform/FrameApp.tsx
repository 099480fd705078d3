import type { Language, WidgetTheme } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import {
  NOTIFICATION_BELL_SIZE_PX,
  NOTIFICATION_PANEL_WIDTH_PX,
} from "../components/NotificationBell/layout";
import { PulsoProvider } from "../provider/PulsoProvider";
import { usePulso } from "../provider/usePulso";
import { useSession } from "../provider/useSession";
import { useT } from "../provider/useT";
import { themeRules } from "../theme/palette";
import { readableThemeVars } from "../theme/readableThemeVars";
import { THEME_PALETTES, type ThemePalette } from "../theme/tokens";
import { platformMessage } from "./platformMessages";
import { FRAME_BAR_HEIGHT_PX, FRAME_MIN_HEIGHT_PX } from "../frameProtocol/layout";
import type { ParentLink } from "./parentLink";
import { FORWARDED_VAR_NAMES, type FrameWidget } from "../frameProtocol/protocol";
import { signInThroughPopup, type PopupSignInResult } from "./signInPopup";
import { frameKeepsCookies, requestCookieAccess } from "./cookieAccess";
import { betInPopup, type BetPopup } from "./betInPopup";

/**
 * The frame page's own styles: its bar, the signed-out bell, a transparent page. The bar is
 * opaque in the frame's palette, so it reads the same on any page behind the frame (a dark news
 * page under a light palette included).
 */
export const frameCss = `
html, body { margin: 0; padding: 0; background: transparent; }
${themeRules(".pulso-frame")}
.pulso-frame { font-family: var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); font-size: var(--pulso-font-size, 16px); color: var(--_text); }
.pulso-frame--overlay { display: flex; justify-content: flex-end; }
.pulso-frame--fill { display: flex; flex-direction: column; }
.pulso-frame--fill > .pulso-w { flex: 1 0 auto; }
.pulso-frame__bar {
  box-sizing: border-box; display: flex; align-items: center; justify-content: space-between; gap: 0.5em;
  height: ${FRAME_BAR_HEIGHT_PX}px; padding: 0 0.5em; font-size: 0.8125em; overflow: hidden;
  background: var(--_bg); color: var(--_text); border-radius: var(--pulso-radius, 12px);
}
.pulso-frame__who { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pulso-frame__balance { font-weight: 600; font-variant-numeric: tabular-nums; }
.pulso-frame__action {
  flex: none; min-height: 2em; padding: 0.2em 0.8em; border: 1px solid var(--_accent); border-radius: 999px;
  background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer;
}
.pulso-frame__action:disabled { opacity: 0.6; cursor: progress; }
.pulso-frame :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-frame__note { margin: 0; color: var(--_down); }
.pulso-frame__notice { margin: 0; min-width: 0; line-height: 1.2; }
.pulso-frame__bell {
  box-sizing: border-box; width: ${NOTIFICATION_BELL_SIZE_PX}px; height: ${NOTIFICATION_BELL_SIZE_PX}px;
  display: inline-flex; align-items: center; justify-content: center; padding: 0; border: 1px solid var(--_border);
  border-radius: 999px; background: var(--_bg); color: var(--_text); cursor: pointer;
}
`;

/** What a framed widget shows, as it tells its frame (each widget's own status, widened). */
export type FrameWidgetStatus = "loading" | "success" | "error" | "empty" | "not-found";

/** What a frame's widget is given: the frame page's settings and its sign-in. */
export interface FrameViewProps {
  pulso: Pulso;
  link: ParentLink;
  lang: Language;
  theme: WidgetTheme;
  marketId: string;
  optionId?: string;
  /** The news article the frame sits in (its path, DESIGN §12), which a bet records. */
  article?: string | undefined;
  /** Starts the popup sign-in (or opens the portal's, outside a news page). */
  connect: Connect;
  /** The widget's status changed (a view that shows a market passes it its `onStatusChange`). */
  onStatus: (status: FrameWidgetStatus) => void;
}

/**
 * One framed widget: each has its own frame page script (`platform/entries/<widget>-app.tsx`),
 * so a frame loads only its own widget's code (DESIGN §7, §10).
 */
export interface FrameView {
  widget: FrameWidget;
  /**
   * Whether the widget shows a market: its frame tells the page `ready` only once the widget has
   * loaded it (or shows its own load failure, with a retry), and `error` `not-found` instead when
   * the market does not exist. A widget without a market is ready as soon as it renders.
   */
  showsMarket: boolean;
  /** The widget's styles. */
  css: string;
  /** Renders the widget (and the bar, for the widgets that show one). */
  Content(props: FrameViewProps): ReactNode;
}

/** What the frame page renders, read from its URL by the entry. */
export interface FrameAppProps {
  view: FrameView;
  pulso: Pulso;
  link: ParentLink;
  lang: Language;
  theme: WidgetTheme;
  /** The market (bet ticket, poll, comments). */
  marketId: string;
  /** The option the bet ticket starts on. */
  optionId?: string;
  /** The host page's path, checked (`frameArticle`); bets placed in the frame record it. */
  article?: string | undefined;
}

/**
 * Frames of the same news site share one embed session (one cookie partition): when one signs in
 * or disconnects, the others on the page hear it here and refresh theirs.
 */
const SESSION_CHANNEL = "pulso-embed-session";

function announceSessionChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** The palettes the frame may draw with under `theme` (`auto` follows the reader's setting). */
function palettesFor(theme: WidgetTheme): readonly ThemePalette[] {
  const { light, dark } = THEME_PALETTES;
  return theme === "auto" ? [light, dark] : [theme === "dark" ? dark : light];
}

/**
 * Applies the page's checked `--pulso-*` values to the frame's root, minus any colour that would
 * hide text. Each message is the page's whole theme: what an earlier one set goes first, so two
 * messages cannot combine into a pair that one alone could not pass.
 */
function applyVars(vars: Record<string, string>, theme: WidgetTheme): void {
  const style = document.documentElement.style;
  for (const name of FORWARDED_VAR_NAMES) style.removeProperty(name);
  for (const [name, value] of Object.entries(readableThemeVars(vars, palettesFor(theme)))) {
    style.setProperty(name, value);
  }
}

/**
 * The size an overlay widget needs: its button, or its button and open panel. The panel's width
 * is the one it takes with room (the frame is only as wide as the bell when it opens); the page
 * may cap the frame, and the panel then fits the frame.
 */
function overlaySize(): { width: number; height: number } {
  const base = NOTIFICATION_BELL_SIZE_PX;
  const panel = document.querySelector('[role="dialog"]');
  if (!(panel instanceof HTMLElement)) return { width: base, height: base };
  return {
    width: NOTIFICATION_PANEL_WIDTH_PX + 16,
    height: base + Math.ceil(panel.getBoundingClientRect().height) + 24,
  };
}

/**
 * An account widget inside its frame (DESIGN §7): the widget over an sdk instance on the platform
 * origin (the embed session's cookie), a bar saying who is signed in with the balance and a way
 * to disconnect the site, and the popup sign-in. Tells the page its size and that a bet was placed
 * (never which option or how much); takes the page's theme, minus any colour that would hide text.
 */
export function FrameApp(props: FrameAppProps) {
  const { link } = props;
  const [theme, setTheme] = useState<WidgetTheme>(props.theme);
  const box = useRef<HTMLDivElement>(null);
  const { view } = props;
  const overlay = view.widget === "notification-bell";
  const connect = useConnect(props);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = () => void props.pulso.session.refresh();
    return () => channel.close();
  }, [props.pulso]);

  // Each press in the frame (a pointer's click, Enter or Space) tells the page that one happened,
  // and nothing else, for the publisher's interaction count (DESIGN §12).
  useEffect(() => {
    const pressed = (event: Event) => {
      const { detail, key } = event as MouseEvent & KeyboardEvent;
      if (detail || key === "Enter" || key === " ") link.post({ type: "interacted" });
    };
    document.addEventListener("click", pressed, true);
    document.addEventListener("keydown", pressed, true);
    return () => {
      document.removeEventListener("click", pressed, true);
      document.removeEventListener("keydown", pressed, true);
    };
  }, [link]);

  useEffect(
    () =>
      link.onTheme((message) => {
        setTheme(message.theme);
        applyVars(message.vars, message.theme);
      }),
    [link],
  );

  const report = useEffectEvent(() => {
    if (overlay) {
      link.post({ type: "resize", ...overlaySize() });
      return;
    }
    const element = box.current;
    if (element) link.post({ type: "resize", height: Math.ceil(element.scrollHeight) });
  });

  // The page hears once whether the widget could be shown: never `ready` for a missing market.
  const told = useRef(false);
  const onStatus = useCallback(
    (status: FrameWidgetStatus) => {
      if (told.current || status === "loading") return;
      told.current = true;
      link.post(
        status === "not-found" ? { type: "error", reason: "not-found" } : { type: "ready" },
      );
    },
    [link],
  );
  const showsMarket = view.showsMarket;

  useEffect(() => {
    if (!showsMarket) onStatus("success");
  }, [showsMarket, onStatus]);

  useEffect(() => {
    report();
    const resizes = new ResizeObserver(() => report());
    const changes = new MutationObserver(() => {
      report();
      const panel = document.querySelector('[role="dialog"]');
      if (panel) resizes.observe(panel);
    });
    if (box.current) resizes.observe(box.current);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      changes.disconnect();
    };
  }, [link]);

  return (
    <PulsoProvider pulso={props.pulso} lang={props.lang}>
      <style>{frameCss + view.css}</style>
      {/* A framed widget fills the height its element reserved, so the frame reports that size
          on first load and the page around it does not move (DESIGN §10). */}
      <div
        ref={box}
        className={overlay ? "pulso-frame pulso-frame--overlay" : "pulso-frame pulso-frame--fill"}
        style={overlay ? undefined : { minHeight: FRAME_MIN_HEIGHT_PX[view.widget] }}
        data-theme={theme}
      >
        <view.Content
          pulso={props.pulso}
          link={link}
          lang={props.lang}
          theme={theme}
          marketId={props.marketId}
          {...(props.optionId ? { optionId: props.optionId } : {})}
          article={props.article}
          connect={connect}
          onStatus={onStatus}
        />
      </div>
    </PulsoProvider>
  );
}

/** Opens a platform page as a top-level tab (deposits and the like never happen in a frame). */
export function openOnPlatform(path: string): void {
  const url = new URL(path, location.origin);
  if (url.origin !== location.origin) return;
  window.open(url.href, "_blank", "noopener");
}

/** The frame's sign-in: a button's action, whether it is under way, and what went wrong. */
export interface Connect {
  start: () => void;
  busy: boolean;
  /** What went wrong (an alert). */
  note: string | null;
  /** What the reader should know that is not an error (a status): popup betting, a bet placed. */
  notice: string | null;
  /**
   * The browser keeps no cookie for this frame on this site, even after asking for storage access
   * (DESIGN §7): a sign-in here cannot last, so the ticket confirms bets in a Pulso window.
   */
  cookieless: boolean;
  /** Opens that window for the frame's market, from a click; null outside the bet ticket. */
  betInPopup: (() => void) | null;
}

type ConnectResult = PopupSignInResult | "bet-blocked" | "bet-placed";

function useConnect(props: FrameAppProps): Connect {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConnectResult | null>(null);
  const [cookieless, setCookieless] = useState(false);
  const betWindow = useRef<BetPopup | null>(null);
  const siteOrigin = props.link.origin;
  const signIn = (site: string) => {
    setBusy(true);
    setResult(null);
    void signInThroughPopup({
      win: window,
      pulso: props.pulso,
      siteOrigin: site,
      lang: props.lang,
    }).then((outcome) => {
      setBusy(false);
      if (outcome === "cookie-dropped") {
        setCookieless(true);
        return;
      }
      setResult(outcome);
      if (outcome === "connected") announceSessionChange();
    });
  };
  const start = () => {
    if (busy) return;
    if (!siteOrigin) {
      // Not embedded (opened on its own): the portal's sign-in is the way in.
      openOnPlatform("/login");
      return;
    }
    if (frameKeepsCookies(document)) {
      signIn(siteOrigin);
      return;
    }
    // No cookie sticks here: ask for storage access in this very click (the browser honours it
    // only there, so before any await); where it is refused, bets go through a Pulso window.
    const access = requestCookieAccess(document);
    setBusy(true);
    setResult(null);
    void access.then((answer) => {
      if (answer === "granted") {
        signIn(siteOrigin);
        return;
      }
      setBusy(false);
      setCookieless(true);
    });
  };
  const { marketId, optionId, lang, link, pulso } = props;
  const openBetWindow = () => {
    if (!siteOrigin) return;
    const open = betWindow.current;
    if (open && !open.window.closed) {
      open.window.focus();
      return;
    }
    setResult(null);
    const popup = betInPopup({
      win: window,
      marketId,
      optionId,
      siteOrigin,
      article: props.article,
      lang,
      onPlaced: () => {
        // As for a bet placed in the frame: the page hears that one was, on this market, no more.
        link.post({ type: "bet-placed", marketId });
        setResult("bet-placed");
        void pulso.invalidation.invalidateNow("polls");
      },
    });
    if (!popup) {
      setResult("bet-blocked");
      return;
    }
    betWindow.current = popup;
    void popup.closed.then(() => {
      if (betWindow.current === popup) betWindow.current = null;
    });
  };
  const ticket = props.view.widget === "bet-ticket";
  const note =
    result === "blocked"
      ? platformMessage(lang, "bar.popupBlocked")
      : result === "failed"
        ? platformMessage(lang, "bar.connectFailed")
        : result === "bet-blocked"
          ? platformMessage(lang, "bar.betInPopupBlocked")
          : null;
  const notice =
    result === "bet-placed"
      ? platformMessage(lang, "bar.betPlacedInPopup")
      : cookieless
        ? platformMessage(lang, ticket ? "bar.betInPopupNote" : "bar.cookiesBlocked")
        : null;
  return { start, busy, note, notice, cookieless, betInPopup: ticket ? openBetWindow : null };
}

/** The bar over a framed widget: who is signed in and the balance, or how to sign in. */
export function FrameBar({ lang, connect }: { lang: Language; connect: Connect }) {
  const session = useSession();
  const { formatMoney } = useT();
  const pulso = usePulso();
  const [leaving, setLeaving] = useState(false);
  if (session.status === "signed-in" && session.user) {
    const disconnect = () => {
      setLeaving(true);
      void pulso.session.logout().finally(() => {
        setLeaving(false);
        announceSessionChange();
      });
    };
    return (
      <div className="pulso-frame__bar">
        <span className="pulso-frame__who">
          {platformMessage(lang, "bar.signedInAs", { name: session.user.name })} ·{" "}
          <span className="pulso-frame__balance">
            {platformMessage(lang, "bar.balance", { amount: formatMoney(session.user.balance) })}
          </span>
        </span>
        <button
          type="button"
          className="pulso-frame__action"
          onClick={disconnect}
          disabled={leaving}
        >
          {platformMessage(lang, "bar.disconnect")}
        </button>
      </div>
    );
  }
  return (
    <div className="pulso-frame__bar">
      {connect.note ? (
        <p className="pulso-frame__note" role="alert">
          {connect.note}
        </p>
      ) : connect.notice ? (
        <p className="pulso-frame__notice" role="status">
          {connect.notice}
        </p>
      ) : (
        <span className="pulso-frame__who">
          {session.status === "signed-out" ? platformMessage(lang, "bar.logInHint") : ""}
        </span>
      )}
      {/* Betting in a Pulso window, the ticket's own button is the way in: logging in here
          could not last. */}
      {session.status === "signed-out" && !(connect.cookieless && connect.betInPopup) ? (
        <button
          type="button"
          className="pulso-frame__action"
          onClick={connect.start}
          disabled={connect.busy}
        >
          {platformMessage(lang, connect.busy ? "bar.connecting" : "bar.logIn")}
        </button>
      ) : null}
    </div>
  );
}

/** The bell's frame: the bell when signed in, else a bell button that starts the sign-in. */
export function SignedOutBell(props: {
  lang: Language;
  onSignIn: () => void;
  children: ReactNode;
}) {
  const session = useSession();
  if (session.status === "signed-in") return <>{props.children}</>;
  return (
    <button
      type="button"
      className="pulso-frame__bell"
      aria-label={platformMessage(props.lang, "bar.logInHint")}
      title={platformMessage(props.lang, "bar.logInHint")}
      onClick={props.onSignIn}
      disabled={session.status !== "signed-out"}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
    </button>
  );
}
