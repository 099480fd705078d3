import { isApiError } from "@pulso/api-client";
import { checkBet, parseDollars, type Bet, type BetQuote, type WidgetTheme } from "@pulso/core";
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from "react";
import { useBetQuote } from "../../provider/useBetQuote";
import { useMarket } from "../../provider/useMarket";
import { usePulso } from "../../provider/usePulso";
import { useSession } from "../../provider/useSession";
import { useT } from "../../provider/useT";
import { marketTitle, optionText } from "../MarketCard/marketTexts";
import { BlackoutNotice } from "../widgetChrome/BlackoutNotice";
import { BetConfirmation } from "./BetConfirmation";
import { BetSuccess } from "./BetSuccess";
import { BetTicketForm } from "./BetTicketForm";
import { BET_QUOTE_DEBOUNCE_MS, maxPriceFor, newIdempotencyKey } from "./betRules";
import { errorText } from "./errorText";
import { defineWidgetCatalogue } from "../../i18n/widgetCatalogues";
import { messages as en } from "./messages.en";
import { messages as es } from "./messages.es";

// The bet ticket's texts come with its code: a page without it does not load them.
defineWidgetCatalogue({ es, en });

/** What the ticket shows of its market: loading, ready, failed to load, or no such market. */
export type BetTicketStatus = "loading" | "success" | "error" | "not-found";

/** Props of {@link BetTicket}. */
export interface BetTicketProps {
  /** The market's id (`_id`). */
  marketId: string;
  /** The option selected at first; default the market's first option. */
  optionId?: string;
  /** Light, dark, or `auto` (follows `prefers-color-scheme`). Default `auto`. */
  theme?: WidgetTheme;
  /**
   * The news article the ticket sits in (the host page's path, DESIGN §12), sent with each bet:
   * the ticket's frame passes it; the portal's own pages pass none.
   */
  article?: string | undefined;
  /**
   * The bet window's attribution token (DESIGN §7, §12): sent with each bet, so one placed in a
   * Pulso window is credited to the publisher the server opened it for.
   */
  attribution?: string | undefined;
  /** Debounce of the live quote, in ms (default 300). */
  quoteDelayMs?: number;
  /** The bet was placed (the session's balance is already updated). */
  onPlaced?: (bet: Bet) => void;
  /** A signed-out reader pressed Log in (the frame's popup flow answers it). */
  onSignInRequest?: () => void;
  /**
   * Another way in for a signed-out reader, in place of Log in: the frame's "Bet in a Pulso
   * window" where the browser keeps no cookie for it (DESIGN §7). Its label comes localized.
   */
  signedOutAction?: { label: string; onPress: () => void } | undefined;
  /** Told whenever the shown state of the market changes. */
  onStatusChange?: (status: BetTicketStatus, error: unknown) => void;
}

type Step =
  | { name: "form" }
  | {
      name: "confirm";
      quote: BetQuote;
      /** The confirmation's Idempotency-Key, reused when it is retried. */
      key: string;
      priceMoved: boolean;
      error: unknown;
      placing: boolean;
    }
  | { name: "success"; bet: Bet };

const AMOUNT_CODES: ReadonlySet<string> = new Set([
  "BET_BELOW_MINIMUM",
  "AMOUNT_INVALID",
  "AMOUNT_NEGATIVE",
  "AMOUNT_TOO_PRECISE",
  "AMOUNT_TOO_LARGE",
]);

function isQuote(value: unknown): value is BetQuote {
  if (typeof value !== "object" || value === null) return false;
  const quote = value as Partial<Record<keyof BetQuote, unknown>>;
  return (
    typeof quote.averagePrice === "number" &&
    typeof quote.amount === "number" &&
    typeof quote.optionId === "string" &&
    typeof quote.potentialReturn === "number"
  );
}

/** The fresh quote a PRICE_MOVED refusal carries in `details.quote`, if it is one. */
function movedQuote(error: unknown): BetQuote | null {
  if (!isApiError(error) || error.code !== "PRICE_MOVED") return null;
  const details = error.details as { quote?: unknown } | undefined;
  return isQuote(details?.quote) ? details.quote : null;
}

/**
 * The bet ticket (spec §5, DESIGN §2): pick an option (live prices), type an amount, see a live
 * quote, confirm, and place the bet with `maxPrice` and an `Idempotency-Key`. PRICE_MOVED shows
 * the fresh quote for a new confirmation. Needs a PulsoProvider and `betTicketCss`.
 *
 * @example
 * <BetTicket marketId="m_42" optionId="o_yes" onPlaced={(bet) => track(bet._id)} />
 */
export function BetTicket(props: BetTicketProps) {
  const { marketId, theme = "auto" } = props;
  const translator = useT();
  const { t } = translator;
  const session = useSession();
  const { status, market, error, retry } = useMarket(marketId);
  const titleId = useId();

  // A market that does not exist (or is not public) is not worth a retry.
  const shown: BetTicketStatus =
    status === "error" && isApiError(error) && error.status === 404 ? "not-found" : status;
  const report = useEffectEvent(() => props.onStatusChange?.(shown, error));
  useEffect(() => report(), [shown]);

  let body: ReactNode;
  if (shown === "not-found") {
    body = (
      <p className="pulso-bt__message" role="status">
        {t("betTicket.notFound")}
      </p>
    );
  } else if (status === "loading" || session.status === "loading") {
    body = (
      <p className="pulso-bt__message" role="status">
        {t("betTicket.loading")}
      </p>
    );
  } else if (status === "error" || !market) {
    body = (
      <div className="pulso-bt__message">
        <p role="alert">{t("betTicket.loadFailed")}</p>
        <button type="button" className="pulso-bt__secondary" onClick={retry}>
          {t("common.retry")}
        </button>
      </div>
    );
  } else if (market.blackout && (market.blackout.pricesHidden || !market.blackout.tradingOpen)) {
    // An election blackout: no prices to bet on here, or trading paused (DESIGN §12). Said at
    // once, not after the reader signs in or fills the form.
    body = <BlackoutNotice blackout={market.blackout} />;
  } else if (session.status !== "signed-in") {
    body = (
      <div className="pulso-bt__message">
        <p role="alert">{errorText(translator, "LOGIN_REQUIRED_TO_BET", "BET_FAILED")}</p>
        <button
          type="button"
          className="pulso-bt__cta"
          part="cta"
          onClick={() =>
            props.signedOutAction ? props.signedOutAction.onPress() : props.onSignInRequest?.()
          }
        >
          {props.signedOutAction?.label ?? t("betTicket.signIn")}
        </button>
      </div>
    );
  } else {
    const refusal = checkBet({
      signedIn: true,
      market,
      optionId: market.options[0]?._id,
      amount: 5,
    });
    body = refusal ? (
      <p className="pulso-bt__message" role="alert">
        {errorText(translator, refusal, "BET_FAILED")}
      </p>
    ) : (
      <BetTicketSteps {...props} key={marketId} />
    );
  }

  // The market's title heads the ticket, so a reader in an article knows what the bet is on.
  return (
    <section
      className="pulso-bt"
      data-theme={theme}
      part="ticket"
      {...(market ? { "aria-labelledby": titleId } : { "aria-label": t("betTicket.title") })}
    >
      {market ? (
        <h3 id={titleId} className="pulso-bt__market" part="title">
          {marketTitle(market, translator.lang)}
        </h3>
      ) : null}
      {body}
    </section>
  );
}

/** The steps of a signed-in reader on an active market: form, confirmation, result. */
function BetTicketSteps({
  marketId,
  optionId: initialOption,
  quoteDelayMs,
  article,
  attribution,
  onPlaced,
}: BetTicketProps) {
  const pulso = usePulso();
  const translator = useT();
  const { lang } = translator;
  const { market } = useMarket(marketId);
  const [optionId, setOptionId] = useState(initialOption ?? market?.options[0]?._id ?? "");
  const [amountText, setAmountText] = useState("");
  const [step, setStep] = useState<Step>({ name: "form" });

  const amountInput = amountText.trim();
  const refusal = market
    ? checkBet({ signedIn: true, market, optionId, amount: amountInput || undefined })
    : null;
  const option = market?.options.find((candidate) => candidate._id === optionId);
  const optionRefused = refusal === "OPTION_NOT_AVAILABLE";
  const amountRefused = refusal !== null && AMOUNT_CODES.has(refusal);
  const parsed = amountInput ? parseDollars(amountInput) : null;
  const quoteRequest =
    refusal === null && parsed?.ok ? { marketId, optionId, amount: parsed.cents / 100 } : null;
  const quote = useBetQuote(quoteRequest, option?.price, quoteDelayMs ?? BET_QUOTE_DEBOUNCE_MS);
  const nameOf = (id: string) => {
    const found = market?.options.find((candidate) => candidate._id === id);
    return found ? optionText(found, lang) : id;
  };

  if (!market) return null;

  if (step.name === "success") {
    return (
      <BetSuccess
        bet={step.bet}
        optionName={nameOf(step.bet.option)}
        translator={translator}
        onAnother={() => {
          setAmountText("");
          setStep({ name: "form" });
        }}
      />
    );
  }

  if (step.name === "confirm") {
    const confirm = async () => {
      const current = step;
      setStep({ ...current, placing: true, error: null });
      try {
        // The sdk writes the new balance into the session before this resolves.
        const { bet } = await pulso.bets.placeBet(
          {
            pollId: marketId,
            optionId: current.quote.optionId,
            amount: current.quote.amount,
            language: lang,
            maxPrice: maxPriceFor(current.quote.averagePrice),
            ...(article ? { article } : {}),
            ...(attribution ? { attribution } : {}),
          },
          { idempotencyKey: current.key },
        );
        setStep({ name: "success", bet });
        onPlaced?.(bet);
      } catch (error) {
        const fresh = movedQuote(error);
        setStep(
          fresh
            ? {
                name: "confirm",
                quote: fresh,
                key: newIdempotencyKey(),
                priceMoved: true,
                error: null,
                placing: false,
              }
            : { ...current, placing: false, error },
        );
      }
    };
    return (
      <BetConfirmation
        key={step.key}
        quote={step.quote}
        optionName={nameOf(step.quote.optionId)}
        translator={translator}
        notice={step.priceMoved ? translator.t("betTicket.priceMoved") : null}
        error={step.error ? errorText(translator, step.error, "BET_FAILED") : null}
        placing={step.placing}
        onConfirm={() => void confirm()}
        onBack={() => setStep({ name: "form" })}
      />
    );
  }

  return (
    <BetTicketForm
      market={market}
      translator={translator}
      optionId={optionId}
      onOptionChange={setOptionId}
      amountText={amountText}
      onAmountChange={setAmountText}
      optionError={optionRefused ? errorText(translator, refusal, "BET_FAILED") : null}
      amountError={
        amountRefused && amountInput ? errorText(translator, refusal, "BET_FAILED") : null
      }
      quote={quote}
      quoteError={
        quote.status === "error" ? errorText(translator, quote.error, "BET_FAILED") : null
      }
      onReview={() => {
        if (quote.quote) {
          setStep({
            name: "confirm",
            quote: quote.quote,
            key: newIdempotencyKey(),
            priceMoved: false,
            error: null,
            placing: false,
          });
        }
      }}
    />
  );
}
