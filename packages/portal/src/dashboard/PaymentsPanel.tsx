import type { Deposit } from "@pulso/core";
import { useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { Pager } from "../layout/Pager";
import { QueryView } from "../pulso/QueryView";
import { useKeptQuery } from "./useKeptQuery";
import { DataTable } from "../layout/DataTable";

/** The user's deposits, card (brand, last four digits) and crypto, newest first, with their status. */
export function PaymentsPanel() {
  const { t, formatMoney, formatDate } = usePortalT();
  const [page, setPage] = useState(1);
  // The card the processor charged (brand and last four digits), when its record says them.
  const methodText = (deposit: Deposit) => {
    const card = deposit.method === "card" ? deposit.pixelPayTransaction : null;
    const raw = card?.cardBrand?.trim();
    const brand = raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : "";
    if (card?.cardLast4 && brand) {
      return t("dashboard.payments.cardDetail", { brand, last4: card.cardLast4 });
    }
    if (card?.cardLast4) return t("dashboard.payments.cardLast4", { last4: card.cardLast4 });
    return t(`dashboard.payments.methods.${deposit.method}`);
  };
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
                <td>{methodText(deposit)}</td>
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
