import { useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { BetMarketLink } from "./betMarket";
import { dashboardBetStatus } from "./betStatus";
import { Pager } from "../layout/Pager";
import { QueryView } from "../pulso/QueryView";
import { useKeptQuery } from "./useKeptQuery";
import { TransactionsTable } from "./TransactionsTable";
import { DataTable } from "../layout/DataTable";

/** The betting history and the transactions, each in server pages of 10 (spec §9). */
export function HistoryPanel() {
  const { t } = usePortalT();
  return (
    <>
      <section aria-labelledby="dashboard-bets-title" className="dashboard-block">
        <h3 id="dashboard-bets-title">{t("dashboard.history.betsTitle")}</h3>
        <BettingHistory />
      </section>
      <section aria-labelledby="dashboard-transactions-title" className="dashboard-block">
        <h3 id="dashboard-transactions-title">{t("dashboard.history.transactionsTitle")}</h3>
        <Transactions />
      </section>
    </>
  );
}

function BettingHistory() {
  const { t, formatMoney, formatDate } = usePortalT();
  const [page, setPage] = useState(1);
  const history = useKeptQuery(`dashboard:betting-history:${page}`, (pulso) =>
    pulso.queries.bettingHistory({ page }),
  );
  return (
    <QueryView
      state={history}
      errorText={t("dashboard.history.betsError")}
      isEmpty={(data) => data.bets.length === 0 && page === 1}
      emptyText={t("dashboard.history.betsEmpty")}
    >
      {({ bets, pagination }) => (
        <>
          <DataTable
            look="dashboard-table"
            blocksOnPhone
            caption={t("dashboard.history.betsTitle")}
            columns={[
              t("dashboard.history.date"),
              t("dashboard.market"),
              t("dashboard.positions.option"),
              t("dashboard.positions.stake"),
              t("dashboard.history.payout"),
              t("dashboard.positions.status"),
            ]}
          >
            {bets.map((bet) => {
              const status = dashboardBetStatus(bet);
              return (
                // On a phone: the market and the status on top; the date, the option, the stake
                // and the payout below (`dashboard-row`).
                <tr key={bet._id} className="dashboard-row">
                  <td className="dashboard-row__meta">{formatDate(bet.createdAt)}</td>
                  <th scope="row" className="dashboard-row__title">
                    <BetMarketLink bet={bet} />
                  </th>
                  <td className="dashboard-row__meta">{bet.optionText}</td>
                  <td className="dashboard-row__meta" data-label={t("dashboard.positions.stake")}>
                    {formatMoney(bet.amount)}
                  </td>
                  <td className="dashboard-row__aside" data-label={t("dashboard.history.payout")}>
                    {bet.payout === null ? "–" : formatMoney(bet.payout)}
                  </td>
                  <td className="dashboard-row__figure">
                    <span className={`dashboard-status dashboard-status--${status}`}>
                      {t(`dashboard.betStatus.${status}`)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pager
            pagination={pagination}
            list={t("dashboard.history.betsTitle")}
            onPageChange={setPage}
            busy={history.busy}
          />
        </>
      )}
    </QueryView>
  );
}

function Transactions() {
  const { t } = usePortalT();
  const [page, setPage] = useState(1);
  const transactions = useKeptQuery(`dashboard:transactions:${page}`, (pulso) =>
    pulso.queries.transactions({ page }),
  );
  return (
    <QueryView
      state={transactions}
      errorText={t("dashboard.history.transactionsError")}
      isEmpty={(data) => data.transactions.length === 0 && page === 1}
      emptyText={t("dashboard.history.transactionsEmpty")}
    >
      {(data) => (
        <>
          <TransactionsTable
            transactions={data.transactions}
            caption={t("dashboard.history.transactionsTitle")}
          />
          <Pager
            pagination={data.pagination}
            list={t("dashboard.history.transactionsTitle")}
            onPageChange={setPage}
            busy={transactions.busy}
          />
        </>
      )}
    </QueryView>
  );
}
