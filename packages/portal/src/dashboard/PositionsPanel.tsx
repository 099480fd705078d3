import { usePortalT } from "../i18n/usePortalT";
import { BetMarketLink } from "./betMarket";
import { dashboardBetStatus } from "./betStatus";
import { QueryView } from "../pulso/QueryView";
import { DataTable } from "../layout/DataTable";
import { useQuery } from "@pulso/widgets";

/** The open positions (GET /dashboard/active-bets): market, option, stake, shares, value, status. */
export function PositionsPanel() {
  const { t, formatMoney, formatNumber } = usePortalT();
  const positions = useQuery("dashboard:active-bets", (pulso) => pulso.queries.activeBets());
  return (
    <QueryView
      state={positions}
      errorText={t("dashboard.positions.error")}
      isEmpty={(bets) => bets.length === 0}
      emptyText={t("dashboard.positions.empty")}
    >
      {(bets) => (
        <DataTable
          look="dashboard-table"
          blocksOnPhone
          caption={t("dashboard.positions.caption")}
          columns={[
            t("dashboard.market"),
            t("dashboard.positions.option"),
            t("dashboard.positions.stake"),
            t("dashboard.positions.shares"),
            t("dashboard.positions.currentValue"),
            t("dashboard.positions.status"),
          ]}
        >
          {bets.map((bet) => {
            const status = dashboardBetStatus(bet);
            return (
              // On a phone: the market and what the position is worth now on top; the option,
              // the stake, the shares and the status below (`dashboard-row`).
              <tr key={bet._id} className="dashboard-row">
                <th scope="row" className="dashboard-row__title">
                  <BetMarketLink bet={bet} />
                </th>
                <td className="dashboard-row__meta">{bet.optionText}</td>
                <td className="dashboard-row__meta" data-label={t("dashboard.positions.stake")}>
                  {formatMoney(bet.amount)}
                </td>
                <td className="dashboard-row__meta" data-label={t("dashboard.positions.shares")}>
                  {formatNumber(bet.shares)}
                </td>
                <td className="dashboard-row__figure">{formatMoney(bet.currentValue)}</td>
                <td className="dashboard-row__aside">
                  <span className={`dashboard-status dashboard-status--${status}`}>
                    {t(`dashboard.betStatus.${status}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </QueryView>
  );
}
