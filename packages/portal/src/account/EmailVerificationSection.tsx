import type { User } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";

/**
 * The account page's e-mail verification state (DESIGN §5: withdrawals need a verified address)
 * and, until it is verified, a button that mails a new link (POST /auth/resendVerification; the
 * server limits it per account and says so).
 */
export function EmailVerificationSection({ user }: { user: User }) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; message: string } | null>(
    null,
  );

  const resend = async () => {
    setPending(true);
    setOutcome(null);
    try {
      await pulso.api.resendVerification();
      setOutcome({
        tone: "success",
        message: t("account.verification.resent", { email: user.email }),
      });
    } catch (error) {
      setOutcome({ tone: "error", message: translator.error(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-email">
      <h2 id="account-email">{t("account.verification.section")}</h2>
      {user.emailVerified ? (
        <p>{t("account.verification.verified", { email: user.email })}</p>
      ) : (
        <>
          <p>{t("account.verification.unverified", { email: user.email })}</p>
          <FormAlert message={outcome?.message ?? null} tone={outcome?.tone ?? "success"} />
          <button
            type="button"
            className="portal-button"
            disabled={pending}
            onClick={() => void resend()}
          >
            {pending ? t("account.verification.resending") : t("account.verification.resend")}
          </button>
        </>
      )}
    </section>
  );
}
