import { useLocation } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

/** How many placeholder items a loading page shows (spec §2: six cards). */
export const SKELETON_CARD_COUNT = 6;

/**
 * What a loading page will look like: market cards (home, lists), a market page (headline,
 * chart, bet ticket, outcome rows), rows (tables and rankings), a form, or an article.
 */
export type SkeletonShape = "cards" | "market" | "rows" | "form" | "article";

const FORMS = [
  /^\/(login|signup|forgot-password|resetPassword)(\/|$)/,
  /^\/(support\/create|create-ticket|suggest-poll)$/,
  /^\/account\/(userProfile|notifications|deposit|deposit\/crypto|withdraw)$/,
  /^\/admin\/markets\/new$/,
];
const ROWS = [
  /^\/leaderboard$/,
  /^\/account$/,
  /^\/(support\/tickets|support-tickets)$/,
  /^\/admin(\/|$)/,
  /^\/publisher(\/|$)/,
];

/** The shape of the page at `pathname`. */
export function skeletonShapeFor(pathname: string): SkeletonShape {
  if (pathname === "/" || pathname.startsWith("/markets/")) return "cards";
  if (pathname.startsWith("/market/")) return "market";
  if (FORMS.some((pattern) => pattern.test(pathname))) return "form";
  if (ROWS.some((pattern) => pattern.test(pathname))) return "rows";
  return "article";
}

/**
 * The skeleton shown while a lazily loaded page (or the session) arrives (spec §2): six
 * placeholders shaped like what the page will show, so nothing jumps when it comes.
 */
export function RouteSkeleton() {
  const { t } = usePortalT();
  const shape = skeletonShapeFor(useLocation().pathname);
  return (
    <div className="portal-skeleton" data-shape={shape} role="status" aria-live="polite">
      <span className="portal-visually-hidden">{t("app.loadingPage")}</span>
      <div aria-hidden="true">
        <span className="portal-skeleton__bone portal-skeleton__title" />
        {shape === "market" ? <MarketTop /> : null}
        <ul className={`portal-skeleton__${shape}`} data-testid="route-skeleton">
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <li key={index} className="portal-skeleton__item">
              <Item shape={shape} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * One placeholder shape (`portal-skeleton__<kind>` in layout.css): `line`, `image`, `pill`, …;
 * `text`, `text-short` and `figure-text` are exactly as tall as a line of the text they stand for.
 */
export function SkeletonBone({ kind }: { kind: string }) {
  return <span className={`portal-skeleton__bone portal-skeleton__${kind}`} />;
}
const Bone = SkeletonBone;

/**
 * A market card's placeholder, in a card's box: picture, two lines of title, two prices (the
 * route skeleton's cards; the home's featured grid while its markets load).
 */
export function CardSkeleton() {
  return (
    <div className="portal-skeleton-card">
      <CardBones />
    </div>
  );
}

function CardBones() {
  return (
    <>
      <Bone kind="image" />
      <Bone kind="line" />
      <Bone kind="line-short" />
      <span className="portal-skeleton__prices">
        <Bone kind="pill" />
        <Bone kind="pill" />
      </span>
    </>
  );
}

/** The market page's top: headline probability, chart, and the bet ticket beside it. */
function MarketTop() {
  return (
    <div className="portal-skeleton__market-top">
      <div className="portal-skeleton__market-main">
        <Bone kind="headline" />
        <Bone kind="chart" />
      </div>
      <div className="portal-skeleton__ticket">
        <Bone kind="line" />
        <Bone kind="pill" />
        <Bone kind="pill" />
        <Bone kind="input" />
        <Bone kind="button" />
      </div>
    </div>
  );
}

/** One placeholder in the page's shape. */
function Item({ shape }: { shape: SkeletonShape }) {
  switch (shape) {
    case "cards":
      return <CardBones />;
    case "market":
      return (
        <>
          <Bone kind="line" />
          <Bone kind="figure" />
        </>
      );
    case "rows":
      return (
        <>
          <Bone kind="avatar" />
          <Bone kind="line" />
          <Bone kind="figure" />
        </>
      );
    case "form":
      return (
        <>
          <Bone kind="label" />
          <Bone kind="input" />
        </>
      );
    case "article":
      return <Bone kind="line" />;
  }
}
