import type { MarketListCategory, WidgetTheme } from "@pulso/core";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useMarketPages } from "../../provider/useMarketPages";
import { useT } from "../../provider/useT";
import { MarketCard } from "../MarketCard/MarketCard";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { useFitToReservation } from "../widgetChrome/useFitToReservation";
import { MarketListControls } from "./MarketListControls";
import { MarketListSkeleton } from "./MarketListSkeleton";
import { MarketListTabs } from "./MarketListTabs";
import { useFirstFew } from "./useFirstFew";
import {
  filtersFromQuery,
  listQuery,
  queryOfFilters,
  SEARCH_DEBOUNCE_MS,
  type MarketListFilters,
  type MarketListQuery,
} from "./marketListFilters";

/** What the list shows. */
export type MarketListStatus = "loading" | "success" | "error" | "empty";

/** What a page keeps of the list (say, in its address): the category and the query. */
export interface MarketListView {
  category: MarketListCategory;
  /** Status, sort and search as query parameters (`status`, `sort`, `q`), defaults left out. */
  query: MarketListQuery;
}

/** Props of {@link MarketList}. */
export interface MarketListProps {
  /** The first category shown (default `all`); the reader can switch. */
  category?: MarketListCategory;
  /**
   * The list's view held by the page (the portal keeps it in its address, so back / forward and
   * a shared link restore it): the list shows it, and reports the reader's changes through
   * `onViewChange` instead of keeping them. Unknown values read as the defaults (open markets,
   * most traded first). Without it the list keeps its own view (a news page's element).
   */
  view?: MarketListView;
  /**
   * The reader changed the view; `replace` is true for a search typed in the box (one history
   * entry per search, not per pause in the typing).
   */
  onViewChange?: (view: MarketListView, options: { replace: boolean }) => void;
  /** Light, dark, or `auto`. Default `auto`. */
  theme?: WidgetTheme;
  /** The reader pressed Bet / Vote on a card. */
  onSelectOption?: (marketId: string, optionId: string) => void;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: MarketListStatus, error: unknown) => void;
  /** Each market's page: the cards' titles link to it. */
  marketHref?: (marketId: string) => string;
  /** A plain click on a card's title (see MarketCard's `onOpen`). */
  onOpenMarket?: (marketId: string) => void;
}

/**
 * The portal's market list (spec §2): search (debounced), status filter (open markets by default),
 * one sort at a time (popular, busy today, new, closing soon), category tabs, a grid of live market cards and "Load more" appending the next page; six card
 * skeletons while loading, empty and error states. Needs a PulsoProvider and `marketListCss`.
 *
 * On a news page (rendered in a custom element that reserves a height) it stays inside that
 * height until the reader asks for more (DESIGN §10: no layout shift): the filters fold behind a
 * "Filters" button, and it shows the cards that fit with "Show more" under them.
 *
 * @example
 * <MarketList category="presidential" onSelectOption={(marketId, optionId) => open(marketId, optionId)} />
 */
export function MarketList({
  category = "all",
  theme = "auto",
  onSelectOption,
  onStatusChange,
  marketHref,
  onOpenMarket,
  view,
  onViewChange,
}: MarketListProps) {
  const translator = useT();
  const { t } = translator;
  const panelId = useId();
  const [ownFilters, setOwnFilters] = useState<MarketListFilters>(() =>
    filtersFromQuery(category, {}),
  );
  // A new `category` prop (say, a changed attribute) wins over the reader's last pick.
  const [givenCategory, setGivenCategory] = useState(category);
  if (givenCategory !== category) {
    setGivenCategory(category);
    setOwnFilters((current) => ({ ...current, category }));
  }
  const filters = view ? filtersFromQuery(view.category, view.query) : ownFilters;
  // The view the next change builds on: the one last shown or, until the page hands it back,
  // the one last asked for. A router applies a navigation a moment later (in a transition), and
  // a sort picked in that moment must keep the search that asked before it.
  const latest = useRef(filters);
  const shownKey = JSON.stringify(filters);
  useEffect(() => {
    latest.current = filters;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new view replaces the asked one
  }, [shownKey]);
  const change = (patch: Partial<MarketListFilters>, replace = false) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    if (view) onViewChange?.({ category: next.category, query: queryOfFilters(next) }, { replace });
    else setOwnFilters(next);
  };
  const [searchText, setSearchText] = useState(filters.search);
  /** The search the box last asked the page for (after its pause), until the page shows another. */
  const [askedSearch, setAskedSearch] = useState<string | null>(null);
  // A search the page brings back (the browser's back button) shows in the box. The box's own
  // search coming back does not: the reader may have typed on since it was asked for, and those
  // keystrokes would be lost ("presi", a pause, "dencia" read "presiencia").
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    if (filters.search !== askedSearch) {
      setSearchText(filters.search);
      setAskedSearch(null);
    }
  }
  // The search follows the box 300 ms after the last keystroke, timed from the keystroke itself
  // (not from a render's effect, which React and preact run at different moments).
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    },
    [],
  );
  const changeSearch = (text: string) => {
    setSearchText(text);
    if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    // A new search is a step back can return from; refining it replaces that step.
    searchTimer.current = setTimeout(() => {
      setAskedSearch(text);
      change({ search: text }, latest.current.search.trim() !== "");
    }, SEARCH_DEBOUNCE_MS);
  };
  const list = useMarketPages(listQuery(filters));
  const cards = useFirstFew(list.markets);
  const shown: MarketListStatus =
    list.status === "success" && list.markets.length === 0 ? "empty" : list.status;
  const report = useEffectEvent(() => onStatusChange?.(shown, list.error));
  useEffect(() => report(), [shown]);
  const panelRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const fit = useFitToReservation(shown === "success", {
    panel: panelRef,
    grid: gridRef,
    actions: actionsRef,
  });
  const compact = fit.compact;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = `${panelId}-filters`;
  const showControls = !compact || filtersOpen;

  return (
    <WidgetFrame
      className="pulso-ml"
      theme={theme}
      label={t("marketList.categoriesLabel")}
      busy={shown === "loading"}
    >
      <MarketListTabs
        category={filters.category}
        panelId={panelId}
        translator={translator}
        onChange={(next) => change({ category: next })}
      />
      {showControls ? (
        <div id={filtersId} className="pulso-ml__filters">
          <MarketListControls
            filters={filters}
            searchText={searchText}
            translator={translator}
            onSearchTextChange={changeSearch}
            onChange={(patch) => change(patch)}
          />
        </div>
      ) : null}
      <div
        ref={(node) => {
          panelRef.current = node;
          fit.readReservation(node);
        }}
        id={panelId}
        role="tabpanel"
        aria-label={t(`marketList.category.${filters.category}`)}
        className={compact ? "pulso-ml__panel--fit" : undefined}
      >
        {shown === "loading" ? (
          <MarketListSkeleton label={t("marketList.loading")} />
        ) : shown === "error" ? (
          <WidgetMessage
            message={t("marketList.loadFailed")}
            retryLabel={t("marketList.retry")}
            onRetry={list.retry}
          />
        ) : shown === "empty" ? (
          <WidgetMessage message={t("marketList.empty")} role="status" />
        ) : (
          <ul ref={gridRef} className="pulso-ml__grid" part="grid">
            {cards.map((market, index) => (
              <li key={market._id}>
                <MarketCard
                  marketId={market._id}
                  theme={theme}
                  first={index === 0}
                  {...(onSelectOption
                    ? { onSelectOption: (optionId: string) => onSelectOption(market._id, optionId) }
                    : {})}
                  {...(marketHref ? { href: marketHref(market._id) } : {})}
                  {...(onOpenMarket ? { onOpen: () => onOpenMarket(market._id) } : {})}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {compact ? (
        <div ref={actionsRef} className="pulso-ml__fit" part="more">
          {shown === "success" && (fit.hidden > 0 || list.hasMore) ? (
            <button
              type="button"
              className="pulso-w__button"
              onClick={() => {
                fit.expand();
                if (fit.hidden === 0) list.loadMore();
              }}
            >
              {t("marketListFit.showMore")}
            </button>
          ) : null}
          <button
            type="button"
            className="pulso-w__tab"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t("marketListFit.filters")}
          </button>
        </div>
      ) : shown === "success" && (list.hasMore || list.moreError) ? (
        <div className="pulso-ml__more" part="more">
          {list.moreError ? <p role="alert">{t("marketList.loadFailed")}</p> : null}
          <button
            type="button"
            className="pulso-w__button"
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
            onClick={list.loadMore}
          >
            {list.moreError ? t("marketList.retry") : t("marketList.loadMore")}
          </button>
          <p className="pulso-sr-only" role="status">
            {list.loadingMore ? t("marketList.loadingMore") : ""}
          </p>
        </div>
      ) : null}
    </WidgetFrame>
  );
}
