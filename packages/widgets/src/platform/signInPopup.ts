import type { Pulso } from "@pulso/sdk";
import { log } from "../log";
import { createNonce, parsePopupMessage } from "../frameProtocol/protocol";

/**
 * How a popup sign-in ended. `cookie-dropped`: the code was exchanged, but the session is still
 * not there, so the browser dropped the frame's cookie (DESIGN §7: bets then go through a window).
 */
export type PopupSignInResult = "connected" | "cancelled" | "blocked" | "failed" | "cookie-dropped";

/** What {@link signInThroughPopup} needs. */
export interface PopupSignInOptions {
  win: Window;
  pulso: Pulso;
  /** The news site this frame is on (the embed session is approved for it). */
  siteOrigin: string;
  lang: string;
  /** How often to check whether the reader closed the popup (ms). */
  pollMs?: number;
}

/**
 * The frame's half of the sign-in (DESIGN §7): opens `/embed/authorize` on the platform origin as
 * a first-party popup, where the reader signs in and approves a capped embed session for
 * `siteOrigin`. The popup posts back a single-use code to this frame only (same origin, exact
 * target, the nonce we gave it); the frame exchanges it for its partitioned HttpOnly cookie and
 * refreshes the session. Must be called from a click (browsers block other popups).
 *
 * The popup's window name is fresh and random each time: any page in the browser can reach a
 * window by its name (`window.open("", name)`) and navigate it, so a fixed name would let the news
 * page swap the real popup for a fake password form.
 */
export function signInThroughPopup(options: PopupSignInOptions): Promise<PopupSignInResult> {
  const { win, pulso, siteOrigin, lang } = options;
  const nonce = createNonce();
  const url = new URL("/embed/authorize", win.location.origin);
  url.searchParams.set("origin", siteOrigin);
  url.searchParams.set("nonce", nonce);
  url.searchParams.set("lang", lang);
  const popup = win.open(url.href, `pulso-sign-in-${createNonce()}`, "popup,width=480,height=720");
  if (!popup) return Promise.resolve("blocked");

  return new Promise((resolve) => {
    let settled = false;
    let received = false;
    const finish = (result: PopupSignInResult) => {
      if (settled) return;
      settled = true;
      win.removeEventListener("message", onMessage);
      clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== win.location.origin) return;
      const message = parsePopupMessage(event.data);
      if (!message || message.nonce !== nonce) return;
      received = true;
      win.removeEventListener("message", onMessage);
      clearInterval(watch);
      pulso.api
        .exchangeEmbedCode(message.code)
        .then(() => pulso.session.refresh())
        .then(
          // The exchange set the cookie; a session that still is not there means the browser
          // keeps no cookie for this frame, not that signing in failed.
          (user) => finish(user ? "connected" : "cookie-dropped"),
          (error: unknown) => {
            log.warn("frame: exchanging the sign-in code failed", error);
            finish("failed");
          },
        );
    };
    win.addEventListener("message", onMessage);
    const watch = setInterval(() => {
      // Closed without a code: the reader cancelled. A code that arrives in the grace time still
      // wins, however long its exchange takes.
      if (!popup.closed) return;
      clearInterval(watch);
      setTimeout(() => {
        if (!received) finish("cancelled");
      }, 300);
    }, options.pollMs ?? 500);
  });
}
