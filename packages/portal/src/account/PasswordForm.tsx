import { isApiError } from "@pulso/api-client";
import {
  passwordChangeFormSchema,
  updatePasswordBodySchema,
  validate,
  type FieldIssue,
} from "@pulso/core";
import { pulsoKeys } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";
import { useState, type FormEvent } from "react";
import { AuthForm } from "../auth/AuthForm";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";

interface PasswordFormValues extends Record<string, string> {
  passwordCurrent: string;
  password: string;
  passwordConfirm: string;
}

const EMPTY: PasswordFormValues = { passwordCurrent: "", password: "", passwordConfirm: "" };

/**
 * The password change rules, the same as the hint and the server's (DESIGN §5: the sign-up rule,
 * at least 8 characters with an uppercase letter and a number, not spec §5's 6): every field, the
 * new password by that rule, the two new ones equal, the mismatch reported even while another
 * field fails.
 */
function checkPasswordChange(
  values: PasswordFormValues,
): { ok: true } | { ok: false; issues: FieldIssue[] } {
  const form = validate(passwordChangeFormSchema, values);
  const newPassword = validate(updatePasswordBodySchema, values);
  const issues: FieldIssue[] = [
    // Core's form schema still holds spec §5's 6 characters: its word on the new password is
    // replaced by the body's rule, which the server applies.
    ...(form.ok ? [] : form.issues.filter((issue) => issue.path !== "password")),
    ...(newPassword.ok ? [] : newPassword.issues.filter((issue) => issue.path === "password")),
  ];
  const mismatch =
    values.passwordConfirm !== "" &&
    values.password !== values.passwordConfirm &&
    !issues.some((issue) => issue.path === "passwordConfirm");
  if (mismatch) issues.push({ path: "passwordConfirm", code: "PASSWORDS_DO_NOT_MATCH" });
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}

/** 'Failed to change password.' (spec §8), with the reason when the reader can act on it. */
function passwordFailureMessage(error: unknown, translator: PortalTranslator): string {
  const failed = translator.error("PASSWORD_CHANGE_FAILED");
  if (isApiError(error) && error.status < 500 && error.code !== "VALIDATION_FAILED") {
    return `${failed} ${translator.error(error)}`;
  }
  return failed;
}

/**
 * The password section of account settings. A change revokes the other sessions and answers with
 * a new one (the cookie, or in bearer mode the token the session keeps); the fields empty after.
 */
export function PasswordForm() {
  const { t } = usePortalT();
  const [changed, setChanged] = useState(false);
  // A new key empties the fields after a change.
  const [round, setRound] = useState(0);
  return (
    <div className="account-form">
      <PasswordFields
        key={round}
        onStart={() => setChanged(false)}
        onChanged={() => {
          setChanged(true);
          setRound((current) => current + 1);
        }}
      />
      <FormAlert message={changed ? t("account.profile.passwordChanged") : null} tone="success" />
    </div>
  );
}

function PasswordFields({ onStart, onChanged }: { onStart(): void; onChanged(): void }) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const form = useAuthForm<PasswordFormValues>(EMPTY, {
    validate: checkPasswordChange,
    submit: async (values) => {
      const result = await pulso.api.updateMyPassword(values);
      if (pulso.session.mode === "bearer") await pulso.session.setToken(result.token);
      else pulso.queryClient.setQueryData(pulsoKeys.currentUser, result.user);
      onChanged();
    },
    failureMessage: (error) => passwordFailureMessage(error, translator),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    onStart();
    return form.onSubmit(event);
  };
  return (
    <AuthForm
      form={{ ...form, onSubmit }}
      submitLabel={t("account.profile.changePassword")}
      pendingLabel={t("account.profile.changingPassword")}
    >
      <FormField
        label={t("account.profile.currentPassword")}
        type="password"
        autoComplete="current-password"
        value={form.values.passwordCurrent}
        {...form.field("passwordCurrent")}
      />
      <FormField
        label={t("account.profile.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        value={form.values.password}
        {...form.field("password")}
      />
      <FormField
        label={t("account.profile.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={form.values.passwordConfirm}
        {...form.field("passwordConfirm")}
      />
    </AuthForm>
  );
}
