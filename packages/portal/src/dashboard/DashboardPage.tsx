import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { DashboardTabs } from "./DashboardTabs";
import { HistoryPanel } from "./HistoryPanel";
import { OverviewPanel } from "./OverviewPanel";
import { PaymentsPanel } from "./PaymentsPanel";
import { PositionsPanel } from "./PositionsPanel";
import { SitesPanel } from "./SitesPanel";
import { WithdrawalsPanel } from "./WithdrawalsPanel";
import "./dashboard.css";

/** The dashboard's sections, in tab order; `?tab=<id>` opens one directly. */
export const DASHBOARD_TABS = [
  "overview",
  "analytics",
  "positions",
  "history",
  "withdrawals",
  "payments",
  "sites",
] as const;
/** A dashboard section. */
export type DashboardTabId = (typeof DASHBOARD_TABS)[number];

const PANELS: Record<DashboardTabId, () => React.JSX.Element> = {
  overview: OverviewPanel,
  analytics: AnalyticsPanel,
  positions: PositionsPanel,
  history: HistoryPanel,
  withdrawals: WithdrawalsPanel,
  payments: PaymentsPanel,
  sites: SitesPanel,
};

function isTab(value: string | null): value is DashboardTabId {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/**
 * `/account` (spec §2): the dashboard, as tabs — overview, analytics, positions, history,
 * withdrawals, payments and the news sites connected to the account (DESIGN §7). Each section
 * loads its own data when opened.
 */
export function DashboardPage() {
  const { t } = usePortalT();
  const [search] = useSearchParams();
  const asked = search.get("tab");
  // The tab is kept in state, not the URL: a navigation would move the focus to the heading.
  const [selected, setSelected] = useState<DashboardTabId>(isTab(asked) ? asked : "overview");
  return (
    <div className="portal-page dashboard">
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <DashboardTabs
        label={t("dashboard.tabsLabel")}
        selected={selected}
        onSelect={setSelected}
        tabs={DASHBOARD_TABS.map((id) => {
          const Panel = PANELS[id];
          return {
            id,
            label: t(`dashboard.tabs.${id}`),
            render: () => (
              <>
                {id === "sites" ? (
                  <h2 className="dashboard-panel-title">{t("dashboard.sites.title")}</h2>
                ) : (
                  <h2 className="portal-visually-hidden">{t(`dashboard.tabs.${id}`)}</h2>
                )}
                <Panel />
              </>
            ),
          };
        })}
      />
    </div>
  );
}
