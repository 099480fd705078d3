import type {
  ListAllTicketsQuery,
  TicketCategory,
  TicketPriority,
  TicketStatus,
} from "@pulso/core";
import { useSession, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { FormField } from "../../auth/FormField";
import { usePortalT } from "../../i18n/usePortalT";
import { CellText, EmptyState } from "../adminUi";
import { Pager } from "../../layout/Pager";
import { QueryView } from "../../pulso/QueryView";
import { SelectField } from "../../auth/FieldControls";
import { categoryOptions, priorityOptions, statusOptions } from "./ticketOptions";
import { DataTable } from "../../layout/DataTable";
import {
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketStatusLabel,
} from "../../support/ticketLabels";

/**
 * `/admin/tickets`: every reader's ticket, filtered by status, priority, category and "assigned to
 * me", each opening its thread at `/admin/tickets/:id`.
 */
export function TicketsAdminPage() {
  const { t, formatDate } = usePortalT();
  const session = useSession();
  const [status, setStatus] = useState<TicketStatus | "">("");
  const [priority, setPriority] = useState<TicketPriority | "">("");
  const [category, setCategory] = useState<TicketCategory | "">("");
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const filters: ListAllTicketsQuery = { page };
  if (status) filters.status = status;
  if (priority) filters.priority = priority;
  if (category) filters.category = category;
  if (mine && session.user) filters.assigneeId = session.user._id;
  const tickets = useQuery(`admin-tickets:${JSON.stringify(filters)}`, (pulso) =>
    pulso.queries.allTickets(filters),
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T): void => {
      set(value);
      setPage(1);
    };

  return (
    <div>
      <PageHeading>{t("admin.tickets.title")}</PageHeading>
      <p className="portal-muted">{t("admin.tickets.intro")}</p>
      <div className="admin-toolbar">
        <SelectField<TicketStatus>
          label={t("admin.common.status")}
          value={status}
          options={[
            { value: "" as const, label: t("admin.common.allStatuses") },
            ...statusOptions(t),
          ]}
          onValueChange={filter(setStatus)}
        />
        <SelectField<TicketPriority>
          label={t("admin.tickets.priority")}
          value={priority}
          options={[
            { value: "" as const, label: t("admin.tickets.allPriorities") },
            ...priorityOptions(t),
          ]}
          onValueChange={filter(setPriority)}
        />
        <SelectField<TicketCategory>
          label={t("admin.common.category")}
          value={category}
          options={[
            { value: "" as const, label: t("admin.tickets.allCategories") },
            ...categoryOptions(t),
          ]}
          onValueChange={filter(setCategory)}
        />
        <FormField
          label={t("admin.tickets.assignedToMe")}
          type="checkbox"
          checked={mine}
          onChange={(event) => filter(setMine)(event.target.checked)}
        />
      </div>
      <QueryView state={tickets} errorText={t("admin.tickets.loadError")}>
        {(data) =>
          data.tickets.length === 0 ? (
            <EmptyState>{t("admin.tickets.empty")}</EmptyState>
          ) : (
            <>
              <DataTable
                look="admin-table"
                caption={t("admin.tickets.tableCaption")}
                columns={[
                  t("admin.tickets.subject"),
                  t("admin.common.user"),
                  t("admin.common.category"),
                  t("admin.tickets.priority"),
                  t("admin.common.status"),
                  t("admin.tickets.assignee"),
                  t("admin.common.updated"),
                ]}
              >
                {data.tickets.map((ticket) => (
                  <tr key={ticket._id}>
                    <th scope="row">
                      <CellText text={ticket.subject}>
                        <Link to={`/admin/tickets/${ticket._id}`}>{ticket.subject}</Link>
                      </CellText>
                    </th>
                    <td>
                      <CellText text={ticket.user.name} />
                    </td>
                    <td>{ticketCategoryLabel({ t }, ticket.category)}</td>
                    <td>{ticketPriorityLabel({ t }, ticket.priority)}</td>
                    <td>
                      <span className="admin-status">
                        {ticketStatusLabel({ t }, ticket.status, "admin")}
                      </span>
                    </td>
                    <td>{ticket.assignee?.name ?? t("admin.tickets.unassigned")}</td>
                    <td>{formatDate(ticket.updatedAt)}</td>
                  </tr>
                ))}
              </DataTable>
              <Pager
                pagination={data.pagination}
                list={t("admin.tickets.title")}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
