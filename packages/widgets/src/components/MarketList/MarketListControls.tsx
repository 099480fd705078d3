import { MARKET_SORTS } from "@pulso/core";
import { useId } from "react";
import type { Translator } from "../../i18n/translator";
import {
  LIST_STATUSES,
  type ListStatus,
  type MarketListFilters,
  type MarketSort,
} from "./marketListFilters";

/** Props of {@link MarketListControls}. */
export interface MarketListControlsProps {
  filters: MarketListFilters;
  /** What the search box shows (the filters' search follows it after a pause). */
  searchText: string;
  translator: Translator;
  onSearchTextChange(text: string): void;
  onChange(patch: Partial<MarketListFilters>): void;
}

/** The search box, status and sort selects, and the Hot / New toggles. */
export function MarketListControls({
  filters,
  searchText,
  translator,
  onSearchTextChange,
  onChange,
}: MarketListControlsProps) {
  const { t } = translator;
  const id = useId();
  return (
    <div className="pulso-ml__controls" part="controls">
      <label className="pulso-ml__field" htmlFor={`${id}-search`}>
        {t("marketList.searchLabel")}
        <input
          id={`${id}-search`}
          type="search"
          part="search"
          value={searchText}
          placeholder={t("marketList.searchPlaceholder")}
          maxLength={100}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </label>
      <label className="pulso-ml__field" htmlFor={`${id}-status`}>
        {t("marketList.statusLabel")}
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as ListStatus })}
        >
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === "all" ? t("marketList.anyStatus") : t(`marketCard.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="pulso-ml__field" htmlFor={`${id}-sort`}>
        {t("marketList.sortLabel")}
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as MarketSort })}
        >
          {MARKET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`marketList.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="pulso-w__tabs">
        <button
          type="button"
          className="pulso-w__tab"
          aria-pressed={filters.hot}
          onClick={() => onChange({ hot: !filters.hot })}
        >
          {t("marketList.hot")}
        </button>
        <button
          type="button"
          className="pulso-w__tab"
          aria-pressed={filters.new}
          onClick={() => onChange({ new: !filters.new })}
        >
          {t("marketList.new")}
        </button>
      </div>
    </div>
  );
}
