import { useId } from "react";
import type { Translator } from "../../i18n/translator";
import {
  LIST_SORTS,
  LIST_STATUSES,
  type ListSort,
  type ListStatus,
  type MarketListFilters,
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

/**
 * The search box, the status select and the sort: one choice of four (a radio group drawn as
 * chips, so the order in force is always visible and arrow keys move it).
 */
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
              {t(`marketList.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="pulso-ml__sort">
        <legend className="pulso-ml__legend">{t("marketList.sortLabel")}</legend>
        <div className="pulso-w__tabs">
          {LIST_SORTS.map((sort) => (
            <label key={sort} className="pulso-ml__choice">
              <input
                className="pulso-sr-only"
                type="radio"
                name={`${id}-sort`}
                value={sort}
                checked={filters.sort === sort}
                onChange={() => onChange({ sort: sort satisfies ListSort })}
              />
              <span className="pulso-w__tab">{t(`marketList.sort.${sort}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
