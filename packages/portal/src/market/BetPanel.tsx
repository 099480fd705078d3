import { MIN_BET_CENTS, centsToDollars, type Market } from "@pulso/core";
import type { SessionState } from "@pulso/sdk";
import { BetTicket, Poll } from "@pulso/widgets";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BetSheet } from "./BetSheet";
import { leadingOption, optionName } from "./MarketHeadline";
import { usePortalT } from "../i18n/usePortalT";
import { usePhoneLayout } from "./usePhoneLayout";

/** What the page's action area holds for a market and reader. */
export type BetBoxKind = "poll" | "ticket" | "sign-in" | "notice" | "none" | "pending";

/**
 * The action area's content: a poll's vote; for an active prediction market the ticket (signed
 * in) or a compact sign-in call to action (signed out); a one-line notice while it is not open
 * yet or closed; nothing at all once it is resolved or cancelled (the outcome says it), and
 * `pending` (room kept, nothing shown) while the session is not known yet.
 */
export function betBoxKind(market: Market, session: Pick<SessionState, "status">): BetBoxKind {
  if (market.kind === "poll") return "poll";
  if (market.status === "resolved" || market.status === "cancelled") return "none";
  if (market.status !== "active") return "notice";
  if (session.status === "loading") return "pending";
  if (session.status === "signed-in") return "ticket";
  // An election blackout that pauses trading: nobody can bet, so nobody is asked to sign in to
  // (the chart's place says the blackout, DESIGN §12).
  if (market.blackout && !market.blackout.tradingOpen) return "none";
  return "sign-in";
}

/** Props of {@link BetPanel}. */
export interface BetPanelProps {
  market: Market;
  kind: BetBoxKind;
  /** The option picked on the way in (`?option=`), preselected in the ticket. */
  optionId: string | undefined;
}

/** The market page's action area (see {@link betBoxKind}). */
export function BetPanel({ market, kind, optionId }: BetPanelProps) {
  const { t, formatDate, formatMoney } = usePortalT();
  const navigate = useNavigate();
  const here = `/market/${encodeURIComponent(market._id)}`;
  const signIn = () => void navigate(`/login?next=${encodeURIComponent(here)}`);

  if (kind === "poll") {
    return (
      <section aria-labelledby="market-action" className="mkt-action">
        <h2 id="market-action">{t("market.vote")}</h2>
        <Poll marketId={market._id} />
      </section>
    );
  }
  if (kind === "sign-in") {
    const minBet = formatMoney(centsToDollars(MIN_BET_CENTS));
    return (
      <section aria-labelledby="market-action" className="mkt-action mkt-signin">
        <h2 id="market-action">{t("market.placeBet")}</h2>
        <p>{t("marketPage.bet.signInText", { minBet })}</p>
        <div className="mkt-signin__actions">
          <Link
            to={`/login?next=${encodeURIComponent(here)}`}
            className="portal-button portal-button--primary"
          >
            {t("marketPage.bet.signIn")}
          </Link>
          <Link to={`/signup?next=${encodeURIComponent(here)}`} className="portal-button">
            {t("marketPage.bet.signUp")}
          </Link>
        </div>
      </section>
    );
  }
  if (kind === "notice") {
    const text =
      market.status === "upcoming"
        ? t("marketPage.outcome.upcomingText", { date: formatDate(market.startDate) })
        : market.status === "pending_review"
          ? t("marketPage.outcome.pendingText")
          : t("marketPage.outcome.closedText");
    return (
      <section aria-labelledby="market-action" className="mkt-action mkt-notice">
        <h2 id="market-action">
          {market.status === "closed"
            ? t("marketPage.outcome.closedTitle")
            : t(`market.statuses.${market.status}`)}
        </h2>
        <p>{text}</p>
      </section>
    );
  }
  if (kind === "ticket") {
    return <TicketArea market={market} optionId={optionId} onSignInRequest={signIn} />;
  }
  return null;
}

/**
 * The ticket: inline beside the chart on wider screens; on a phone a sticky "Bet" bar along the
 * bottom opens it as a bottom sheet, and closing the sheet puts focus back on the bar's button.
 */
function TicketArea({
  market,
  optionId,
  onSignInRequest,
}: {
  market: Market;
  optionId: string | undefined;
  onSignInRequest(): void;
}) {
  const { t, lang, formatCents } = usePortalT();
  const phone = usePhoneLayout();
  // Arriving from a card's "Bet" on an option, a phone opens the ticket at once.
  const [open, setOpen] = useState(optionId !== undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const ticket = (
    <BetTicket
      key={optionId ?? ""}
      marketId={market._id}
      optionId={optionId}
      onSignInRequest={onSignInRequest}
    />
  );
  if (!phone) {
    return (
      <section aria-labelledby="market-action" className="mkt-action">
        <h2 id="market-action">{t("market.placeBet")}</h2>
        {ticket}
      </section>
    );
  }
  const shown = market.options.find((option) => option._id === optionId) ?? leadingOption(market);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <div className="mkt-betbar">
        <button
          ref={opener}
          type="button"
          className="mkt-betbar__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {shown && shown.price !== null
            ? t("marketPage.bet.openTicketOn", {
                option: optionName(shown, lang),
                price: formatCents(shown.price),
              })
            : t("marketPage.bet.openTicket")}
        </button>
      </div>
      <BetSheet open={open} onClose={close}>
        {ticket}
      </BetSheet>
    </>
  );
}
