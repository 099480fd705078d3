import type { Transaction } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import { DataTable } from "../layout/DataTable";

const sameWords = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: "base" }) === 0;

/**
 * Money movements as a table: date, kind, description (a deposit's card or network, a bet's
 * market; a dash when it would only repeat the kind), amount (signed) and balance after. On a
 * phone each movement is a block of its own (`dashboard-row`): what it was and the amount on top,
 * then the date, the kind and the balance after, smaller.
 */
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
      blocksOnPhone
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
        // A description that only repeats the kind ("Depósito / Depósito", an older row) says
        // nothing more: the cell shows a dash instead of the kind a second time.
        const description =
          transaction.description.trim() === "" || sameWords(transaction.description, kind)
            ? null
            : transaction.description;
        return (
          <tr key={transaction._id} className="dashboard-row">
            <td className="dashboard-row__meta">{formatDate(transaction.createdAt)}</td>
            <td className="dashboard-row__meta">{kind}</td>
            <td className="dashboard-row__title">
              {description ?? <span className="portal-muted">—</span>}
            </td>
            <td
              className={`dashboard-row__figure ${
                transaction.amount < 0 ? "dashboard-amount--debit" : "dashboard-amount--credit"
              }`}
            >
              {formatMoney(transaction.amount)}
            </td>
            <td className="dashboard-row__aside" data-label={t("dashboard.history.balanceAfter")}>
              {formatMoney(transaction.balanceAfter)}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
