import { loginFormSchema, validate } from "@pulso/core";
import { usePulso, useSession } from "@pulso/widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { AuthForm } from "../auth/AuthForm";
import { FormField } from "../auth/FormField";
import { authFailureMessage } from "../auth/formIssues";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT } from "../i18n/usePortalT";
import { nextFromSearch } from "../platform/nextPath";

/**
 * `/login` (spec §5): a valid email and a password of at least 6 characters, checked with core's
 * rules before sending; a failure shows 'Login failed: …'. Success goes to `/` (the sdk's hook),
 * or to `?next=` when that is one of the portal's own paths (the guards send readers here so).
 */
export function LoginPage() {
  const pulso = usePulso();
  const session = useSession();
  const translator = usePortalT();
  const { t } = translator;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextFromSearch(search.toString());
  const form = useAuthForm(
    { email: "", password: "" },
    {
      validate: (values) => validate(loginFormSchema, values),
      submit: async (values) => {
        await pulso.session.login(values);
        if (next) await navigate(next, { replace: true });
      },
      failureMessage: (error) => authFailureMessage(error, "LOGIN_FAILED", translator),
    },
  );
  return (
    <div className="portal-page portal-page--narrow portal-auth">
      <PageHeading>{t("auth.loginTitle")}</PageHeading>
      {session.status === "signed-in" && session.user && (
        <p className="portal-muted">{t("auth.alreadySignedIn", { name: session.user.name })}</p>
      )}
      <AuthForm form={form} submitLabel={t("auth.loginSubmit")} pendingLabel={t("auth.loggingIn")}>
        <FormField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          value={form.values.email}
          {...form.field("email")}
        />
        <FormField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          {...form.field("password")}
        />
      </AuthForm>
      <p>
        <Link to="/forgot-password">{t("auth.forgotLink")}</Link>
      </p>
      <p>
        {t("auth.noAccount")}{" "}
        <Link to={next ? `/signup?next=${encodeURIComponent(next)}` : "/signup"}>
          {t("header.signUp")}
        </Link>
      </p>
    </div>
  );
}
