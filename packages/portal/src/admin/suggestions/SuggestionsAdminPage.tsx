import {
  MAX_PROFIT_SHARE_PERCENT,
  MIN_PROFIT_SHARE_PERCENT,
  profitShareField,
  SUGGESTION_STATUSES,
  type Market,
  type Suggestion,
  type SuggestionStatus,
  type UpdateSuggestionBody,
} from "@pulso/core";
import { usePulso, type QueryState, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { FormField } from "../../auth/FormField";
import { usePortalT } from "../../i18n/usePortalT";
import { ConfirmPanel, EmptyState, FeedbackMessage, useAdminAction } from "../adminUi";
import { Pager } from "../../layout/Pager";
import { QueryView } from "../../pulso/QueryView";
import { SelectField, TextAreaField } from "../../auth/FieldControls";
import type { CreateMarketState } from "../markets/CreateMarketPage";
import { DataTable } from "../../layout/DataTable";

type AdminAction = ReturnType<typeof useAdminAction>;

/**
 * `/admin/suggestions` (spec §6, DESIGN §2): every suggestion with a status filter. A pending one
 * is approved with a profit share of 5–15% (refused outside it) or rejected (confirmed), both with
 * admin notes; an approved one is linked to a market (status `created`), or a market is created
 * from it with the form pre-filled.
 */
export function SuggestionsAdminPage() {
  const { t } = usePortalT();
  const [status, setStatus] = useState<SuggestionStatus | "">("");
  const [page, setPage] = useState(1);
  const action = useAdminAction();
  const suggestions = useQuery(`admin-suggestions:${status}:${page}`, (pulso) =>
    pulso.queries.suggestions(status ? { status, page } : { page }),
  );
  const markets = useQuery("admin-suggestions:markets", (pulso) =>
    pulso.queries.pollList({ status: "all", limit: 100 }),
  );
  return (
    <div className="admin-suggestions">
      <PageHeading>{t("admin.suggestions.title")}</PageHeading>
      <p className="portal-muted">{t("admin.suggestions.intro")}</p>
      <div className="admin-toolbar">
        <SelectField
          label={t("admin.suggestions.filterStatus")}
          value={status}
          options={[
            { value: "", label: t("admin.common.allStatuses") },
            ...SUGGESTION_STATUSES.map((value) => ({
              value,
              label: t(`admin.suggestions.statuses.${value}`),
            })),
          ]}
          onValueChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <FeedbackMessage feedback={action.feedback} />
      <QueryView state={suggestions} errorText={t("admin.suggestions.loadError")}>
        {(data) =>
          data.suggestions.length === 0 ? (
            <EmptyState>{t("admin.suggestions.empty")}</EmptyState>
          ) : (
            <>
              <DataTable
                look="admin-table"
                caption={t("admin.suggestions.tableCaption")}
                columns={[
                  t("admin.suggestions.suggestion"),
                  t("admin.common.category"),
                  t("admin.common.status"),
                  t("admin.suggestions.review"),
                ]}
              >
                {data.suggestions.map((suggestion) => (
                  <SuggestionRow
                    key={suggestion._id}
                    suggestion={suggestion}
                    markets={markets}
                    action={action}
                  />
                ))}
              </DataTable>
              {data.pagination && (
                <Pager
                  pagination={data.pagination}
                  list={t("admin.suggestions.title")}
                  onPageChange={setPage}
                />
              )}
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function SuggestionRow({
  suggestion,
  markets,
  action,
}: {
  suggestion: Suggestion;
  markets: QueryState<{ polls: readonly Market[] }>;
  action: AdminAction;
}) {
  const pulso = usePulso();
  const { t, error, formatDate } = usePortalT();
  const [notes, setNotes] = useState(suggestion.adminNotes ?? "");
  const [share, setShare] = useState(
    suggestion.profitSharePercentage === null ? "" : String(suggestion.profitSharePercentage),
  );
  const [shareError, setShareError] = useState<string | undefined>();
  const [marketId, setMarketId] = useState("");
  const [rejecting, setRejecting] = useState(false);
  const id = suggestion._id;
  const title = suggestion.titleEn;
  const withNotes = (body: UpdateSuggestionBody): UpdateSuggestionBody =>
    notes.trim() ? { ...body, adminNotes: notes.trim() } : body;

  const approve = () => {
    const parsed = profitShareField.safeParse(share.trim() === "" ? undefined : Number(share));
    if (!parsed.success) {
      setShareError(error("PROFIT_SHARE_OUT_OF_RANGE"));
      return;
    }
    setShareError(undefined);
    void action.run(
      `approve:${id}`,
      () =>
        pulso.suggestions.updateSuggestion(
          id,
          withNotes({ status: "approved", profitSharePercentage: parsed.data }),
        ),
      () => t("admin.suggestions.approved", { share: parsed.data }),
    );
  };
  const reject = async () => {
    const done = await action.run(
      `reject:${id}`,
      () => pulso.suggestions.updateSuggestion(id, withNotes({ status: "rejected" })),
      () => t("admin.suggestions.rejected"),
    );
    if (done) setRejecting(false);
  };
  const link = () =>
    void action.run(
      `link:${id}`,
      () => pulso.suggestions.updateSuggestion(id, { status: "created", linkedMarketId: marketId }),
      () => t("admin.suggestions.linked"),
    );
  const loadedMarkets = markets.data?.polls ?? [];
  const linked = loadedMarkets.find((market) => market._id === suggestion.linkedMarketId);
  // A settled market's fees are already paid out, and a market takes one suggestion only.
  const linkable = loadedMarkets.filter(
    (market) =>
      market.status !== "resolved" && market.status !== "cancelled" && market.suggestionId === null,
  );

  return (
    <tr>
      <th scope="row">
        <span>{title}</span>
        {suggestion.titleEs && <span className="portal-muted"> · {suggestion.titleEs}</span>}
        <p className="portal-muted">{suggestion.descriptionEn}</p>
        <p className="portal-muted">
          {t("admin.suggestions.by", { name: suggestion.user.name })} ·{" "}
          {formatDate(suggestion.createdAt)}
          {suggestion.estimatedEndDate &&
            ` · ${t("admin.suggestions.estimatedEnd", { date: formatDate(suggestion.estimatedEndDate) })}`}
        </p>
      </th>
      <td>{t(`marketList.categories.${suggestion.category}`)}</td>
      <td>
        <span className="admin-status">{t(`admin.suggestions.statuses.${suggestion.status}`)}</span>
        {suggestion.profitSharePercentage !== null && (
          <p className="portal-muted">
            {t("admin.suggestions.shareOf", { share: suggestion.profitSharePercentage })}
          </p>
        )}
      </td>
      <td>
        <div className="admin-review">
          {suggestion.status === "pending" && (
            <>
              <TextAreaField
                label={t("admin.suggestions.adminNotes")}
                value={notes}
                onValueChange={setNotes}
                rows={2}
              />
              <FormField
                label={t("admin.suggestions.profitShare")}
                type="number"
                min={MIN_PROFIT_SHARE_PERCENT}
                max={MAX_PROFIT_SHARE_PERCENT}
                step="0.5"
                value={share}
                hint={t("admin.suggestions.profitShareHint", {
                  min: MIN_PROFIT_SHARE_PERCENT,
                  max: MAX_PROFIT_SHARE_PERCENT,
                })}
                error={shareError}
                onChange={(event) => setShare(event.target.value)}
              />
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="portal-button portal-button--primary"
                  disabled={action.pending === `approve:${id}`}
                  onClick={approve}
                >
                  {t("admin.suggestions.approve")}
                </button>
                <button type="button" className="portal-button" onClick={() => setRejecting(true)}>
                  {t("admin.suggestions.reject")}
                </button>
              </div>
              {rejecting && (
                <ConfirmPanel
                  title={t("admin.suggestions.rejectTitle", { title })}
                  text={t("admin.suggestions.rejectText")}
                  confirmLabel={t("admin.suggestions.confirmReject")}
                  pending={action.pending === `reject:${id}`}
                  onConfirm={() => void reject()}
                  onDismiss={() => setRejecting(false)}
                />
              )}
            </>
          )}
          {suggestion.status === "approved" && (
            <>
              {/* Until the markets arrive, say they are loading rather than that there are none. */}
              {markets.status !== "success" ? (
                <QueryView state={markets} errorText={t("admin.suggestions.marketsLoadError")}>
                  {() => null}
                </QueryView>
              ) : linkable.length === 0 ? (
                <p className="portal-muted">{t("admin.suggestions.noMarkets")}</p>
              ) : (
                <>
                  <SelectField
                    label={t("admin.suggestions.market")}
                    value={marketId}
                    options={[
                      { value: "", label: t("admin.suggestions.chooseMarket") },
                      ...linkable.map((market) => ({ value: market._id, label: market.title })),
                    ]}
                    onValueChange={setMarketId}
                  />
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="portal-button portal-button--primary"
                      disabled={!marketId || action.pending === `link:${id}`}
                      onClick={link}
                    >
                      {t("admin.suggestions.linkMarket")}
                    </button>
                  </div>
                </>
              )}
              <Link
                to="/admin/markets/new"
                state={{ suggestion } satisfies CreateMarketState}
                className="portal-button"
              >
                {t("admin.suggestions.createMarket")}
              </Link>
            </>
          )}
          {suggestion.status === "created" && suggestion.linkedMarketId && (
            <p>
              {t("admin.suggestions.linkedTo")}{" "}
              <Link to={`/market/${suggestion.linkedMarketId}`}>
                {linked?.title ?? suggestion.linkedMarketId}
              </Link>
            </p>
          )}
          {suggestion.status !== "pending" && suggestion.adminNotes && (
            <p className="portal-muted portal-prewrap">{suggestion.adminNotes}</p>
          )}
        </div>
      </td>
    </tr>
  );
}
