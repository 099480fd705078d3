import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

/** One tab of {@link DashboardTabs}. */
export interface DashboardTab<TId extends string> {
  id: TId;
  label: string;
  /** The panel's content, rendered only while its tab is selected. */
  render: () => ReactNode;
}

/** Props of {@link DashboardTabs}. */
export interface DashboardTabsProps<TId extends string> {
  label: string;
  tabs: readonly DashboardTab<TId>[];
  selected: TId;
  onSelect: (id: TId) => void;
}

/** Room kept beside a tab scrolled into view, so the next tab's edge shows there is more. */
const REVEAL_MARGIN_PX = 24;

/**
 * Scrolls the tab row sideways (never the page) just enough that `tab` is fully in view, with a
 * margin so the neighbouring tab peeks in.
 */
export function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left) {
    list.scrollLeft = Math.max(0, list.scrollLeft - (row.left - box.left) - REVEAL_MARGIN_PX);
  } else if (box.right > row.right) {
    list.scrollLeft += box.right - row.right + REVEAL_MARGIN_PX;
  }
}

/**
 * An ARIA tab list (automatic activation): the arrow keys, Home and End move between tabs and
 * select them; Tab leaves the list for the selected panel, itself focusable. Every panel keeps
 * its element so each tab's `aria-controls` names one; only the selected one has content. The
 * tabs stay on one row that scrolls sideways on a narrow screen (dashboard.css); the selected
 * tab is scrolled into view whenever it changes, from the start too (a `?tab=` link).
 */
export function DashboardTabs<TId extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: DashboardTabsProps<TId>) {
  const buttons = useRef(new Map<TId, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tab = buttons.current.get(selected);
    if (listRef.current && tab) revealTab(listRef.current, tab);
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
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
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="dashboard-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="dashboard-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`dashboard-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`dashboard-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="dashboard-tabs__tab"
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`dashboard-panel-${tab.id}`}
            aria-labelledby={`dashboard-tab-${tab.id}`}
            tabIndex={0}
            hidden={!isSelected}
            className="dashboard-tabs__panel"
          >
            {isSelected ? tab.render() : null}
          </div>
        );
      })}
    </div>
  );
}
