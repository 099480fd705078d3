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
              <tr key={bet._id}>
                <th scope="row">
                  <BetMarketLink bet={bet} />
                </th>
                <td>{bet.optionText}</td>
                <td>{formatMoney(bet.amount)}</td>
                <td>{formatNumber(bet.shares)}</td>
                <td>{formatMoney(bet.currentValue)}</td>
                <td>
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
