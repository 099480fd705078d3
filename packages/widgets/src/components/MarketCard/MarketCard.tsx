import { imageBannerUrl, imageThumbnailUrl, type Market } from "@pulso/core";
import { isApiError } from "@pulso/api-client";
import { useEffect, useEffectEvent, useId } from "react";
import { useMarket } from "../../provider/useMarket";
import { useT } from "../../provider/useT";
import type { WidgetTheme } from "@pulso/core";
import { BlackoutNotice } from "../widgetChrome/BlackoutNotice";
import { OfflineMark } from "../widgetChrome/OfflineMark";
import { useOffline } from "../widgetChrome/useOffline";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { MarketCardSkeleton } from "./MarketCardSkeleton";
import { MarketMeta } from "./MarketMeta";
import { MarketOptionList } from "./MarketOptionList";
import { MarketSparkline } from "./MarketSparkline";
import { marketTitle } from "./marketTexts";

/** What the card shows: loading, the market, a failure, or a market that does not exist. */
export type MarketCardStatus = "loading" | "success" | "error" | "not-found";

/** Props of {@link MarketCard}. */
export interface MarketCardProps {
  /** The market's id (`_id`). An empty id shows the "market not found" state. */
  marketId: string;
  /** Light, dark, or `auto` (follows `prefers-color-scheme`). Default `auto`. */
  theme?: WidgetTheme;
  /** The reader pressed Bet (or Vote) on an option; only offered while the market is active. */
  onSelectOption?: (optionId: string, kind: Market["kind"]) => void;
  /** Told whenever the shown state changes (the custom element turns it into DOM events). */
  onStatusChange?: (status: MarketCardStatus, error: unknown) => void;
  /** Where the market's page is: the title becomes a link to it. */
  href?: string;
  /**
   * A plain click on the title link (no modifier key): an app's own navigation instead of a
   * page load. Modified clicks (new tab, new window) keep the link's behaviour.
   */
  onOpen?: () => void;
  /**
   * The card is embedded in someone else's page (DESIGN §7): its title link opens the market in
   * a new tab, and its footer says "Pulso", linking there too. Needs `href`.
   */
  embedded?: boolean;
  /**
   * The card is the first a reader sees (the first of a list): its picture loads at once and
   * before the page's other pictures, since it is usually the page's largest paint; other cards'
   * pictures load lazily.
   */
  first?: boolean;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A live market card: title, image, each option's price in cents with a percentage bar, the 24 h
 * change, volume, a week's sparkline, status and end date, and a Bet call-to-action. Prices move
 * as `poll_updated` events arrive. Needs a PulsoProvider and the `marketCardCss` styles.
 *
 * @example
 * <MarketCard marketId="m_42" onSelectOption={(optionId) => openBetTicket("m_42", optionId)} />
 */
export function MarketCard(props: MarketCardProps) {
  const { t } = useT();
  if (!props.marketId) {
    return (
      <WidgetFrame base="pulso-mc" as="article" theme={props.theme ?? "auto"}>
        <StatusReporter status="not-found" error={null} onStatusChange={props.onStatusChange} />
        <WidgetMessage base="pulso-mc" message={t("marketCard.notFound")} role="status" />
      </WidgetFrame>
    );
  }
  return <LiveMarketCard {...props} />;
}

function LiveMarketCard({
  marketId,
  theme = "auto",
  onSelectOption,
  onStatusChange,
  href,
  onOpen,
  embedded = false,
  first = false,
}: MarketCardProps) {
  const translator = useT();
  const { t, lang } = translator;
  const { status, market, error, retry } = useMarket(marketId);
  const offline = useOffline();
  const offlineMarkId = useId();
  const newTabId = useId();
  const shown: MarketCardStatus =
    status === "error" ? (isNotFound(error) ? "not-found" : "error") : status;

  return (
    <WidgetFrame base="pulso-mc" as="article" theme={theme} busy={shown === "loading"}>
      <StatusReporter status={shown} error={error} onStatusChange={onStatusChange} />
      {shown === "loading" || (shown === "success" && !market) ? (
        <MarketCardSkeleton label={t("marketCard.loading")} />
      ) : shown === "not-found" ? (
        <WidgetMessage base="pulso-mc" message={t("marketCard.notFound")} role="status" />
      ) : shown === "error" || !market ? (
        <WidgetMessage
          base="pulso-mc"
          message={t("marketCard.loadFailed")}
          retryLabel={t("marketCard.retry")}
          onRetry={retry}
        />
      ) : (
        <>
          <OfflineMark offline={offline} id={offlineMarkId} />
          <header className="pulso-mc__header">
            {market.image ? (
              <img
                className="pulso-mc__image"
                // On a news page the picture fills a 56 px box: its 112 px square, not the upload.
                // A host like the portal may show it larger: its 640 px banner.
                src={
                  embedded
                    ? imageThumbnailUrl(market.image, 112)
                    : imageBannerUrl(market.image, 640)
                }
                alt={t("marketCard.imageAlt", { title: marketTitle(market, lang) })}
                width={56}
                height={56}
                {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                decoding="async"
              />
            ) : null}
            <div className="pulso-mc__heading">
              <h3 className="pulso-mc__title" part="title">
                {href ? (
                  <a
                    className="pulso-mc__title-link"
                    href={href}
                    {...(embedded
                      ? { target: "_blank", rel: "noopener", "aria-describedby": newTabId }
                      : {})}
                    onClick={(event) => {
                      if (!onOpen || event.button !== 0) return;
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      onOpen();
                    }}
                  >
                    {marketTitle(market, lang)}
                  </a>
                ) : (
                  marketTitle(market, lang)
                )}
              </h3>
              <span className="pulso-mc__badge" part="badge" data-status={market.status}>
                {t(`marketCard.status.${market.status}`)}
              </span>
            </div>
          </header>
          <MarketOptionList
            market={market}
            translator={translator}
            {...(onSelectOption
              ? { onSelectOption: (optionId: string) => onSelectOption(optionId, market.kind) }
              : {})}
            {...(offline ? { offlineMarkId } : {})}
          />
          {market.blackout ? (
            <BlackoutNotice blackout={market.blackout} />
          ) : (
            <MarketSparkline market={market} translator={translator} />
          )}
          <footer className="pulso-mc__footer">
            <MarketMeta market={market} translator={translator} />
            {embedded && href ? (
              <>
                <span id={newTabId} className="pulso-sr-only">
                  {t("marketCard.newTab")}
                </span>
                <a
                  className="pulso-mc__brand"
                  part="brand"
                  href={href}
                  target="_blank"
                  rel="noopener"
                  aria-label={t("marketCard.brandLabel")}
                >
                  Pulso
                </a>
              </>
            ) : null}
          </footer>
        </>
      )}
    </WidgetFrame>
  );
}

interface StatusReporterProps {
  status: MarketCardStatus;
  error: unknown;
  onStatusChange: MarketCardProps["onStatusChange"];
}

/** Tells `onStatusChange` about each new state, after it is on screen. */
function StatusReporter({ status, error, onStatusChange }: StatusReporterProps) {
  const report = useEffectEvent(() => onStatusChange?.(status, error));
  useEffect(() => report(), [status, error]);
  return null;
}
