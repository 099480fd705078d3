import type { Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { useEffect, useRef, useState, type RefObject } from "react";
import { BetTicket } from "../components/BetTicket/BetTicket";
import { betTicketCss } from "../components/BetTicket/BetTicket.css";
import { FRAME_PROTOCOL, type PopupBetPlacedMessage } from "../frameProtocol/protocol";
import { PulsoProvider } from "../provider/PulsoProvider";
import { useSession } from "../provider/useSession";
import { authorizeCss } from "./AuthorizeApp";
import { platformMessage } from "./platformMessages";
import { siteLabel } from "./siteLabel";
import { SignInForm } from "./SignInForm";

/** The bet window's own styles, beside the popups' (`authorizeCss`) and the ticket's. */
const betPopupCss = `
.pulso-auth__placed { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
`;

/** What the bet window was opened for. */
export interface BetPopupAppProps {
  pulso: Pulso;
  lang: Language;
  /** The news site the reader bets from, as the server checked it; null when it could not. */
  site: string | null;
  /** The name of the publisher that registered `site`, from the server; null when none. */
  siteName?: string | null | undefined;
  /** The market, as the server checked its shape; null when it was not one. */
  marketId: string | null;
  /** The option the ticket starts on. */
  optionId?: string | undefined;
  /** The token the server gave this window for a publisher's site; bets carry it (DESIGN §12). */
  attribution?: string | undefined;
  /** The frame's nonce, echoed back when a bet is placed. */
  nonce: string;
  /** The frame that opened this window (`window.opener`), or null. */
  opener: Window | null;
  /** Closes the window (tests pass their own). */
  close: () => void;
}

/**
 * The bet window (DESIGN §7): where a ticket's frame that can keep no cookie sends its reader. On
 * the platform origin as a first-party page, the reader signs in with the platform's own session
 * (or already is) and confirms the bet on the real ticket. The frame that opened the window hears
 * only that a bet was placed: `postMessage` to this very origin (the frame's), with the frame's
 * nonce; nothing about the option, the amount or the reader, and nothing at all for any other
 * opener.
 */
export function BetPopupApp(props: BetPopupAppProps) {
  return (
    <PulsoProvider pulso={props.pulso} lang={props.lang}>
      <style>{authorizeCss + betTicketCss + betPopupCss}</style>
      <main className="pulso-auth" data-theme="auto">
        <div className="pulso-auth__card">
          <BetPopupContent {...props} />
        </div>
      </main>
    </PulsoProvider>
  );
}

function BetPopupContent(props: BetPopupAppProps) {
  const { lang, site, marketId } = props;
  const session = useSession();
  const m = (key: string, values?: Record<string, string>) =>
    platformMessage(lang, `betPopup.${key}`, values);
  const label = site ? siteLabel(lang, site, props.siteName) : null;
  // Only a window a Pulso frame opened, for a site the server named, may take a bet for it.
  if (!label || !props.nonce || !props.opener) {
    return (
      <p role="alert" className="pulso-auth__error">
        {m("cannotOpen")}
      </p>
    );
  }
  if (!marketId) {
    return (
      <p role="alert" className="pulso-auth__error">
        {m("badMarket")}
      </p>
    );
  }
  return (
    <>
      <h1>{m("title", { site: label })}</h1>
      {session.status === "signed-in" ? (
        <SignedInBet {...props} marketId={marketId} label={label} />
      ) : session.status === "signed-out" ? (
        <SignInForm
          pulso={props.pulso}
          lang={lang}
          intro={m("signInIntro", { site: label })}
          comeBack={m("comeBack")}
        />
      ) : (
        <p aria-busy="true">…</p>
      )}
    </>
  );
}

/**
 * Moves the focus to the first field inside `box` once it shows up (the ticket loads its market
 * first): the checked option, else the first field.
 */
function useFocusFirstField(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const focusFirst = () => {
      const field =
        element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
        element.querySelector<HTMLElement>("input, select, textarea");
      field?.focus();
      return field !== null;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => {
      if (focusFirst()) watch.disconnect();
    });
    watch.observe(element, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [box]);
}

function SignedInBet(props: BetPopupAppProps & { marketId: string; label: string }) {
  const { pulso, lang, label } = props;
  const session = useSession();
  const [placed, setPlaced] = useState(false);
  const ticket = useRef<HTMLDivElement>(null);
  useFocusFirstField(ticket);
  const m = (key: string, values?: Record<string, string>) =>
    platformMessage(lang, `betPopup.${key}`, values);
  const onPlaced = () => {
    const message: PopupBetPlacedMessage = {
      protocol: FRAME_PROTOCOL,
      type: "bet-placed",
      nonce: props.nonce,
    };
    // Our own origin: the frame that opened us. Any other opener receives nothing.
    props.opener?.postMessage(message, location.origin);
    setPlaced(true);
  };
  return (
    <>
      <p>
        {platformMessage(lang, "authorize.signedInAs", { name: session.user?.name ?? "" })}{" "}
        <button
          type="button"
          className="pulso-auth__link"
          onClick={() => void pulso.session.logout()}
        >
          {platformMessage(lang, "authorize.notYou")}
        </button>
      </p>
      <p className="pulso-auth__hint">{m("private", { site: label })}</p>
      <div ref={ticket}>
        <BetTicket
          marketId={props.marketId}
          optionId={props.optionId}
          attribution={props.attribution}
          theme="auto"
          onPlaced={onPlaced}
        />
      </div>
      {placed ? (
        <div className="pulso-auth__placed">
          <p role="status">{m("placed", { site: label })}</p>
          <button type="button" className="pulso-auth__primary" onClick={props.close}>
            {m("close")}
          </button>
        </div>
      ) : null}
    </>
  );
}
