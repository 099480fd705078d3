import { MARKET_STATUSES, type Market, type MarketStatus } from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { FormField } from "../../auth/FormField";
import { usePortalT } from "../../i18n/usePortalT";
import {
  CellText,
  ConfirmPanel,
  EmptyState,
  FeedbackMessage,
  RowActions,
  useAdminAction,
} from "../adminUi";
import { Pager } from "../../layout/Pager";
import { QueryView } from "../../pulso/QueryView";
import { SelectField } from "../../auth/FieldControls";
import { DataTable } from "../../layout/DataTable";
import { useSettleMarket } from "./useSettleMarket";

/** Markets per page of the admin list. */
export const ADMIN_MARKETS_PAGE_SIZE = 20;

type Pending = { kind: "resolve" | "cancel"; market: Market } | null;

/**
 * `/admin` and `/admin/markets`: every market, in review ones included (status `all`), with the
 * actions each status allows (DESIGN §2): publish a market in review, stop an active one, play a
 * closed one, resolve an active or closed one (winner chosen, then confirmed), cancel any not
 * yet resolved (confirmed: every stake is refunded), and open any one's election and blackout
 * (DESIGN §12), which its status shows while in force.
 */
export function MarketsAdminPage() {
  const pulso = usePulso();
  const { t, formatDate, formatMoney } = usePortalT();
  const [status, setStatus] = useState<MarketStatus | "all">("all");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [searchInput, setSearchInput] = useState("");
  const [confirming, setConfirming] = useState<Pending>(null);
  const [winner, setWinner] = useState("");
  const action = useAdminAction();
  const filters = { status, page, limit: ADMIN_MARKETS_PAGE_SIZE, ...(search ? { search } : {}) };
  const markets = useQuery(`admin-markets:${status}:${page}:${search}`, (p) =>
    p.queries.pollList(filters),
  );

  const settle = useSettleMarket();
  const stop = (market: Market) =>
    action.run(
      `stop:${market._id}`,
      async () => settle(await pulso.api.stopPoll(market._id)),
      () => t("admin.markets.stopped", { title: market.title }),
    );
  const play = (market: Market) =>
    action.run(
      `play:${market._id}`,
      async () => settle(await pulso.api.playPoll(market._id)),
      () => t("admin.markets.played", { title: market.title }),
    );
  const publish = (market: Market) =>
    action.run(
      `publish:${market._id}`,
      async () =>
        settle(
          await pulso.api.updatePoll(market._id, {
            status: Date.parse(market.startDate) > Date.now() ? "upcoming" : "active",
          }),
        ),
      () => t("admin.markets.published", { title: market.title }),
    );
  const resolve = async (market: Market) => {
    const done = await action.run(
      `resolve:${market._id}`,
      async () => settle(await pulso.api.resolvePoll({ pollId: market._id, winnerId: winner })),
      () => t("admin.markets.resolved", { title: market.title }),
    );
    if (done) setConfirming(null);
  };
  const cancel = async (market: Market) => {
    const done = await action.run(
      `cancel:${market._id}`,
      async () => settle(await pulso.api.cancelPoll(market._id)),
      () => t("admin.markets.cancelled", { title: market.title }),
    );
    if (done) setConfirming(null);
  };
  const open = (kind: "resolve" | "cancel", market: Market) => {
    action.setFeedback(null);
    setWinner("");
    setConfirming({ kind, market });
  };

  const statusOptions = [
    { value: "all" as const, label: t("admin.common.allStatuses") },
    ...MARKET_STATUSES.map((value) => ({ value, label: t(`market.statuses.${value}`) })),
  ];
  const busy = (key: string) => action.pending === key;

  return (
    <div>
      <PageHeading>{t("admin.markets.title")}</PageHeading>
      <p className="portal-muted">{t("admin.markets.intro")}</p>
      <div className="admin-toolbar">
        <SelectField
          label={t("admin.markets.filterStatus")}
          value={status}
          options={statusOptions}
          onValueChange={(value) => {
            setStatus(value || "all");
            setPage(1);
          }}
        />
        <form
          role="search"
          className="admin-toolbar admin-toolbar--inline"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchInput.trim());
            setPage(1);
          }}
        >
          <FormField
            label={t("admin.markets.search")}
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <button type="submit" className="portal-button">
            {t("admin.markets.searchSubmit")}
          </button>
        </form>
        <Link to="/admin/markets/new" className="portal-button portal-button--primary">
          {t("admin.markets.newMarket")}
        </Link>
      </div>
      <FeedbackMessage feedback={action.feedback} />
      {confirming?.kind === "resolve" && (
        <ConfirmPanel
          title={t("admin.markets.resolveTitle", { title: confirming.market.title })}
          text={t("admin.markets.resolveText")}
          confirmLabel={t("admin.markets.confirmResolve")}
          pending={busy(`resolve:${confirming.market._id}`)}
          confirmDisabled={!winner}
          onConfirm={() => void resolve(confirming.market)}
          onDismiss={() => setConfirming(null)}
        >
          <fieldset>
            <legend>{t("admin.markets.winner")}</legend>
            {confirming.market.options.map((option) => (
              <label key={option._id} className="admin-radio">
                <input
                  type="radio"
                  name="winner"
                  value={option._id}
                  checked={winner === option._id}
                  onChange={() => setWinner(option._id)}
                />
                {option.text}
              </label>
            ))}
            {!winner && <p className="portal-field__hint">{t("admin.markets.chooseWinner")}</p>}
          </fieldset>
        </ConfirmPanel>
      )}
      {confirming?.kind === "cancel" && (
        <ConfirmPanel
          title={t("admin.markets.cancelTitle", { title: confirming.market.title })}
          text={t("admin.markets.cancelText")}
          confirmLabel={t("admin.markets.confirmCancel")}
          pending={busy(`cancel:${confirming.market._id}`)}
          onConfirm={() => void cancel(confirming.market)}
          onDismiss={() => setConfirming(null)}
        />
      )}
      <QueryView state={markets}>
        {(data) =>
          data.polls.length === 0 ? (
            <EmptyState>{t("admin.markets.empty")}</EmptyState>
          ) : (
            <>
              <DataTable
                look="admin-table"
                caption={t("admin.markets.tableCaption")}
                columns={[
                  t("admin.markets.market"),
                  t("admin.markets.kind"),
                  t("admin.common.status"),
                  t("admin.markets.endDate"),
                  t("admin.markets.volume"),
                  t("admin.common.actions"),
                ]}
              >
                {data.polls.map((market) => {
                  const s = market.status;
                  const running = s === "active" || s === "closed";
                  return (
                    <tr key={market._id}>
                      <th scope="row">
                        <CellText text={market.title}>
                          <Link to={`/market/${market._id}`}>{market.title}</Link>
                        </CellText>
                      </th>
                      <td>{t(`admin.markets.kinds.${market.kind}`)}</td>
                      <td>
                        <span className="admin-status">{t(`market.statuses.${s}`)}</span>
                        {market.blackout && (
                          <span className="admin-status admin-status--blackout">
                            {t("admin.markets.inBlackout")}
                          </span>
                        )}
                      </td>
                      <td>{formatDate(market.endDate)}</td>
                      <td>{market.kind === "prediction" ? formatMoney(market.volume) : "—"}</td>
                      <td>
                        <RowActions name={market.title}>
                          <Link
                            to={`/admin/markets/${market._id}/election`}
                            className="portal-button"
                          >
                            {t("admin.markets.election")}
                          </Link>
                          {s === "pending_review" && (
                            <button
                              type="button"
                              className="portal-button"
                              disabled={busy(`publish:${market._id}`)}
                              onClick={() => void publish(market)}
                            >
                              {t("admin.markets.publish")}
                            </button>
                          )}
                          {s === "active" && (
                            <button
                              type="button"
                              className="portal-button"
                              disabled={busy(`stop:${market._id}`)}
                              onClick={() => void stop(market)}
                            >
                              {t("admin.markets.stop")}
                            </button>
                          )}
                          {s === "closed" && (
                            <button
                              type="button"
                              className="portal-button"
                              disabled={busy(`play:${market._id}`)}
                              onClick={() => void play(market)}
                            >
                              {t("admin.markets.play")}
                            </button>
                          )}
                          {running && (
                            <button
                              type="button"
                              className="portal-button"
                              onClick={() => open("resolve", market)}
                            >
                              {t("admin.markets.resolve")}
                            </button>
                          )}
                          {s !== "resolved" && s !== "cancelled" && (
                            <button
                              type="button"
                              className="portal-button"
                              onClick={() => open("cancel", market)}
                            >
                              {t("admin.markets.cancel")}
                            </button>
                          )}
                        </RowActions>
                      </td>
                    </tr>
                  );
                })}
              </DataTable>
              <Pager
                pagination={data.pagination}
                list={t("admin.markets.title")}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
