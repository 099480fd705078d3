import { MARKET_LIST_CATEGORIES, type MarketListCategory } from "@pulso/core";
import { useRef, type KeyboardEvent } from "react";
import type { Translator } from "../../i18n/translator";

/** Props of {@link MarketListTabs}. */
export interface MarketListTabsProps {
  category: MarketListCategory;
  /** The id of the grid the tabs control. */
  panelId: string;
  translator: Translator;
  onChange(category: MarketListCategory): void;
}

/**
 * The category tabs (all, presidential, congressional, state, local, international, other) as an
 * ARIA tablist: one tab in the tab order, arrow keys, Home and End move and select.
 */
export function MarketListTabs({ category, panelId, translator, onChange }: MarketListTabsProps) {
  const { t } = translator;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = MARKET_LIST_CATEGORIES.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const value = next === null ? undefined : MARKET_LIST_CATEGORIES[next];
    if (next === null || !value) return;
    event.preventDefault();
    onChange(value);
    tabs.current[next]?.focus();
  };
  return (
    <div
      className="pulso-w__tabs"
      role="tablist"
      aria-label={t("marketList.categoriesLabel")}
      part="tabs"
    >
      {MARKET_LIST_CATEGORIES.map((value, index) => (
        <button
          key={value}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          className="pulso-w__tab"
          aria-selected={value === category}
          aria-controls={panelId}
          tabIndex={value === category ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`marketList.category.${value}`)}
        </button>
      ))}
    </div>
  );
}
