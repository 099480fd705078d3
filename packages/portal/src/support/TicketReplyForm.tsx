import { replyTicketBodySchema, validate, type Ticket } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";
import { AttachmentPicker } from "./AttachmentPicker";
import { failureMessage } from "./failureMessage";
import { TextAreaField } from "../auth/FieldControls";
import type { TicketViewer } from "./ticketLabels";
import { useCheckedForm } from "./useCheckedForm";
import "./support.css";

/** Props of {@link TicketReplyForm}. */
export interface TicketReplyFormProps {
  ticket: Ticket;
  /** The owner is pointed to a new ticket when this one is closed; an admin is not. */
  viewer?: TicketViewer;
  /** Called with the updated ticket (the sdk has already cached it, so the thread shows it). */
  onSent?(ticket: Ticket): void;
}

/**
 * The reply box under a ticket's thread: a message (not blank) and up to five attachments, sent
 * with `pulso.support.replyToTicket`; 'Failed to send message' when it fails. A closed ticket
 * takes no replies: the form gives way to a note saying so.
 */
export function TicketReplyForm({ ticket, viewer = "user", onSent }: TicketReplyFormProps) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const form = useCheckedForm(
    { content: "" },
    {
      validate: (values) => validate(replyTicketBodySchema, values),
      submit: async (values) => {
        setSent(false);
        const updated = await pulso.support.replyToTicket(
          ticket._id,
          { content: values.content.trim() },
          files,
        );
        form.reset();
        setFiles([]);
        setSent(true);
        onSent?.(updated);
      },
      failureMessage: (error) =>
        failureMessage(error, translator.error("TICKET_MESSAGE_FAILED"), translator),
    },
  );

  if (ticket.status === "closed") {
    return (
      <p className="portal-alert portal-support-closed" role="status">
        {viewer === "user" ? (
          <>
            {t("support.closedNotice")} <Link to="/support/create">{t("support.closedLink")}</Link>.
          </>
        ) : (
          t("support.closedAdmin")
        )}
      </p>
    );
  }

  return (
    <form
      noValidate
      className="portal-support-form"
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <FormAlert message={form.formError} tone="error" />
      <FormAlert message={sent ? t("support.replySent") : null} tone="success" />
      <TextAreaField label={t("support.reply")} rows={4} {...form.field("content")} />
      <AttachmentPicker files={files} onChange={setFiles} disabled={form.pending} />
      <div className="portal-actions">
        <button
          type="submit"
          className="portal-button portal-button--primary"
          disabled={form.pending}
        >
          {form.pending ? t("support.replying") : t("support.replySubmit")}
        </button>
      </div>
    </form>
  );
}
