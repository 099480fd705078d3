import { forgotPasswordBodySchema, validate } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { AuthForm } from "../auth/AuthForm";
import { FormField } from "../auth/FormField";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT } from "../i18n/usePortalT";

/**
 * `/forgot-password`: a valid email, then the same confirmation whether or not an account
 * exists (the server never tells).
 */
export function ForgotPasswordPage() {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [sent, setSent] = useState(false);
  const form = useAuthForm(
    { email: "" },
    {
      validate: (values) => validate(forgotPasswordBodySchema, values),
      submit: async (values) => {
        await pulso.api.forgotPassword(values);
        setSent(true);
      },
      failureMessage: (error) => translator.error(error),
    },
  );
  return (
    <div className="portal-page portal-page--narrow portal-auth">
      <PageHeading>{t("auth.forgotTitle")}</PageHeading>
      {sent ? (
        <FormAlert message={t("auth.forgotSent")} tone="success" />
      ) : (
        <>
          <p className="portal-muted">{t("auth.forgotIntro")}</p>
          <AuthForm
            form={form}
            submitLabel={t("auth.forgotSubmit")}
            pendingLabel={t("auth.sending")}
          >
            <FormField
              label={t("auth.email")}
              type="email"
              autoComplete="email"
              value={form.values.email}
              {...form.field("email")}
            />
          </AuthForm>
        </>
      )}
      <p>
        <Link to="/login">{t("auth.backToLogin")}</Link>
      </p>
    </div>
  );
}
