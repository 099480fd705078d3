import { MARKET_LIST_CATEGORIES, type MarketListCategory } from "@pulso/core";
import { MarketList } from "@pulso/widgets";
import { useNavigate, useParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { NotFoundPage } from "./NotFoundPage";

function isCategory(value: string | undefined): value is MarketListCategory {
  return MARKET_LIST_CATEGORIES.some((category) => category === value);
}

/**
 * `/markets/:category` and `/markets/all` (spec §2): the market list widget (search, status,
 * sort, hot/new, load more) opened on the category; a card's title or Bet opens the market's page.
 */
export function MarketListPage() {
  const { category } = useParams();
  const { t } = usePortalT();
  const navigate = useNavigate();
  if (!isCategory(category)) return <NotFoundPage />;
  const title =
    category === "all"
      ? t("marketList.title")
      : t("marketList.titleCategory", { category: t(`marketList.categories.${category}`) });
  return (
    <div className="portal-page">
      <PageHeading>{title}</PageHeading>
      <MarketList
        key={category}
        category={category}
        onSelectOption={(marketId, optionId) =>
          void navigate(`/market/${marketId}?option=${encodeURIComponent(optionId)}`)
        }
        marketHref={(marketId) => `/market/${marketId}`}
        onOpenMarket={(marketId) => void navigate(`/market/${marketId}`)}
      />
    </div>
  );
}
