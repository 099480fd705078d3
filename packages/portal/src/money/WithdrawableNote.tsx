import type { DashboardStats } from "@pulso/core";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

/** The figures the note shows: GET /dashboard/stats answers them. */
export type WithdrawableFigures = Pick<
  DashboardStats,
  "balance" | "withdrawable" | "withdrawableReason"
>;

/**
 * The part of the balance that may be withdrawn now, and why it is less than the balance
 * (DESIGN §5): promotional credit, no deposit of the reader's own money yet, or an e-mail
 * address not verified (with the way to the account page that resends the link).
 */
export function WithdrawableNote({ figures }: { figures: WithdrawableFigures }) {
  const { t, formatMoney } = usePortalT();
  const reason = figures.withdrawableReason;
  return (
    <div className="withdrawable-note">
      <p>
        <span className="withdrawable-note__label">{t("withdrawable.label")}</span>{" "}
        <strong>{formatMoney(figures.withdrawable)}</strong>
      </p>
      {reason && (
        <p className="portal-muted">
          {t(`withdrawable.${reason}`, {
            promo: formatMoney(Math.max(0, figures.balance - figures.withdrawable)),
          })}
          {reason === "email_not_verified" && (
            <>
              {" "}
              <Link to="/account/userProfile#account-email">{t("withdrawable.verifyLink")}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
