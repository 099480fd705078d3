import type { Transaction } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";

/** Money movements as a table: date, kind, description, amount (signed) and balance after. */
export function TransactionsTable({
  transactions,
  caption,
}: {
  transactions: readonly Transaction[];
  caption: string;
}) {
  const { t, formatMoney, formatDate } = usePortalT();
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table">
        <caption className="portal-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.history.date")}</th>
            <th scope="col">{t("dashboard.history.kind")}</th>
            <th scope="col">{t("dashboard.history.description")}</th>
            <th scope="col">{t("dashboard.history.amount")}</th>
            <th scope="col">{t("dashboard.history.balanceAfter")}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction._id}>
              <td>{formatDate(transaction.createdAt)}</td>
              <td>{t(`dashboard.transactionKinds.${transaction.kind}`)}</td>
              <td>{transaction.description}</td>
              <td
                className={
                  transaction.amount < 0 ? "dashboard-amount--debit" : "dashboard-amount--credit"
                }
              >
                {formatMoney(transaction.amount)}
              </td>
              <td>{formatMoney(transaction.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
