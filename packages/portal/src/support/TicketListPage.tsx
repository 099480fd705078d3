import { TICKET_STATUSES, type ListMyTicketsQuery, type TicketStatus } from "@pulso/core";
import type { TicketPage } from "@pulso/api-client";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { SelectField } from "../auth/FieldControls";
import { Pager } from "../layout/Pager";
import { usePortalT } from "../i18n/usePortalT";
import { ticketCategoryLabel, ticketPriorityLabel, ticketStatusLabel } from "./ticketLabels";
import { TicketStatusBadge } from "./TicketStatusBadge";
import "./support.css";
import { DataTable } from "../layout/DataTable";
import { useQuery } from "@pulso/widgets";

const isTicketStatus = (value: string | null): value is TicketStatus =>
  (TICKET_STATUSES as readonly (string | null)[]).includes(value);

/** The list's filters from the address (`?status=open&page=2`), so they survive a reload. */
function useTicketFilters() {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status");
  const page = Number(search.get("page"));
  const filters: ListMyTicketsQuery = {
    ...(isTicketStatus(status) ? { status } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
  const update = (next: ListMyTicketsQuery) => {
    const params = new URLSearchParams();
    if (next.status) params.set("status", next.status);
    const page = Number(next.page ?? 1);
    if (page > 1) params.set("page", String(page));
    setSearch(params, { replace: true });
  };
  return { filters, update };
}

/**
 * `/support/tickets` and `/support-tickets` (spec §2): the reader's tickets — subject, category,
 * priority, status and last update — most recently updated first, filtered by status.
 */
export function TicketListPage() {
  const translator = usePortalT();
  const { t } = translator;
  const { filters, update } = useTicketFilters();
  const tickets = useQuery(`myTickets:${JSON.stringify(filters)}`, (pulso) =>
    pulso.queries.myTickets(filters),
  );

  return (
    <div className="portal-page portal-support-list">
      <div className="portal-support-list__head">
        <PageHeading>{t("support.listTitle")}</PageHeading>
        <Link to="/support/create" className="portal-button portal-button--primary">
          {t("support.newTicket")}
        </Link>
      </div>
      <div className="portal-support-list__filter">
        <SelectField
          label={t("support.filterStatus")}
          value={filters.status ?? ""}
          placeholder={t("support.filterAll")}
          options={TICKET_STATUSES.map((status) => ({
            value: status,
            label: ticketStatusLabel(translator, status),
          }))}
          onValueChange={(value) => update(isTicketStatus(value) ? { status: value } : {})}
        />
      </div>
      {tickets.status === "error" && !tickets.data ? (
        <div role="alert" className="portal-alert portal-alert--error">
          <p>{t("support.listLoadFailed")}</p>
          <button type="button" className="portal-button" onClick={tickets.retry}>
            {t("support.retry")}
          </button>
        </div>
      ) : !tickets.data ? (
        <p className="portal-muted" role="status">
          {t("support.loading")}
        </p>
      ) : (
        <TicketTable
          data={tickets.data}
          filtered={filters.status !== undefined}
          onPage={(page) => update({ ...filters, page })}
        />
      )}
    </div>
  );
}

function TicketTable({
  data,
  filtered,
  onPage,
}: {
  data: TicketPage;
  filtered: boolean;
  onPage(page: number): void;
}) {
  const translator = usePortalT();
  const { t, formatDate } = translator;
  const { tickets, pagination } = data;
  if (tickets.length === 0) {
    return (
      <div className="portal-support-list__empty">
        <p>{filtered ? t("support.emptyFiltered") : t("support.emptyTitle")}</p>
        <Link to="/support/create">{t("support.emptyLink")}</Link>
      </div>
    );
  }
  return (
    <>
      <DataTable
        look="portal-support-table"
        caption={t("support.listCaption")}
        columns={[
          t("support.subject"),
          t("support.category"),
          t("support.priority"),
          t("support.status"),
          t("support.updated"),
        ]}
      >
        {tickets.map((ticket) => (
          <tr key={ticket._id}>
            <th scope="row">
              <Link to={`/support/tickets/${ticket._id}`}>{ticket.subject}</Link>
            </th>
            <td>{ticketCategoryLabel(translator, ticket.category)}</td>
            <td>{ticketPriorityLabel(translator, ticket.priority)}</td>
            <td>
              <TicketStatusBadge status={ticket.status} />
            </td>
            <td>
              <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager pagination={pagination} list={t("support.listTitle")} onPageChange={onPage} />
    </>
  );
}
