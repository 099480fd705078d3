import {
  LANGUAGES,
  MAX_PUBLISHER_ORIGINS,
  MAX_PUBLISHER_SHARE_PERCENT,
  WIDGET_THEMES,
  type FieldIssue,
} from "@pulso/core";
import { useState } from "react";
import { SelectField, TextAreaField } from "../auth/FieldControls";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { useCheckedForm } from "../support/useCheckedForm";
import {
  checkPublisher,
  isFieldRefusal,
  publisherBody,
  withFieldIssues,
  type PublisherValues,
} from "./publisherForm";

/** The fields a publisher form sends (the server's refusals of them show by the field). */
const FIELDS = [
  "name",
  "contactEmail",
  "defaultLanguage",
  "defaultTheme",
  "origins",
  "sharePercent",
];

/**
 * A publisher form's state: core's checks before sending, and every refusal of the server by its
 * field (the origins' with the line they are on).
 */
export function usePublisherForm<TResult>(
  initial: PublisherValues,
  send: (body: ReturnType<typeof publisherBody>) => Promise<TResult>,
  onSuccess: (result: TResult) => void,
) {
  const { t, error } = usePortalT();
  // Which line of the origins the last issue was about (the field shows one message).
  const [originIssue, setOriginIssue] = useState<FieldIssue | null>(null);
  const remember = (issues: readonly FieldIssue[]) =>
    setOriginIssue(issues.find((issue) => issue.path === "origins") ?? null);
  const form = useCheckedForm<PublisherValues, TResult>(initial, {
    validate: (values) => {
      const checked = checkPublisher(values);
      remember(checked.ok ? [] : checked.issues);
      return checked;
    },
    submit: (values) => withFieldIssues(() => send(publisherBody(values)), FIELDS, remember),
    failureMessage: (cause) =>
      isFieldRefusal(cause)
        ? t("admin.common.formErrors")
        : t("admin.common.failed", { reason: error(cause) }),
    onSuccess,
    invalidMessage: t("admin.common.formErrors"),
  });
  const originsError = form.field("origins").error;
  const line = originIssue?.params?.line;
  return {
    ...form,
    originsError:
      originsError && typeof line === "number"
        ? t("publishers.fields.originLine", { line, message: originsError })
        : originsError,
  };
}

/** The fields of a publisher's create and edit forms, bound to {@link usePublisherForm}. */
export function PublisherFields({ form }: { form: ReturnType<typeof usePublisherForm<unknown>> }) {
  const { t } = usePortalT();
  const { field } = form;
  return (
    <>
      <div className="admin-grid">
        <FormField
          label={t("publishers.fields.name")}
          autoComplete="organization"
          maxLength={100}
          {...field("name")}
        />
        <FormField
          label={t("publishers.fields.contactEmail")}
          type="email"
          autoComplete="email"
          {...field("contactEmail")}
        />
        <SelectField
          label={t("publishers.fields.defaultLanguage")}
          options={LANGUAGES.map((value) => ({
            value,
            label: t(`publishers.languages.${value}`),
          }))}
          {...field("defaultLanguage")}
        />
        <SelectField
          label={t("publishers.fields.defaultTheme")}
          options={WIDGET_THEMES.map((value) => ({
            value,
            label: t(`publishers.themes.${value}`),
          }))}
          {...field("defaultTheme")}
        />
        <FormField
          label={t("publishers.fields.sharePercent")}
          hint={t("publishers.fields.shareHint", { max: MAX_PUBLISHER_SHARE_PERCENT })}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PUBLISHER_SHARE_PERCENT}
          step={0.01}
          {...field("sharePercent")}
        />
      </div>
      <TextAreaField
        label={t("publishers.fields.origins")}
        hint={t("publishers.fields.originsHint", { max: MAX_PUBLISHER_ORIGINS })}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        className="portal-textarea admin-mono"
        {...field("origins")}
        error={form.originsError}
      />
    </>
  );
}
