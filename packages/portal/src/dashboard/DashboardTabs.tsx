import { useRef, type KeyboardEvent, type ReactNode } from "react";

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

/**
 * An ARIA tab list (automatic activation): the arrow keys, Home and End move between tabs and
 * select them; Tab leaves the list for the selected panel, itself focusable. Every panel keeps
 * its element so each tab's `aria-controls` names one; only the selected one has content.
 */
export function DashboardTabs<TId extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: DashboardTabsProps<TId>) {
  const buttons = useRef(new Map<TId, HTMLButtonElement>());

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
      <div role="tablist" aria-label={label} className="dashboard-tabs__list">
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
