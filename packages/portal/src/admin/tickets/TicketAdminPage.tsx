import { isApiError } from "@pulso/api-client";
import {
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketStatusLabel,
} from "../../support/ticketLabels";
import {
  checkTicketOpenForReplies,
  replyTicketBodySchema,
  TICKET_TRANSITIONS,
  validate,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  type UpdateTicketBody,
} from "@pulso/core";
import { usePulso, useSession, useQuery } from "@pulso/widgets";
import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { usePortalT } from "../../i18n/usePortalT";
import { FeedbackMessage, useAdminAction } from "../adminUi";
import { QueryView } from "../../pulso/QueryView";
import { SelectField, TextAreaField } from "../../auth/FieldControls";
import { priorityOptions, statusOptions } from "./ticketOptions";

/**
 * `/admin/tickets/:id`: one ticket with its thread; the admin replies (the owner is notified),
 * assigns it to themselves or unassigns it, and changes its status and priority.
 */
export function TicketAdminPage() {
  const { id = "" } = useParams();
  const { t } = usePortalT();
  const ticket = useQuery(`admin-ticket:${id}`, (pulso) => pulso.queries.ticket(id));
  if (ticket.status === "error" && isApiError(ticket.error) && ticket.error.status === 404) {
    return (
      <div>
        <PageHeading>{t("admin.tickets.notFound")}</PageHeading>
        <Link to="/admin/tickets">{t("admin.tickets.back")}</Link>
      </div>
    );
  }
  return (
    <QueryView state={ticket} errorText={t("admin.tickets.loadError")}>
      {(data) => <TicketDetail ticket={data} />}
    </QueryView>
  );
}

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const pulso = usePulso();
  const session = useSession();
  const { t, error, formatDate } = usePortalT();
  const action = useAdminAction();
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState<string | undefined>();
  const me = session.user?._id;
  const mine = ticket.assignee !== null && ticket.assignee._id === me;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: UpdateTicketBody = {};
    if (status !== ticket.status) body.status = status;
    if (priority !== ticket.priority) body.priority = priority;
    if (body.status === undefined && body.priority === undefined) return;
    void action.run(
      "update",
      () => pulso.support.updateTicket(ticket._id, body),
      () => t("admin.tickets.updated"),
    );
  };
  const assign = (assigneeId: string | null) =>
    void action.run(
      "assign",
      () => pulso.support.updateTicket(ticket._id, { assigneeId }),
      () => t(assigneeId ? "admin.tickets.assigned" : "admin.tickets.unassignedDone"),
    );
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(replyTicketBodySchema, { content: reply });
    if (!checked.ok) {
      setReplyError(error(checked.issues[0]?.code ?? "REQUIRED"));
      return;
    }
    setReplyError(undefined);
    const done = await action.run(
      "reply",
      () => pulso.support.replyToTicket(ticket._id, { content: checked.value.content }),
      () => t("admin.tickets.replied"),
    );
    if (done) setReply("");
  };

  return (
    <div>
      <p>
        <Link to="/admin/tickets">{t("admin.tickets.back")}</Link>
      </p>
      <PageHeading>{ticket.subject}</PageHeading>
      <p className="portal-muted">
        {t("admin.tickets.openedBy", {
          name: ticket.user.name,
          date: formatDate(ticket.createdAt),
        })}{" "}
        · {ticketCategoryLabel({ t }, ticket.category)} ·{" "}
        <span className="admin-status">{ticketStatusLabel({ t }, ticket.status, "admin")}</span> ·{" "}
        {ticketPriorityLabel({ t }, ticket.priority)} · {t("admin.tickets.assignee")}:{" "}
        {ticket.assignee?.name ?? t("admin.tickets.unassigned")}
      </p>
      <FeedbackMessage feedback={action.feedback} />
      <section className="portal-section" aria-labelledby="admin-ticket-description">
        <h2 id="admin-ticket-description">{t("admin.tickets.description")}</h2>
        <p className="portal-prewrap">{ticket.description}</p>
        {ticket.attachments.length > 0 && (
          <Attachments attachments={ticket.attachments} label={t("admin.tickets.attachments")} />
        )}
      </section>
      <section className="portal-section" aria-labelledby="admin-ticket-manage">
        <h2 id="admin-ticket-manage">{t("admin.tickets.manage")}</h2>
        <form className="admin-toolbar" onSubmit={save}>
          <SelectField
            label={t("admin.common.status")}
            value={status}
            options={statusOptions(t).filter(
              (option) =>
                option.value === ticket.status ||
                TICKET_TRANSITIONS[ticket.status].includes(option.value),
            )}
            onValueChange={(value) => value && setStatus(value)}
          />
          <SelectField
            label={t("admin.tickets.priority")}
            value={priority}
            options={priorityOptions(t)}
            onValueChange={(value) => value && setPriority(value)}
          />
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={action.pending === "update"}
          >
            {t("admin.tickets.saveChanges")}
          </button>
          {me && (
            <button
              type="button"
              className="portal-button"
              disabled={action.pending === "assign"}
              onClick={() => assign(mine ? null : me)}
            >
              {mine ? t("admin.tickets.unassign") : t("admin.tickets.assignToMe")}
            </button>
          )}
        </form>
      </section>
      <section className="portal-section" aria-labelledby="admin-ticket-thread">
        <h2 id="admin-ticket-thread">{t("admin.tickets.thread")}</h2>
        {ticket.messages.length === 0 ? (
          <p className="portal-muted">{t("admin.tickets.noMessages")}</p>
        ) : (
          <ol className="admin-thread">
            {ticket.messages.map((message) => (
              <li
                key={message._id}
                className={message.author === "admin" ? "admin-thread__admin" : undefined}
              >
                <p className="admin-thread__meta">
                  {message.author === "admin"
                    ? t("admin.tickets.fromAdmin", { name: message.authorName })
                    : message.authorName}{" "}
                  · {formatDate(message.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </p>
                <p className="portal-prewrap">{message.content}</p>
                {message.attachments.length > 0 && (
                  <Attachments
                    attachments={message.attachments}
                    label={t("admin.tickets.attachments")}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {checkTicketOpenForReplies(ticket.status) ? (
          <p className="portal-muted">{t("admin.tickets.closedNoReplies")}</p>
        ) : (
          <form className="admin-form" noValidate onSubmit={(event) => void send(event)}>
            <TextAreaField
              label={t("admin.tickets.reply")}
              value={reply}
              onValueChange={setReply}
              rows={4}
              error={replyError}
            />
            <div className="portal-actions">
              <button
                type="submit"
                className="portal-button portal-button--primary"
                disabled={action.pending === "reply"}
                aria-busy={action.pending === "reply" || undefined}
              >
                {t("admin.tickets.sendReply")}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}

function Attachments({
  attachments,
  label,
}: {
  attachments: Ticket["attachments"];
  label: string;
}) {
  return (
    <ul aria-label={label}>
      {attachments.map((attachment) => (
        <li key={attachment._id}>
          <a href={attachment.url} target="_blank" rel="noreferrer">
            {attachment.filename}
          </a>
        </li>
      ))}
    </ul>
  );
}
