import type { Publisher } from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { EmptyState, FeedbackMessage, type AdminFeedback } from "../admin/adminUi";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";
import { DataTable } from "../layout/DataTable";
import { QueryView } from "../pulso/QueryView";
import { PublisherFields, usePublisherForm } from "./PublisherFields";
import { NEW_PUBLISHER } from "./publisherForm";
import { allPublishersQuery, storePublisher } from "./publisherQueries";
import { PublisherStatusBadge } from "./PublisherStatus";
import "./publishers.css";

/**
 * `/admin/publishers` (DESIGN §12): every publisher with its status, sites, share, balance and
 * members, each opening its own screen; "New publisher" opens the create form (a new publisher is
 * pending until approved).
 */
export function PublishersAdminPage() {
  const { t, formatMoney, formatPercent } = usePortalT();
  const publishers = useQuery("admin-publishers", allPublishersQuery);
  const [creating, setCreating] = useState(false);
  const [feedback, setFeedback] = useState<AdminFeedback | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="admin-publishers">
      <PageHeading>{t("publishers.admin.title")}</PageHeading>
      <p className="portal-muted">{t("publishers.admin.intro")}</p>
      <div className="admin-toolbar">
        <button
          ref={newButton}
          type="button"
          className="portal-button portal-button--primary"
          aria-expanded={creating}
          onClick={() => {
            setFeedback(null);
            setCreating(true);
          }}
        >
          {t("publishers.admin.newPublisher")}
        </button>
      </div>
      <FeedbackMessage feedback={feedback} takeFocus />
      {creating && (
        <CreatePublisherForm
          onCreated={(publisher) => {
            setCreating(false);
            setFeedback({
              tone: "success",
              message: t("publishers.admin.created", { name: publisher.name }),
            });
          }}
          onClose={() => {
            setCreating(false);
            newButton.current?.focus();
          }}
        />
      )}
      <QueryView state={publishers} errorText={t("publishers.admin.loadError")}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t("publishers.admin.empty")}</EmptyState>
          ) : (
            <DataTable
              look="admin-table"
              caption={t("publishers.admin.tableCaption")}
              columns={[
                t("publishers.admin.name"),
                t("admin.common.status"),
                t("publishers.admin.origins"),
                t("publishers.admin.share"),
                t("publishers.admin.balance"),
                t("publishers.admin.members"),
              ]}
            >
              {list.map((publisher) => (
                <tr key={publisher.id}>
                  <th scope="row">
                    <Link to={`/admin/publishers/${encodeURIComponent(publisher.id)}`}>
                      {publisher.name}
                    </Link>
                  </th>
                  <td>
                    <PublisherStatusBadge status={publisher.status} />
                  </td>
                  <td>
                    {publisher.origins.length === 0 ? (
                      <span className="portal-muted">{t("publishers.admin.noOrigins")}</span>
                    ) : (
                      <ul className="publisher-origins admin-mono">
                        {publisher.origins.map((origin) => (
                          <li key={origin}>{origin}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="publisher-number">{formatPercent(publisher.sharePercent, 2)}</td>
                  <td className="publisher-number">{formatMoney(publisher.balance)}</td>
                  <td className="publisher-number">{publisher.members.length}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </div>
  );
}

function CreatePublisherForm({
  onCreated,
  onClose,
}: {
  onCreated(publisher: Publisher): void;
  onClose(): void;
}) {
  const pulso = usePulso();
  const { t } = usePortalT();
  const form = usePublisherForm(
    NEW_PUBLISHER,
    (body) => pulso.api.createPublisher(body),
    (publisher) => {
      storePublisher(pulso, publisher);
      onCreated(publisher);
    },
  );
  return (
    <section className="admin-confirm" aria-labelledby="publisher-create-title">
      <h2 id="publisher-create-title" className="admin-confirm__title">
        {t("publishers.admin.newPublisher")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormAlert message={form.formError} tone="error" />
        <PublisherFields form={form} />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={form.pending}
            aria-busy={form.pending || undefined}
          >
            {t("publishers.admin.create")}
          </button>
          <button type="button" className="portal-button" onClick={onClose}>
            {t("admin.common.cancelEdit")}
          </button>
        </div>
      </form>
    </section>
  );
}
