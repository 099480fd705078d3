import { shortenAddress } from "@pulso/core";
import { useSession, useQuery } from "@pulso/widgets";
import { usePortalT } from "../i18n/usePortalT";
import { QueryView } from "../pulso/QueryView";
import { DataTable } from "../layout/DataTable";

/** The user's crypto withdrawals with their status and, once sent, the shortened tx hash. */
export function WithdrawalsPanel() {
  const { t, formatMoney, formatDate } = usePortalT();
  const userId = useSession().user?._id ?? "";
  const withdrawals = useQuery(`dashboard:withdrawals:${userId}`, (pulso) =>
    pulso.queries.withdrawals(userId),
  );
  return (
    <QueryView
      state={withdrawals}
      errorText={t("dashboard.withdrawals.error")}
      isEmpty={(list) => list.length === 0}
      emptyText={t("dashboard.withdrawals.empty")}
    >
      {(list) => (
        <DataTable
          look="dashboard-table"
          caption={t("dashboard.withdrawals.title")}
          columns={[
            t("dashboard.withdrawals.date"),
            t("dashboard.withdrawals.amount"),
            t("dashboard.withdrawals.currency"),
            t("dashboard.withdrawals.wallet"),
            t("dashboard.withdrawals.status"),
            t("dashboard.withdrawals.txHash"),
          ]}
        >
          {list.map((withdrawal) => (
            <tr key={withdrawal._id}>
              <td>{formatDate(withdrawal.createdAt)}</td>
              <td>{formatMoney(withdrawal.amount)}</td>
              <td>{withdrawal.cryptocurrency}</td>
              <td>
                <code title={withdrawal.walletAddress}>
                  {shortenAddress(withdrawal.walletAddress)}
                </code>
              </td>
              <td>
                <span
                  className={`dashboard-status dashboard-status--withdrawal-${withdrawal.status}`}
                >
                  {t(`dashboard.withdrawals.statuses.${withdrawal.status}`)}
                </span>
              </td>
              <td>
                {withdrawal.txHash ? (
                  <code title={withdrawal.txHash}>{shortenAddress(withdrawal.txHash)}</code>
                ) : (
                  <span className="portal-muted">{t("dashboard.withdrawals.noTx")}</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueryView>
  );
}
