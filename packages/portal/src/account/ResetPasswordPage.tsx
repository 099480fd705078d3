import { isApiError } from "@pulso/api-client";
import { resetPasswordBodySchema, tokenParamsSchema, validate, type FieldIssue } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { AuthForm } from "../auth/AuthForm";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import { LanguageSwitcher } from "../layout/LanguageSwitcher";
import "./account.css";

interface ResetFormValues extends Record<string, string> {
  password: string;
  passwordConfirm: string;
}

/**
 * Core's reset rules (the sign-up password: at least 8 characters, an uppercase letter and a
 * number; the confirmation equal), the mismatch reported even while the password still fails.
 */
function checkReset(values: ResetFormValues): { ok: true } | { ok: false; issues: FieldIssue[] } {
  const result = validate(resetPasswordBodySchema, values);
  if (result.ok) return result;
  const mismatch =
    values.password !== values.passwordConfirm &&
    !result.issues.some((issue) => issue.path === "passwordConfirm");
  return {
    ok: false,
    issues: mismatch
      ? [...result.issues, { path: "passwordConfirm", code: "PASSWORDS_DO_NOT_MATCH" }]
      : result.issues,
  };
}

/** Whether the server refused the link itself (unknown, expired or used), not the password. */
function isBadToken(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === "RESET_TOKEN_INVALID") return true;
  const details = error.details as { issues?: unknown } | undefined;
  return (
    error.code === "VALIDATION_FAILED" &&
    Array.isArray(details?.issues) &&
    details.issues.some((issue: { path?: unknown }) => String(issue.path).includes("token"))
  );
}

/** 'Failed to change password.' with the server's reason when the reader can act on it. */
function resetFailureMessage(error: unknown, translator: PortalTranslator): string {
  const failed = translator.error("PASSWORD_CHANGE_FAILED");
  if (isApiError(error) && error.status < 500 && error.code !== "VALIDATION_FAILED") {
    return `${failed} ${translator.error(error)}`;
  }
  return failed;
}

/**
 * `/resetPassword/:token` (spec §2), standalone: no header or footer, so it draws its own frame
 * (name, language switcher, main landmark) and shows every outcome inline (there is no toaster).
 * A link that is malformed, unknown, expired or already used says so and offers a new one.
 */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const { t } = usePortalT();
  return (
    <div className="portal account-standalone">
      <div className="account-standalone__bar">
        <Link to="/" className="portal-logo" aria-label={t("header.home")}>
          <span className="portal-logo__mark" aria-hidden="true">
            ◉
          </span>
          <span>{t("app.name")}</span>
        </Link>
        <LanguageSwitcher />
      </div>
      <main id="main" className="account-standalone__main" tabIndex={-1}>
        <div className="portal-page portal-page--narrow portal-auth">
          <PageHeading>{t("account.reset.title")}</PageHeading>
          <ResetPasswordContent token={token} />
        </div>
      </main>
    </div>
  );
}

function ResetPasswordContent({ token }: { token: string }) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [done, setDone] = useState(false);
  // The refusal to show: an error code or the server's ApiError, translated when shown.
  const [badToken, setBadToken] = useState<unknown>(() =>
    validate(tokenParamsSchema, { token }).ok ? null : "RESET_TOKEN_INVALID",
  );
  const form = useAuthForm<ResetFormValues>(
    { password: "", passwordConfirm: "" },
    {
      validate: checkReset,
      submit: async (values) => {
        try {
          await pulso.api.resetPassword(token, values);
        } catch (error) {
          if (!isBadToken(error)) throw error;
          setBadToken(
            isApiError(error) && error.code === "RESET_TOKEN_INVALID"
              ? error
              : "RESET_TOKEN_INVALID",
          );
          return;
        }
        setDone(true);
      },
      failureMessage: (error) => resetFailureMessage(error, translator),
    },
  );

  if (badToken !== null) {
    return (
      <>
        <p className="portal-alert portal-alert--error" role="alert">
          <strong>{t("account.reset.invalidTitle")}</strong> {translator.error(badToken)}
        </p>
        <p>
          <Link to="/forgot-password" className="portal-button portal-button--primary">
            {t("account.reset.requestNew")}
          </Link>
        </p>
      </>
    );
  }
  if (done) {
    return (
      <>
        <FormAlert message={t("account.reset.success")} tone="success" />
        <p>
          <Link to="/login" className="portal-button portal-button--primary">
            {t("account.reset.logIn")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="portal-muted">{t("account.reset.intro")}</p>
      <AuthForm
        form={form}
        submitLabel={t("account.reset.submit")}
        pendingLabel={t("account.reset.saving")}
      >
        <FormField
          label={t("account.reset.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          value={form.values.password}
          {...form.field("password")}
        />
        <FormField
          label={t("account.reset.confirmPassword")}
          type="password"
          autoComplete="new-password"
          value={form.values.passwordConfirm}
          {...form.field("passwordConfirm")}
        />
      </AuthForm>
    </>
  );
}
