import { tokenParamsSchema, validate } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";
import "./account.css";

type Outcome = { state: "checking" } | { state: "verified" } | { state: "failed"; error: unknown };

/**
 * `/verifyEmail/:token`: where the link mailed at sign-up lands (DESIGN §5). It spends the link
 * once (POST /auth/verifyEmail/:token), refreshes the signed-in user so every screen sees the
 * verified address, and otherwise says why the link failed and where to ask for a new one.
 */
export function VerifyEmailPage() {
  const { token = "" } = useParams();
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [outcome, setOutcome] = useState<Outcome>(() =>
    validate(tokenParamsSchema, { token }).ok
      ? { state: "checking" }
      : { state: "failed", error: "VERIFICATION_TOKEN_INVALID" },
  );
  // A link is single use: the check runs once per token, even when React mounts twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (outcome.state !== "checking" || sent.current === token) return;
    sent.current = token;
    pulso.api.verifyEmail(token).then(
      () => {
        setOutcome({ state: "verified" });
        if (pulso.session.store.getState().user) void pulso.session.refresh().catch(() => null);
      },
      (error: unknown) => setOutcome({ state: "failed", error }),
    );
  }, [outcome.state, pulso, token]);

  return (
    <div className="portal-page portal-page--narrow portal-auth">
      <PageHeading>{t("account.verification.pageTitle")}</PageHeading>
      {outcome.state === "checking" && (
        <p className="portal-muted" role="status">
          {t("account.verification.checking")}
        </p>
      )}
      {outcome.state === "verified" && (
        <>
          <FormAlert tone="success" message={t("account.verification.success")} />
          <p>
            <Link to="/account" className="portal-button portal-button--primary">
              {t("account.verification.dashboard")}
            </Link>
          </p>
        </>
      )}
      {outcome.state === "failed" && (
        <>
          <p className="portal-alert portal-alert--error" role="alert">
            <strong>{t("account.verification.invalidTitle")}</strong>{" "}
            {translator.error(outcome.error)}
          </p>
          <p>
            <Link to="/account/userProfile#account-email" className="portal-button">
              {t("account.verification.requestNew")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
