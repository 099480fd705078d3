import { isApiError } from "@pulso/api-client";
import { imageBannerUrl, type Market } from "@pulso/core";
import {
  betTicketCss,
  BlackoutNotice,
  Comments,
  commentsCss,
  MarketCard,
  marketCardCss,
  pollCss,
  PriceChart,
  priceChartCss,
  useMarket,
  usePulso,
  useSession,
  useQuery,
} from "@pulso/widgets";
import { startTransition, useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { EmbedButton } from "../embedBuilder/EmbedButton";
import { usePortalT } from "../i18n/usePortalT";
import { RouteSkeleton } from "../layout/RouteSkeleton";
import { WidgetStyles } from "../layout/WidgetStyles";
import { BetPanel, betBoxKind } from "../market/BetPanel";
import { featuredGridClass, withEachMarketCached } from "../market/featuredGrid";
import { MarketHeadline } from "../market/MarketHeadline";
import { MarketOutcome } from "../market/MarketOutcome";

import { YourPosition } from "../market/YourPosition";
import "../market/cards.css";
import "../market/market.css";
import { NotFoundPage } from "./NotFoundPage";

/**
 * `/market/:id` (spec §2): the market's header (its image, the headline probability with its
 * 24 h change, or how it ended), the reader's position, its price history, the bet ticket
 * (prediction markets; a bottom sheet on a phone) or the poll (polls), rules and resolution
 * source, similar markets, and comments. Signing in from the page comes back to it.
 */
export function MarketPage() {
  const { id = "" } = useParams();
  const { t } = usePortalT();
  const { status, market, error, retry } = useMarket(id);
  const shown = useShownAfterArrival(id, market !== undefined);
  const pulso = usePulso();
  // The market open on this page: its updates may toast (the sdk's toast policy), others refresh
  // silently.
  useEffect(() => pulso.realtime.watch(id), [pulso, id]);

  // No such market, or an id no market can have (the server refuses it: `/market/a%00b`).
  if (status === "error" && isApiError(error) && (error.status === 404 || error.status === 400)) {
    return <NotFoundPage />;
  }
  if (status === "error") {
    return (
      <div className="portal-page portal-page--narrow">
        <PageHeading>{t("market.error")}</PageHeading>
        <button type="button" className="portal-button" onClick={retry}>
          {t("market.retry")}
        </button>
      </div>
    );
  }
  // While the market loads, the page's skeleton holds its room (headline, chart, ticket).
  if (!market || !shown) return <RouteSkeleton />;
  return (
    <>
      <WidgetStyles name="market-card" css={marketCardCss} />
      <WidgetStyles name="price-chart" css={priceChartCss} />
      <WidgetStyles name="bet-ticket" css={betTicketCss} />
      <WidgetStyles name="poll" css={pollCss} />
      <WidgetStyles name="comments" css={commentsCss} />
      <MarketDetail market={market} />
    </>
  );
}

/**
 * Whether the page may show market `id` now: at once when it was there on the first render for
 * that id (the cache, a similar market's card), else in a transition once it has arrived — React
 * then renders the page in slices, yielding to the browser between them, instead of in the one
 * long task the market's arrival would otherwise start (issue 17: the market page's blocking
 * time). The skeleton stays meanwhile.
 */
function useShownAfterArrival(id: string, loaded: boolean): boolean {
  const [waitedFor, setWaitedFor] = useState<string | null>(loaded ? null : id);
  const [revealed, setRevealed] = useState<string | null>(null);
  // A newly opened market not in the cache yet: it is waited for too.
  if (!loaded && waitedFor !== id) setWaitedFor(id);
  useEffect(() => {
    if (loaded && waitedFor === id) startTransition(() => setRevealed(id));
  }, [loaded, waitedFor, id]);
  return loaded && (waitedFor !== id || revealed === id);
}

const FINISHED: ReadonlySet<Market["status"]> = new Set(["closed", "resolved", "cancelled"]);

function MarketDetail({ market }: { market: Market }) {
  const { t, formatDate, formatMoney, formatNumber } = usePortalT();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const optionId = search.get("option") ?? undefined;
  const here = `/market/${encodeURIComponent(market._id)}`;
  const signIn = () => void navigate(`/login?next=${encodeURIComponent(here)}`);
  const [openedAt] = useState(() => Date.now());
  const ended = FINISHED.has(market.status) || Date.parse(market.endDate) <= openedAt;
  const finished = market.status === "resolved" || market.status === "cancelled";
  const kind = betBoxKind(market, session);
  return (
    <article className="portal-page mkt-page" data-bet-box={kind}>
      <p>
        <Link to={`/markets/${market.category}`}>{t("market.back")}</Link>
      </p>
      <header className={`portal-market__header mkt-hero${market.image ? " mkt-hero--image" : ""}`}>
        {market.image ? (
          <img
            src={imageBannerUrl(market.image, 640)}
            alt={t("marketPage.imageAlt", { title: market.title })}
            className="mkt-hero__image"
            width={640}
            height={360}
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
        <div className="mkt-hero__text">
          <PageHeading>{market.title}</PageHeading>
          {finished ? <MarketOutcome market={market} /> : <MarketHeadline market={market} />}
          <p className="mkt-hero__description">{market.description}</p>
          <dl className="portal-facts">
            <div>
              <dt>{t("market.status")}</dt>
              <dd>{t(`market.statuses.${market.status}`)}</dd>
            </div>
            <div>
              <dt>{t("market.category")}</dt>
              <dd>{t(`marketList.categories.${market.category}`)}</dd>
            </div>
            <div>
              <dt>{t(ended ? "marketPage.facts.closed" : "marketPage.facts.closes")}</dt>
              <dd>{formatDate(market.endDate)}</dd>
            </div>
            {/* In an election blackout the volume is hidden with the prices (DESIGN §12); a poll
                takes no money, so it has votes instead of a volume. */}
            {market.kind === "poll" ? (
              <div>
                <dt>{t("marketPage.facts.votes")}</dt>
                <dd>{formatNumber(market.totalVotes ?? 0)}</dd>
              </div>
            ) : market.blackout?.pricesHidden ? null : (
              <div>
                <dt>{t("market.volume")}</dt>
                <dd>{formatMoney(market.volume)}</dd>
              </div>
            )}
          </dl>
          {/* A signed-in reader sees the prices, told they stay on the platform; for everyone else
              the chart says the blackout in its place (DESIGN §12). */}
          {market.blackout && !market.blackout.pricesHidden ? (
            <BlackoutNotice blackout={market.blackout} />
          ) : null}
          <div className="portal-actions">
            <EmbedButton market={market} />
          </div>
        </div>
      </header>
      <YourPosition market={market} />
      <div className={`portal-market__main mkt-main${kind === "none" ? " mkt-main--single" : ""}`}>
        {/* The widgets show their own (h3) titles; these keep the outline in order. */}
        <section aria-labelledby="market-history" className="mkt-chart">
          <h2 id="market-history" className="portal-visually-hidden">
            {t("market.priceHistory")}
          </h2>
          <PriceChart marketId={market._id} />
        </section>
        <BetPanel market={market} kind={kind} optionId={optionId} />
      </div>
      <section aria-labelledby="market-rules" className="portal-section">
        <h2 id="market-rules">{t("market.rules")}</h2>
        <h3>{t("market.resolutionRules")}</h3>
        <p className="portal-prewrap">{market.resolutionRules}</p>
        <h3>{t("market.resolutionSource")}</h3>
        <p className="portal-prewrap">{market.resolutionSource}</p>
      </section>
      <SimilarMarkets marketId={market._id} />
      <section aria-labelledby="market-comments" className="portal-section">
        <h2 id="market-comments" className="portal-visually-hidden">
          {t("market.comments")}
        </h2>
        <Comments marketId={market._id} onSignInRequest={signIn} />
      </section>
    </article>
  );
}

/**
 * The markets like this one (`GET /polls/:id/similar`, up to four) as live cards laid out like the
 * home's featured grid, each card's title a link to its page; a message while loading, when there
 * are none, and on failure (with Retry).
 */
function SimilarMarkets({ marketId }: { marketId: string }) {
  const { t } = usePortalT();
  const navigate = useNavigate();
  // Each similar market is cached as its card reads it: the cards show at once, without each
  // asking for its market again.
  const similar = useQuery(`similar:${marketId}`, (pulso) =>
    withEachMarketCached(pulso, pulso.queries.similarPolls(marketId)),
  );
  const markets = (similar.data ?? []).filter((market) => market._id !== marketId);
  return (
    <section aria-labelledby="market-similar" className="portal-section">
      <h2 id="market-similar">{t("market.similar")}</h2>
      {similar.status === "loading" && (
        <p className="portal-muted" role="status">
          {t("market.similarLoading")}
        </p>
      )}
      {similar.status === "error" && (
        <div className="portal-error" role="alert">
          <p>{t("market.similarError")}</p>
          <button type="button" className="portal-button" onClick={similar.retry}>
            {t("market.retry")}
          </button>
        </div>
      )}
      {similar.status === "success" && markets.length === 0 && (
        <p className="portal-muted">{t("market.similarEmpty")}</p>
      )}
      {markets.length > 0 && (
        // The featured grid's layout: every row full at every width (four cards two by two, three
        // in a row), never one card alone on the last row.
        <ul className={featuredGridClass(markets.length)}>
          {markets.map((other) => {
            const path = `/market/${encodeURIComponent(other._id)}`;
            return (
              <li key={other._id}>
                {/* The card's title is the link to its page. */}
                <MarketCard
                  marketId={other._id}
                  href={path}
                  onOpen={() => void navigate(path)}
                  onSelectOption={(optionId) =>
                    void navigate(`${path}?option=${encodeURIComponent(optionId)}`)
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
