import type { DashboardStats } from "@pulso/core";
import { useSession, useQuery } from "@pulso/widgets";
import { Link } from "react-router";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import { WithdrawableNote } from "../money/WithdrawableNote";
import { QueryView } from "../pulso/QueryView";
import { TransactionsTable } from "./TransactionsTable";

/**
 * The overview: the balance beside what of it may be withdrawn and why (DESIGN §5), the money
 * screens' links, the headline statistics (GET /dashboard/stats) and the recent movements
 * (GET /dashboard).
 */
export function OverviewPanel() {
  const { t, formatMoney } = usePortalT();
  const { user } = useSession();
  const stats = useQuery("dashboard:stats", (pulso) => pulso.queries.dashboardStats());
  const overview = useQuery("dashboard:overview", (pulso) => pulso.queries.dashboard());
  return (
    <>
      <div className="dashboard-balance">
        <p>
          <span className="dashboard-balance__label">{t("dashboard.overview.balance")}</span>{" "}
          <strong className="dashboard-balance__amount">{formatMoney(user?.balance ?? 0)}</strong>
        </p>
        {stats.data && <WithdrawableNote figures={stats.data} />}
        <div className="portal-actions">
          <Link to="/account/deposit" className="portal-button portal-button--primary">
            {t("dashboard.overview.deposit")}
          </Link>
          <Link to="/account/deposit/crypto" className="portal-button">
            {t("dashboard.overview.depositCrypto")}
          </Link>
          <Link to="/account/withdraw" className="portal-button">
            {t("dashboard.overview.withdraw")}
          </Link>
        </div>
      </div>
      <section aria-labelledby="dashboard-stats-title" className="dashboard-block">
        <h3 id="dashboard-stats-title">{t("dashboard.overview.statsTitle")}</h3>
        <QueryView state={stats} errorText={t("dashboard.overview.statsError")}>
          {(data) => <StatsList stats={data} />}
        </QueryView>
      </section>
      <section aria-labelledby="dashboard-recent-title" className="dashboard-block">
        <h3 id="dashboard-recent-title">{t("dashboard.overview.recentTitle")}</h3>
        <QueryView
          state={overview}
          errorText={t("dashboard.overview.recentError")}
          isEmpty={(data) => data.recentTransactions.length === 0}
          emptyText={t("dashboard.overview.recentEmpty")}
        >
          {(data) => (
            <TransactionsTable
              transactions={data.recentTransactions}
              caption={t("dashboard.overview.recentTitle")}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}

type StatKey = Exclude<keyof DashboardStats, "balance" | "withdrawable" | "withdrawableReason">;

function statEntries(
  stats: DashboardStats,
  { formatMoney, formatNumber, formatPercent }: PortalTranslator,
): [StatKey, string][] {
  return [
    ["totalBets", formatNumber(stats.totalBets, 0)],
    ["activeBets", formatNumber(stats.activeBets, 0)],
    ["wonBets", formatNumber(stats.wonBets, 0)],
    ["lostBets", formatNumber(stats.lostBets, 0)],
    ["winRate", formatPercent(stats.winRate)],
    ["totalWagered", formatMoney(stats.totalWagered)],
    ["totalPayouts", formatMoney(stats.totalPayouts)],
    ["profit", formatMoney(stats.profit)],
    ["openPositionsValue", formatMoney(stats.openPositionsValue)],
  ];
}

function StatsList({ stats }: { stats: DashboardStats }) {
  const translator = usePortalT();
  return (
    <dl className="dashboard-stats">
      {statEntries(stats, translator).map(([key, value]) => (
        <div key={key} className="dashboard-stat">
          <dt>{translator.t(`dashboard.overview.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
