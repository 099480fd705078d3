import { useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { Pager } from "../layout/Pager";
import { QueryView } from "../pulso/QueryView";
import { useKeptQuery } from "./useKeptQuery";
import { DataTable } from "../layout/DataTable";

/** The user's deposits, card and crypto, newest first, with their status. */
export function PaymentsPanel() {
  const { t, formatMoney, formatDate } = usePortalT();
  const [page, setPage] = useState(1);
  const deposits = useKeptQuery(`dashboard:deposits:${page}`, (pulso) =>
    pulso.queries.deposits({ page }),
  );
  return (
    <QueryView
      state={deposits}
      errorText={t("dashboard.payments.error")}
      isEmpty={(data) => data.deposits.length === 0 && page === 1}
      emptyText={t("dashboard.payments.empty")}
    >
      {({ deposits: list, pagination }) => (
        <>
          <DataTable
            look="dashboard-table"
            caption={t("dashboard.payments.title")}
            columns={[
              t("dashboard.payments.date"),
              t("dashboard.payments.amount"),
              t("dashboard.payments.method"),
              t("dashboard.payments.status"),
            ]}
          >
            {list.map((deposit) => (
              <tr key={deposit._id}>
                <td>{formatDate(deposit.createdAt)}</td>
                <td>{formatMoney(deposit.amount)}</td>
                <td>{t(`dashboard.payments.methods.${deposit.method}`)}</td>
                <td>
                  <span className={`dashboard-status dashboard-status--deposit-${deposit.status}`}>
                    {t(`dashboard.payments.statuses.${deposit.status}`)}
                  </span>
                  {deposit.errorMessage ? (
                    <span className="dashboard-note"> {deposit.errorMessage}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
          {pagination ? (
            <Pager
              pagination={pagination}
              list={t("dashboard.payments.title")}
              onPageChange={setPage}
              busy={deposits.busy}
            />
          ) : null}
        </>
      )}
    </QueryView>
  );
}
