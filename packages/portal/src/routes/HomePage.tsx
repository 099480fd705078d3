import {
  centsToDollars,
  HOME_FEATURED_COUNT,
  MIN_BET_CENTS,
  SIGNUP_CREDIT_CENTS,
  type Banner,
  type Language,
  type PlatformStats,
} from "@pulso/core";
import type { Pulso, PulsoQuery } from "@pulso/sdk";
import {
  marketCardCss,
  MarketCard,
  usePulso,
  useSession,
  type QueryState,
  useQuery,
} from "@pulso/widgets";
import { startTransition, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { CardSkeleton, SkeletonBone } from "../layout/RouteSkeleton";
import { SiteLink } from "../layout/SiteLink";
import { WidgetStyles } from "../layout/WidgetStyles";
import { featuredGridClass, homeFeaturedQuery } from "../market/featuredGrid";
import "../market/cards.css";

/**
 * How long the home waits for its first screen's data (banners, figures) before it shows itself
 * with placeholders in their place.
 */
const FIRST_SCREEN_WAIT_MS = 1500;

/** The wait for one instance's first screen in one language. */
interface FirstScreen {
  ready: Promise<void>;
  settled: boolean;
}

const firstScreens = new WeakMap<Pulso, Map<Language, FirstScreen>>();

/**
 * The wait for the home's first screen (the banners in `lang`, the platform's figures): over once
 * both are in the cache, loaded or failed, or after {@link FIRST_SCREEN_WAIT_MS}, whichever comes
 * first. The entry starts both calls at once (main.tsx): this finds them answered (the page carried
 * them) or in flight. One wait per instance and language, so a later visit finds it over.
 */
function firstScreenOf(pulso: Pulso, lang: Language): FirstScreen {
  let byLanguage = firstScreens.get(pulso);
  if (!byLanguage) {
    byLanguage = new Map();
    firstScreens.set(pulso, byLanguage);
  }
  let screen = byLanguage.get(lang);
  const banners = pulso.queries.banners(lang);
  const stats = pulso.queries.platformStats();
  const answered = ({ queryKey }: { queryKey: PulsoQuery<unknown>["queryKey"] }) =>
    (pulso.queryClient.getQueryState(queryKey)?.status ?? "pending") !== "pending";
  if (!screen && answered(banners) && answered(stats)) {
    // Already in (the page arrived with them, or the entry's calls came back before the page's
    // code): the page renders whole on its first render, with no placeholder in between.
    screen = { settled: true, ready: Promise.resolve() };
    byLanguage.set(lang, screen);
  }
  if (!screen) {
    const settled = <TData,>(query: PulsoQuery<TData>) =>
      pulso.queryClient.fetchQuery(query).then(
        () => undefined,
        () => undefined,
      );
    // Asked for from a microtask, not during the render that first wants them: a call changes the
    // cache, which re-renders the screens that read it, and React refuses updates to other
    // components while one renders.
    const asked = Promise.resolve().then(() => {
      // The featured cards (below the first screen) start loading too, not once the page shows.
      void pulso.queryClient.prefetchQuery(homeFeaturedQuery(pulso));
      return Promise.all([settled(banners), settled(stats)]);
    });
    const waiting: FirstScreen = {
      settled: false,
      ready: Promise.race([
        asked,
        new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
      ]).then(() => {
        waiting.settled = true;
      }),
    };
    screen = waiting;
    byLanguage.set(lang, screen);
  }
  return screen;
}

/** Whether the home's first screen can show whole (see {@link firstScreenOf}). */
function useFirstScreenReady(lang: Language): boolean {
  const screen = firstScreenOf(usePulso(), lang);
  const [ready, setReady] = useState<FirstScreen | null>(null);
  useEffect(() => {
    let current = true;
    void screen.ready.then(() => {
      // The rest of the page renders in slices: the hero stays answerable while it does.
      if (current) startTransition(() => setReady(screen));
    });
    return () => {
      current = false;
    };
  }, [screen]);
  return screen.settled || ready === screen;
}

/**
 * The home page (spec §2): hero, the active banners in the current language, the platform's
 * figures, featured markets as live cards, how it works and a call to action.
 */
export function HomePage() {
  const { t, formatMoney, lang } = usePortalT();
  // The hero shows at once (it needs no data: it is the page's largest text, issue 17's LCP). What
  // follows it shows once the first screen's data can show whole, so nothing on that screen moves
  // when the banners and figures come (issue 17: layout shift); until then one placeholder holds
  // at least a screen's height under the hero, so nothing below it (the footer) is in view.
  const ready = useFirstScreenReady(lang);
  const session = useSession();
  const credit = formatMoney(centsToDollars(SIGNUP_CREDIT_CENTS));
  const signedIn = session.status === "signed-in";
  return (
    <div className="portal-home">
      <WidgetStyles name="market-card" css={marketCardCss} />
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
      {ready ? (
        <>
          <BannersAndFigures />
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
        </>
      ) : (
        <HomePending />
      )}
    </div>
  );
}

/**
 * What stands under the hero while the first screen's data comes: the banners' and figures'
 * placeholder, in a box at least a screen tall (`.portal-home-pending`), announced as loading.
 */
function HomePending() {
  const { t } = usePortalT();
  return (
    <div className="portal-home-pending" data-testid="home-pending" role="status">
      <span className="portal-visually-hidden">{t("app.loadingPage")}</span>
      <BannersAndFiguresSkeleton />
    </div>
  );
}

/**
 * The banners and the platform's figures, read from the cache the page waited for, and shown
 * together. If they were still loading when the page stopped waiting, one placeholder of their
 * shape (a banner, the four figures) holds their room until both have answered.
 */
function BannersAndFigures() {
  const { lang } = usePortalT();
  const pulso = usePulso();
  const banners = useQuery(`banners:${lang}`, () => pulso.queries.banners(lang));
  const stats = useQuery("platformStats", () => pulso.queries.platformStats());
  if (banners.status === "loading" || stats.status === "loading") {
    return <BannersAndFiguresSkeleton />;
  }
  return (
    <>
      <Banners banners={banners} />
      <PlatformFigures stats={stats} />
    </>
  );
}

/** The placeholder of {@link BannersAndFigures}: the same lists and boxes, bones for the texts. */
function BannersAndFiguresSkeleton() {
  const { t } = usePortalT();
  const labels = [
    t("home.statsActiveMarkets"),
    t("home.statsVolume"),
    t("home.statsTraders"),
    t("home.statsResolved"),
  ];
  return (
    <div className="portal-home-skeleton" data-testid="home-skeleton" aria-hidden="true">
      <ul className="portal-banners__list">
        <li className="portal-banner">
          <div className="portal-banner__link">
            <span className="portal-banner__text">
              <SkeletonBone kind="text" />
              <SkeletonBone kind="text-short" />
            </span>
          </div>
        </li>
      </ul>
      <div className="portal-stats">
        <div className="portal-stats__list">
          {labels.map((label) => (
            <div key={label} className="portal-stats__item">
              <span className="portal-stats__label">{label}</span>
              <span className="portal-stats__value">
                <SkeletonBone kind="figure-text" />
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Banners({ banners }: { banners: QueryState<Banner[]> }) {
  const { t } = usePortalT();
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

/** The platform's public figures (GET /stats); nothing at all on failure. */
function PlatformFigures({ stats }: { stats: QueryState<PlatformStats> }) {
  const { t, formatMoney, formatNumber } = usePortalT();
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
  const featured = useQuery("featuredMarkets", homeFeaturedQuery);
  const markets = featured.data ?? [];
  return (
    <section className="portal-section" aria-labelledby="home-featured">
      <h2 id="home-featured">{t("home.featured")}</h2>
      {featured.status === "loading" && (
        // Cards' placeholders in the grid the cards will take, so the sections below keep
        // their place when the cards come.
        <ul
          className={featuredGridClass(HOME_FEATURED_COUNT)}
          data-testid="featured-skeleton"
          aria-hidden="true"
        >
          {Array.from({ length: HOME_FEATURED_COUNT }, (_, index) => (
            <li key={index}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      )}
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
    <section className="portal-section portal-home__how" aria-labelledby="home-how">
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
