import {
  MARKET_CATEGORIES,
  suggestionFormSchema,
  validate,
  type CreateSuggestionBody,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { failureMessage } from "../support/failureMessage";
import { SelectField, TextAreaField } from "../auth/FieldControls";
import { useCheckedForm } from "../support/useCheckedForm";
import "../support/support.css";
import "./suggestions.css";

interface SuggestionValues extends Record<string, string> {
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  category: string;
  /** `YYYY-MM-DD` from the date input, or empty. */
  estimatedEndDate: string;
}

const EMPTY: SuggestionValues = {
  titleEn: "",
  titleEs: "",
  descriptionEn: "",
  descriptionEs: "",
  category: "",
  estimatedEndDate: "",
};

/**
 * The form's values as the call's body. A chosen day is sent as noon UTC, which stays the same
 * calendar day in every time zone from UTC−11 to UTC+11.
 */
function toBody(values: SuggestionValues) {
  return {
    ...values,
    estimatedEndDate: values.estimatedEndDate ? `${values.estimatedEndDate}T12:00:00.000Z` : null,
  };
}

/**
 * A new poll suggestion (spec §3, §5): English title, English description and category required,
 * Spanish texts and the estimated end date optional, checked with core's rules before sending
 * with `pulso.suggestions.createSuggestion` (which refreshes "My suggestions").
 */
export function SuggestionForm() {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [sent, setSent] = useState(false);
  const form = useCheckedForm(EMPTY, {
    validate: (values) => validate(suggestionFormSchema, toBody(values)),
    submit: async (values) => {
      setSent(false);
      const checked = validate(suggestionFormSchema, toBody(values));
      if (!checked.ok) return;
      const body: CreateSuggestionBody = checked.value;
      await pulso.suggestions.createSuggestion(body);
      form.reset();
      setSent(true);
    },
    failureMessage: (error) => failureMessage(error, t("suggestions.sendFailed"), translator),
  });
  const categories = MARKET_CATEGORIES.map((value) => ({
    value,
    label: t(`marketList.categories.${value}`),
  }));

  return (
    <form
      noValidate
      className="portal-support-form"
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <FormAlert message={form.formError} tone="error" />
      <FormAlert message={sent ? t("suggestions.sent") : null} tone="success" />
      <FormField
        label={t("suggestions.titleEn")}
        maxLength={200}
        required
        lang="en"
        {...form.field("titleEn")}
      />
      <FormField
        label={t("suggestions.titleEs")}
        hint={t("suggestions.optional")}
        maxLength={200}
        lang="es"
        {...form.field("titleEs")}
      />
      <TextAreaField
        label={t("suggestions.descriptionEn")}
        hint={t("suggestions.descriptionHint")}
        required
        lang="en"
        {...form.field("descriptionEn")}
      />
      <TextAreaField
        label={t("suggestions.descriptionEs")}
        hint={t("suggestions.optional")}
        lang="es"
        {...form.field("descriptionEs")}
      />
      <SelectField
        label={t("suggestions.category")}
        placeholder={t("suggestions.chooseCategory")}
        options={categories}
        required
        {...form.field("category")}
      />
      <FormField
        label={t("suggestions.estimatedEndDate")}
        hint={t("suggestions.estimatedEndDateHint")}
        type="date"
        {...form.field("estimatedEndDate")}
      />
      <div className="portal-actions">
        <button
          type="submit"
          className="portal-button portal-button--primary"
          disabled={form.pending}
        >
          {form.pending ? t("suggestions.sending") : t("suggestions.submit")}
        </button>
      </div>
    </form>
  );
}
