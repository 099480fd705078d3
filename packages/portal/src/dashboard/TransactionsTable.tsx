import type { Transaction } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import { DataTable } from "../layout/DataTable";

const sameWords = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: "base" }) === 0;

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
    <DataTable
      look="dashboard-table"
      caption={caption}
      columns={[
        t("dashboard.history.date"),
        t("dashboard.history.kind"),
        t("dashboard.history.description"),
        t("dashboard.history.amount"),
        t("dashboard.history.balanceAfter"),
      ]}
    >
      {transactions.map((transaction) => {
        const kind = t(`dashboard.transactionKinds.${transaction.kind}`);
        // A description that only repeats the kind ("Deposit / Deposit") says nothing more.
        const description = sameWords(transaction.description, kind) ? "" : transaction.description;
        return (
          <tr key={transaction._id}>
            <td>{formatDate(transaction.createdAt)}</td>
            <td>{kind}</td>
            <td>{description}</td>
            <td
              className={
                transaction.amount < 0 ? "dashboard-amount--debit" : "dashboard-amount--credit"
              }
            >
              {formatMoney(transaction.amount)}
            </td>
            <td>{formatMoney(transaction.balanceAfter)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
