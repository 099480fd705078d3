import { centsToDollars, MIN_BET_CENTS, SIGNUP_CREDIT_CENTS, type Banner } from "@pulso/core";
import { MarketCard, useSession } from "@pulso/widgets";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { SiteLink } from "../layout/SiteLink";
import { featuredGridClass } from "../market/featuredGrid";
import "../market/cards.css";
import { usePulsoQuery } from "../pulso/usePulsoQuery";

/** How many featured markets the home page shows. */
const FEATURED_COUNT = 6;

/**
 * The home page (spec §2): hero, the active banners in the current language, the platform's
 * figures, featured markets as live cards, how it works and a call to action.
 */
export function HomePage() {
  const { t, formatMoney } = usePortalT();
  const session = useSession();
  const credit = formatMoney(centsToDollars(SIGNUP_CREDIT_CENTS));
  const signedIn = session.status === "signed-in";
  return (
    <div className="portal-home">
      <section className="portal-hero">
        <PageHeading>{t("home.title")}</PageHeading>
        <p className="portal-hero__intro">{t("home.intro", { credit })}</p>
        <div className="portal-actions">
          <Link to="/markets/all" className="portal-button portal-button--primary">
            {t("home.browse")}
          </Link>
          {!signedIn && (
            <Link to="/signup" className="portal-button">
              {t("home.join")}
            </Link>
          )}
        </div>
      </section>
      <Banners />
      <PlatformFigures />
      <FeaturedMarkets />
      <HowItWorksSummary />
      <section className="portal-cta" aria-labelledby="home-cta">
        <h2 id="home-cta">{t("home.ctaTitle")}</h2>
        {signedIn ? (
          <>
            <p>{t("home.ctaSignedIn")}</p>
            <Link to="/markets/all" className="portal-button portal-button--primary">
              {t("home.browse")}
            </Link>
          </>
        ) : (
          <>
            <p>{t("home.ctaText", { credit })}</p>
            <Link to="/signup" className="portal-button portal-button--primary">
              {t("home.join")}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}

function Banners() {
  const { t, lang } = usePortalT();
  const banners = usePulsoQuery(`banners:${lang}`, (pulso) => pulso.queries.banners(lang));
  if (banners.status === "loading") return null;
  if (banners.status === "error") {
    return (
      <p className="portal-error" role="alert">
        {t("home.bannersError")}
      </p>
    );
  }
  const shown = [...(banners.data ?? [])].sort((a, b) => a.order - b.order);
  if (shown.length === 0) return null;
  return (
    <section className="portal-banners" aria-labelledby="home-banners">
      <h2 id="home-banners" className="portal-visually-hidden">
        {t("home.banners")}
      </h2>
      <ul className="portal-banners__list">
        {shown.map((banner) => (
          <li key={banner._id} className="portal-banner">
            <BannerContent banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The platform's public figures (GET /stats); nothing at all while loading or on failure. */
function PlatformFigures() {
  const { t, formatMoney, formatNumber } = usePortalT();
  const stats = usePulsoQuery("platformStats", (pulso) => pulso.queries.platformStats());
  if (stats.status !== "success" || !stats.data) return null;
  const figures = [
    [formatNumber(stats.data.activeMarkets), t("home.statsActiveMarkets")],
    [formatMoney(stats.data.totalVolume), t("home.statsVolume")],
    [formatNumber(stats.data.traders), t("home.statsTraders")],
    [formatNumber(stats.data.resolvedMarkets), t("home.statsResolved")],
  ] as const;
  return (
    <section className="portal-stats" aria-labelledby="home-stats">
      <h2 id="home-stats" className="portal-visually-hidden">
        {t("home.stats")}
      </h2>
      <dl className="portal-stats__list">
        {figures.map(([value, label]) => (
          <div key={label} className="portal-stats__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BannerContent({ banner }: { banner: Banner }) {
  const body = (
    <>
      {banner.imageUrl && <img src={banner.imageUrl} alt="" className="portal-banner__image" />}
      <span className="portal-banner__text">
        <strong>{banner.title}</strong>
        {banner.subtitle && <span>{banner.subtitle}</span>}
      </span>
    </>
  );
  return banner.linkUrl ? (
    <SiteLink url={banner.linkUrl} className="portal-banner__link">
      {body}
    </SiteLink>
  ) : (
    <div className="portal-banner__link">{body}</div>
  );
}

function FeaturedMarkets() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const featured = usePulsoQuery("featuredMarkets", (pulso) =>
    pulso.queries.pollList({ featured: true, limit: FEATURED_COUNT }),
  );
  const markets = featured.data?.polls ?? [];
  return (
    <section className="portal-section" aria-labelledby="home-featured">
      <h2 id="home-featured">{t("home.featured")}</h2>
      {featured.status === "error" && (
        <div className="portal-error" role="alert">
          <p>{t("home.featuredError")}</p>
          <button type="button" className="portal-button" onClick={featured.retry}>
            {t("home.retry")}
          </button>
        </div>
      )}
      {featured.status === "success" && markets.length === 0 && (
        <p className="portal-muted">{t("home.featuredEmpty")}</p>
      )}
      {markets.length > 0 && (
        // The grid's classes keep every row full at every width (no orphan card).
        <ul className={featuredGridClass(markets.length)}>
          {markets.map((market) => {
            const path = `/market/${encodeURIComponent(market._id)}`;
            return (
              <li key={market._id}>
                {/* The card's title is the link to the market's page. */}
                <MarketCard
                  marketId={market._id}
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

function HowItWorksSummary() {
  const { t, formatMoney } = usePortalT();
  const minBet = formatMoney(centsToDollars(MIN_BET_CENTS));
  const steps = [
    [t("home.step1Title"), t("home.step1Text")],
    [t("home.step2Title"), t("home.step2Text", { minBet })],
    [t("home.step3Title"), t("home.step3Text")],
  ] as const;
  return (
    <section className="portal-section" aria-labelledby="home-how">
      <h2 id="home-how">{t("home.howItWorks")}</h2>
      <ol className="portal-steps">
        {steps.map(([title, text]) => (
          <li key={title} className="portal-step">
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
