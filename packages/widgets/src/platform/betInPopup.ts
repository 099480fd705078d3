import { createNonce, parsePopupBetMessage } from "../frameProtocol/protocol";

/** What {@link betInPopup} needs. */
export interface PopupBetOptions {
  win: Window;
  /** The market the frame's ticket shows. */
  marketId: string;
  /** The option the ticket starts on, if the page named one. */
  optionId?: string | undefined;
  /** The news site this frame is on, which the window names once the server has checked it. */
  siteOrigin: string;
  /** The article the frame sits in: the window's bets are credited to it (DESIGN §12). */
  article?: string | undefined;
  lang: string;
  /** A bet was placed in the window (it says no more than that). */
  onPlaced: () => void;
  /** How often to check whether the reader closed the window (ms). */
  pollMs?: number;
}

/** The bet window while it is open. */
export interface BetPopup {
  /** The window, to bring it to the front when the reader asks again. */
  readonly window: Window;
  /** Settles once the reader closed it (and any last message has had time to arrive). */
  readonly closed: Promise<void>;
}

/**
 * The frame's half of popup betting (DESIGN §7), for a browser that keeps no cookie for this
 * frame: opens `/embed/bet` on the platform origin as a first-party window, where the reader signs
 * in with the platform's own session and confirms the bet on the real ticket. The window tells
 * this frame only that a bet was placed, and is heard only from that very window, at this origin
 * (the frame's own), with the nonce given to it. Must be called from a click; null when the
 * browser blocked the window.
 *
 * The window's name is fresh and random each time, as the sign-in popup's: a page that knew the
 * name could reach the window (`window.open("", name)`) and put its own page in it.
 */
export function betInPopup(options: PopupBetOptions): BetPopup | null {
  const { win, onPlaced } = options;
  const nonce = createNonce();
  const url = new URL("/embed/bet", win.location.origin);
  url.searchParams.set("market", options.marketId);
  if (options.optionId) url.searchParams.set("option", options.optionId);
  url.searchParams.set("origin", options.siteOrigin);
  if (options.article) url.searchParams.set("article", options.article);
  url.searchParams.set("nonce", nonce);
  url.searchParams.set("lang", options.lang);
  const popup = win.open(url.href, `pulso-bet-${createNonce()}`, "popup,width=480,height=760");
  if (!popup) return null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== win.location.origin) return;
    const message = parsePopupBetMessage(event.data);
    if (!message || message.nonce !== nonce) return;
    onPlaced();
  };
  win.addEventListener("message", onMessage);
  const closed = new Promise<void>((resolve) => {
    const watch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watch);
      // A message the window posted as it closed still arrives after this check.
      setTimeout(() => {
        win.removeEventListener("message", onMessage);
        resolve();
      }, 300);
    }, options.pollMs ?? 500);
  });
  return { window: popup, closed };
}
