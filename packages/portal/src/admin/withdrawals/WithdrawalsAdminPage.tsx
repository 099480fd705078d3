import {
  findChain,
  shortenAddress,
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalStatus,
} from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { PageHeading } from "../../a11y/PageHeading";
import { usePortalT } from "../../i18n/usePortalT";
import {
  CellText,
  ConfirmPanel,
  EmptyState,
  FeedbackMessage,
  RowActions,
  useAdminAction,
} from "../adminUi";
import { QueryView } from "../../pulso/QueryView";
import { SelectField, TextAreaField } from "../../auth/FieldControls";
import { DataTable } from "../../layout/DataTable";

type Reviewing = { kind: "approve" | "reject"; withdrawal: Withdrawal } | null;

/**
 * `/admin/withdrawals` (DESIGN §2, §9): every user's withdrawals, newest first, by status. A
 * requested one is approved (the server sends it from the hot wallet and records the tx hash) or
 * rejected with a reason (the held funds return); both are confirmed first.
 */
export function WithdrawalsAdminPage() {
  const pulso = usePulso();
  const { t, formatDate, formatMoney } = usePortalT();
  const [status, setStatus] = useState<WithdrawalStatus | "">("");
  const [reviewing, setReviewing] = useState<Reviewing>(null);
  const [reason, setReason] = useState("");
  const action = useAdminAction();
  const withdrawals = useQuery(`admin-withdrawals:${status}`, (p) =>
    p.queries.adminWithdrawals(status ? { status } : {}),
  );
  const currency = (withdrawal: Withdrawal) =>
    `${withdrawal.cryptocurrency} · ${findChain(withdrawal.chainId)?.name ?? withdrawal.chainId}`;

  const approve = async (withdrawal: Withdrawal) => {
    const done = await action.run(
      `approve:${withdrawal._id}`,
      () => pulso.payments.approveWithdrawal(withdrawal._id),
      (result) =>
        result.txHash
          ? t("admin.withdrawals.approvedTx", { hash: result.txHash })
          : t("admin.withdrawals.approved"),
    );
    if (done) setReviewing(null);
  };
  const reject = async (withdrawal: Withdrawal) => {
    const notes = reason.trim();
    const done = await action.run(
      `reject:${withdrawal._id}`,
      () => pulso.payments.rejectWithdrawal(withdrawal._id, notes ? { adminNotes: notes } : {}),
      () => t("admin.withdrawals.rejected"),
    );
    if (done) setReviewing(null);
  };
  const open = (kind: "approve" | "reject", withdrawal: Withdrawal) => {
    action.setFeedback(null);
    setReason("");
    setReviewing({ kind, withdrawal });
  };

  return (
    <div>
      <PageHeading>{t("admin.withdrawals.title")}</PageHeading>
      <p className="portal-muted">{t("admin.withdrawals.intro")}</p>
      <div className="admin-toolbar">
        <SelectField<WithdrawalStatus>
          label={t("admin.withdrawals.filterStatus")}
          value={status}
          options={[
            { value: "", label: t("admin.common.allStatuses") },
            ...WITHDRAWAL_STATUSES.map((value) => ({
              value,
              label: t(`admin.withdrawals.statuses.${value}`),
            })),
          ]}
          onValueChange={setStatus}
        />
      </div>
      <FeedbackMessage feedback={action.feedback} />
      {reviewing?.kind === "approve" && (
        <ConfirmPanel
          title={t("admin.withdrawals.approveTitle", {
            amount: formatMoney(reviewing.withdrawal.amount),
          })}
          text={t("admin.withdrawals.approveText", {
            amount: formatMoney(reviewing.withdrawal.amount),
            currency: currency(reviewing.withdrawal),
            wallet: shortenAddress(reviewing.withdrawal.walletAddress),
          })}
          confirmLabel={t("admin.withdrawals.confirmApprove")}
          pending={action.pending === `approve:${reviewing.withdrawal._id}`}
          onConfirm={() => void approve(reviewing.withdrawal)}
          onDismiss={() => setReviewing(null)}
        />
      )}
      {reviewing?.kind === "reject" && (
        <ConfirmPanel
          title={t("admin.withdrawals.rejectTitle", {
            amount: formatMoney(reviewing.withdrawal.amount),
          })}
          text={t("admin.withdrawals.rejectText")}
          confirmLabel={t("admin.withdrawals.confirmReject")}
          pending={action.pending === `reject:${reviewing.withdrawal._id}`}
          onConfirm={() => void reject(reviewing.withdrawal)}
          onDismiss={() => setReviewing(null)}
        >
          <TextAreaField
            label={t("admin.withdrawals.reason")}
            value={reason}
            onValueChange={setReason}
            rows={2}
          />
        </ConfirmPanel>
      )}
      <QueryView state={withdrawals} errorText={t("admin.withdrawals.loadError")}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{t("admin.withdrawals.empty")}</EmptyState>
          ) : (
            <DataTable
              look="admin-table"
              caption={t("admin.withdrawals.tableCaption")}
              columns={[
                t("admin.withdrawals.date"),
                t("admin.common.user"),
                t("admin.withdrawals.amount"),
                t("admin.withdrawals.currency"),
                t("admin.withdrawals.wallet"),
                t("admin.common.status"),
                t("admin.withdrawals.txHash"),
                t("admin.common.actions"),
              ]}
            >
              {data.map((withdrawal) => (
                <tr key={withdrawal._id}>
                  <th scope="row">
                    {formatDate(withdrawal.createdAt, {
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </th>
                  <td className="admin-mono">
                    <CellText text={withdrawal.userId} />
                  </td>
                  <td>{formatMoney(withdrawal.amount)}</td>
                  <td>{currency(withdrawal)}</td>
                  <td className="admin-mono" title={withdrawal.walletAddress}>
                    {shortenAddress(withdrawal.walletAddress)}
                  </td>
                  <td>
                    <span className="admin-status">
                      {t(`admin.withdrawals.statuses.${withdrawal.status}`)}
                    </span>
                    {withdrawal.adminNotes && (
                      <p className="portal-muted">
                        <CellText text={withdrawal.adminNotes} />
                      </p>
                    )}
                  </td>
                  <td className="admin-mono">
                    {withdrawal.txHash ? (
                      <CellText text={withdrawal.txHash} />
                    ) : (
                      t("admin.common.none")
                    )}
                  </td>
                  <td>
                    {withdrawal.status === "requested" && (
                      <RowActions>
                        <button
                          type="button"
                          className="portal-button"
                          onClick={() => open("approve", withdrawal)}
                        >
                          {t("admin.withdrawals.approve")}
                        </button>
                        <button
                          type="button"
                          className="portal-button"
                          onClick={() => open("reject", withdrawal)}
                        >
                          {t("admin.withdrawals.reject")}
                        </button>
                      </RowActions>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </div>
  );
}
