import { isApiError } from "@pulso/api-client";
import type { Market } from "@pulso/core";
import {
  BetTicket,
  BlackoutNotice,
  Comments,
  MarketCard,
  Poll,
  PriceChart,
  useMarket,
} from "@pulso/widgets";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { EmbedButton } from "../embedBuilder/EmbedButton";
import { usePortalT } from "../i18n/usePortalT";
import { usePulsoQuery } from "../pulso/usePulsoQuery";
import { NotFoundPage } from "./NotFoundPage";

/**
 * `/market/:id` (spec §2): the market's header, its price history, the bet ticket (prediction
 * markets) or the poll (polls), rules and resolution source, similar markets, and comments. Signing in from a
 * widget goes to `/login`.
 */
export function MarketPage() {
  const { id = "" } = useParams();
  const { t } = usePortalT();
  const { status, market, error, retry } = useMarket(id);

  if (status === "error" && isApiError(error) && error.status === 404) {
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
  if (!market) {
    return (
      <p className="portal-muted" role="status">
        {t("market.loading")}
      </p>
    );
  }
  return <MarketDetail market={market} />;
}

function MarketDetail({ market }: { market: Market }) {
  const { t, formatDate, formatMoney } = usePortalT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const optionId = search.get("option") ?? undefined;
  const signIn = () => void navigate("/login");
  return (
    <article className="portal-page portal-market">
      <p>
        <Link to={`/markets/${market.category}`}>{t("market.back")}</Link>
      </p>
      <header className="portal-market__header">
        {market.image && <img src={market.image} alt="" className="portal-market__image" />}
        <div>
          <PageHeading>{market.title}</PageHeading>
          <p>{market.description}</p>
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
              <dt>{t("market.endDate")}</dt>
              <dd>{formatDate(market.endDate)}</dd>
            </div>
            {/* In an election blackout the volume is hidden with the prices (DESIGN §12). */}
            {market.blackout?.pricesHidden ? null : (
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
      <div className="portal-market__main">
        {/* The widgets show their own (h3) titles; these keep the outline in order. */}
        <section aria-labelledby="market-history" className="portal-market__chart">
          <h2 id="market-history" className="portal-visually-hidden">
            {t("market.priceHistory")}
          </h2>
          <PriceChart marketId={market._id} />
        </section>
        <section aria-labelledby="market-action" className="portal-market__action">
          {market.kind === "prediction" ? (
            <>
              <h2 id="market-action">{t("market.placeBet")}</h2>
              <BetTicket
                key={optionId ?? ""}
                marketId={market._id}
                optionId={optionId}
                onSignInRequest={signIn}
              />
            </>
          ) : (
            <>
              <h2 id="market-action">{t("market.vote")}</h2>
              <Poll marketId={market._id} />
            </>
          )}
        </section>
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
 * The markets like this one (`GET /polls/:id/similar`) as live cards, each titled with a link to
 * its page; a message while loading, when there are none, and on failure (with Retry).
 */
function SimilarMarkets({ marketId }: { marketId: string }) {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const similar = usePulsoQuery(`similar:${marketId}`, (pulso) =>
    pulso.queries.similarPolls(marketId),
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
        <ul className="portal-card-grid">
          {markets.map((other) => (
            <li key={other._id}>
              <MarketCard
                marketId={other._id}
                onSelectOption={(optionId) =>
                  void navigate(`/market/${other._id}?option=${encodeURIComponent(optionId)}`)
                }
              />
              <Link to={`/market/${other._id}`} className="portal-card-link">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
