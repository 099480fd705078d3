import { isApiError } from "@pulso/api-client";
import type { Ticket } from "@pulso/core";
import { Link, useParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { ticketCategoryLabel, ticketPriorityLabel } from "./ticketLabels";
import { TicketReplyForm } from "./TicketReplyForm";
import { TicketStatusBadge } from "./TicketStatusBadge";
import { TicketThread } from "./TicketThread";
import { useQuery } from "@pulso/widgets";
import "./support.css";

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * `/support/tickets/:id` and `/ticket-detail/:id` (spec §2): one ticket — subject, status,
 * priority, category, assignee, dates — its conversation and the reply form. 'Ticket not found'
 * for a ticket that does not exist (or is someone else's), 'Failed to load ticket' otherwise.
 */
export function TicketPage() {
  const { id = "" } = useParams();
  const { t, error: errorText } = usePortalT();
  const ticket = useQuery(`ticket:${id}`, (pulso) => pulso.queries.ticket(id));

  if (ticket.status === "error" && !ticket.data) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <div className="portal-page portal-page--narrow">
        <PageHeading>{errorText(notFound ? "TICKET_NOT_FOUND" : "TICKET_LOAD_FAILED")}</PageHeading>
        {notFound ? (
          <p>{t("support.notFoundText")}</p>
        ) : (
          <button type="button" className="portal-button" onClick={ticket.retry}>
            {t("support.retry")}
          </button>
        )}
        <p>
          <Link to="/support/tickets">{t("support.backToList")}</Link>
        </p>
      </div>
    );
  }
  if (!ticket.data) {
    return (
      <div className="portal-page">
        <p className="portal-muted" role="status">
          {t("support.loading")}
        </p>
      </div>
    );
  }
  return <TicketDetail ticket={ticket.data} />;
}

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const translator = usePortalT();
  const { t, formatDate } = translator;
  return (
    <article className="portal-page portal-support-ticket">
      <p>
        <Link to="/support/tickets">{t("support.backToList")}</Link>
      </p>
      <PageHeading>{ticket.subject}</PageHeading>
      <dl className="portal-facts">
        <div>
          <dt>{t("support.status")}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
        <div>
          <dt>{t("support.priority")}</dt>
          <dd>{ticketPriorityLabel(translator, ticket.priority)}</dd>
        </div>
        <div>
          <dt>{t("support.category")}</dt>
          <dd>{ticketCategoryLabel(translator, ticket.category)}</dd>
        </div>
        <div>
          <dt>{t("support.assignee")}</dt>
          <dd>{ticket.assignee ? ticket.assignee.name : t("support.unassigned")}</dd>
        </div>
        <div>
          <dt>{t("support.created")}</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, DATE_TIME)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("support.updated")}</dt>
          <dd>
            <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt, DATE_TIME)}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="ticket-conversation" className="portal-section">
        <h2 id="ticket-conversation">{t("support.conversation")}</h2>
        <TicketThread ticket={ticket} />
      </section>
      <section aria-labelledby="ticket-reply" className="portal-section">
        <h2 id="ticket-reply">{t("support.replyTitle")}</h2>
        <TicketReplyForm ticket={ticket} />
      </section>
    </article>
  );
}
