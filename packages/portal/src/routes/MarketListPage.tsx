import { MARKET_LIST_CATEGORIES, type MarketListCategory } from "@pulso/core";
import { MarketList, marketListCss, type MarketListProps } from "@pulso/widgets";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
// The same image-led cards as the home's featured grid and the market page.
import "../market/cards.css";
import { WidgetStyles } from "../layout/WidgetStyles";
import { NotFoundPage } from "./NotFoundPage";

type ListView = NonNullable<MarketListProps["view"]>;

/** The query parameters the list keeps in the address. */
const QUERY_KEYS = ["q", "status", "sort"] as const;

function isCategory(value: string | undefined): value is MarketListCategory {
  return MARKET_LIST_CATEGORIES.some((category) => category === value);
}

/** The address of a list view: the category in the path, the rest in the query. */
function marketListPath(view: ListView): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = view.query[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `/markets/${view.category}${query ? `?${query}` : ""}`;
}

/**
 * `/markets/:category` and `/markets/all` (spec §2): the market list widget (search, status,
 * one sort, load more) opened on the category; a card's title or Bet opens the market's page.
 * The page's address holds the view (category in the path; `q`, `status`, `sort` in the query),
 * so back / forward and a shared link show the same list; the widget itself knows no router
 * (a news page's `<pulso-market-list>` keeps its own view).
 */
export function MarketListPage() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = usePortalT();
  const navigate = useNavigate();
  if (!isCategory(category)) return <NotFoundPage />;
  const title =
    category === "all"
      ? t("marketList.title")
      : t("marketList.titleCategory", { category: t(`marketList.categories.${category}`) });
  const view: ListView = {
    category,
    query: Object.fromEntries(
      QUERY_KEYS.flatMap((key) => {
        const value = searchParams.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
  };
  return (
    <div className="portal-page">
      <WidgetStyles name="market-list" css={marketListCss} />
      <PageHeading>{title}</PageHeading>
      {/* The cards' titles are h3: this hidden h2 keeps the outline in order. */}
      <h2 className="portal-visually-hidden">{t("marketList.results")}</h2>
      <MarketList
        view={view}
        onViewChange={(next, { replace }) =>
          // The reader stays on the control they used (the heading takes the focus only when
          // another page opens).
          void navigate(marketListPath(next), { replace, state: { keepFocus: true } })
        }
        onSelectOption={(marketId, optionId) =>
          void navigate(`/market/${marketId}?option=${encodeURIComponent(optionId)}`)
        }
        marketHref={(marketId) => `/market/${marketId}`}
        onOpenMarket={(marketId) => void navigate(`/market/${marketId}`)}
      />
    </div>
  );
}
