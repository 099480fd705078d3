import { centsToDollars, SIGNUP_CREDIT_CENTS, signupFormSchema, validate } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { AuthForm } from "../auth/AuthForm";
import { FormField } from "../auth/FormField";
import { authFailureMessage } from "../auth/formIssues";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT } from "../i18n/usePortalT";
import { nextFromSearch } from "../platform/nextPath";

/**
 * Core's sign-up rules, with the confirmation compared even while other fields still fail (the
 * schema's cross-field check runs only once every field passes), so every message shows at once.
 */
function checkSignup(values: SignupFormValues) {
  const result = validate(signupFormSchema, values);
  if (result.ok) return result;
  const mismatch =
    values.password !== values.confirmPassword &&
    !result.issues.some((issue) => issue.path === "confirmPassword");
  return {
    ok: false as const,
    issues: mismatch
      ? [...result.issues, { path: "confirmPassword", code: "PASSWORDS_DO_NOT_MATCH" }]
      : result.issues,
  };
}

interface SignupFormValues extends Record<string, string | boolean> {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/**
 * `/signup` (spec §5): name of at least 3 characters, a valid email, a password of at least 8
 * with an uppercase letter and a number, matching confirmation, and the terms accepted, checked
 * with core's rules; a failure shows 'Registration failed: …' (or why, when the reader can act).
 * Success goes to `/` (the sdk's hook), or to `?next=` when that is one of the portal's own paths.
 */
export function SignupPage() {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t, formatMoney, lang } = translator;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextFromSearch(search.toString());
  const form = useAuthForm<SignupFormValues>(
    { name: "", email: "", password: "", confirmPassword: "", acceptTerms: false },
    {
      validate: checkSignup,
      submit: async ({ name, email, password }) => {
        await pulso.session.signup({ name, email, password, language: lang });
        if (next) await navigate(next, { replace: true });
      },
      failureMessage: (error) => authFailureMessage(error, "REGISTRATION_FAILED", translator),
    },
  );
  return (
    <div className="portal-page portal-page--narrow portal-auth">
      <PageHeading>{t("auth.signupTitle")}</PageHeading>
      <p className="portal-muted">
        {t("auth.signupIntro", { credit: formatMoney(centsToDollars(SIGNUP_CREDIT_CENTS)) })}
      </p>
      <AuthForm form={form} submitLabel={t("auth.signupSubmit")} pendingLabel={t("auth.signingUp")}>
        <FormField
          label={t("auth.name")}
          autoComplete="name"
          value={form.values.name}
          {...form.field("name")}
        />
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
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          value={form.values.password}
          {...form.field("password")}
        />
        <FormField
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          {...form.field("confirmPassword")}
        />
        <FormField
          label={t("auth.acceptTerms")}
          type="checkbox"
          checked={form.values.acceptTerms}
          {...form.field("acceptTerms")}
        />
      </AuthForm>
      <p>
        {t("auth.haveAccount")}{" "}
        <Link to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}>
          {t("header.logIn")}
        </Link>
      </p>
    </div>
  );
}
