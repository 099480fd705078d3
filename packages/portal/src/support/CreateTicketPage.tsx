import { ticketFormSchema, validate, type TicketCategory, type TicketPriority } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { AttachmentPicker } from "./AttachmentPicker";
import { failureMessage } from "./failureMessage";
import { SelectField, TextAreaField } from "../auth/FieldControls";
import { ticketChoices } from "./ticketLabels";
import { useCheckedForm } from "./useCheckedForm";
import "./support.css";

/**
 * `/support/create` and `/create-ticket` (spec §2, §5): subject (at least 5 characters), category,
 * priority (medium unless chosen), description (at least 20) and up to five attachments, checked
 * with core's rules before sending; 'Failed to create ticket' when it fails, the new ticket's page
 * when it works.
 */
export function CreateTicketPage() {
  const pulso = usePulso();
  const navigate = useNavigate();
  const translator = usePortalT();
  const { t } = translator;
  const choices = ticketChoices(translator);
  const [files, setFiles] = useState<File[]>([]);
  const form = useCheckedForm(
    { subject: "", category: "", priority: "medium", description: "" },
    {
      validate: (values) => validate(ticketFormSchema, values),
      submit: async (values) => {
        const ticket = await pulso.support.createTicket(
          {
            subject: values.subject.trim(),
            category: values.category as TicketCategory,
            priority: values.priority as TicketPriority,
            description: values.description.trim(),
          },
          files,
        );
        await navigate(`/support/tickets/${ticket._id}`);
      },
      failureMessage: (error) =>
        failureMessage(error, translator.error("TICKET_CREATE_FAILED"), translator),
    },
  );

  return (
    <div className="portal-page portal-page--narrow">
      <p>
        <Link to="/support/tickets">{t("support.backToList")}</Link>
      </p>
      <PageHeading>{t("support.createTitle")}</PageHeading>
      <form
        noValidate
        className="portal-support-form"
        onSubmit={(event) => void form.onSubmit(event)}
      >
        <FormAlert message={form.formError} tone="error" />
        <FormField label={t("support.subject")} maxLength={200} {...form.field("subject")} />
        <SelectField
          label={t("support.category")}
          placeholder={t("support.chooseCategory")}
          options={choices.categories}
          {...form.field("category")}
        />
        <SelectField
          label={t("support.priority")}
          options={choices.priorities}
          {...form.field("priority")}
        />
        <TextAreaField
          label={t("support.description")}
          hint={t("support.descriptionHint")}
          rows={8}
          {...form.field("description")}
        />
        <AttachmentPicker files={files} onChange={setFiles} disabled={form.pending} />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={form.pending}
          >
            {form.pending ? t("support.creating") : t("support.createSubmit")}
          </button>
        </div>
      </form>
    </div>
  );
}
