import type { Publisher, PublisherStatus } from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import {
  ConfirmPanel,
  EmptyState,
  FeedbackMessage,
  useAdminAction,
  type AdminFeedback,
} from "../admin/adminUi";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";
import { QueryView } from "../pulso/QueryView";
import { PublisherFields, usePublisherForm } from "./PublisherFields";
import { publisherValues } from "./publisherForm";
import { PublisherMembers } from "./PublisherMembers";
import { PublisherPayoutForm } from "./PublisherPayoutForm";
import { allPublishersQuery, storePublisher } from "./publisherQueries";
import { PublisherStatusBadge } from "./PublisherStatus";
import "./publishers.css";

/** The status change each status offers: approve a pending one, suspend, reinstate. */
const NEXT: Record<
  PublisherStatus,
  { action: "approve" | "suspend" | "reinstate"; to: PublisherStatus }
> = {
  pending: { action: "approve", to: "active" },
  active: { action: "suspend", to: "suspended" },
  suspended: { action: "reinstate", to: "active" },
};

const DONE = { approve: "approved", suspend: "suspended", reinstate: "reinstated" } as const;

/**
 * `/admin/publishers/:id` (DESIGN §12): one publisher's status (approve, suspend, reinstate, each
 * confirmed), its details (the create form's fields), its members, and its balance with "Record a
 * payout".
 */
export function PublisherAdminPage() {
  const { id = "" } = useParams();
  const { t } = usePortalT();
  const publishers = useQuery("admin-publishers", allPublishersQuery);
  return (
    <div className="admin-publisher">
      <p>
        <Link to="/admin/publishers">{t("publishers.admin.back")}</Link>
      </p>
      <QueryView state={publishers} errorText={t("publishers.admin.loadError")}>
        {(list) => {
          const publisher = list.find((one) => one.id === id);
          if (!publisher) {
            return (
              <>
                <PageHeading>{t("publishers.admin.title")}</PageHeading>
                <EmptyState>{t("publishers.admin.notFound")}</EmptyState>
              </>
            );
          }
          return <PublisherDetail publisher={publisher} />;
        }}
      </QueryView>
    </div>
  );
}

function PublisherDetail({ publisher }: { publisher: Publisher }) {
  const { t, formatMoney } = usePortalT();
  const [moneyFeedback, setMoneyFeedback] = useState<AdminFeedback | null>(null);
  const pulso = usePulso();
  return (
    <>
      <div className="publisher-header">
        <PageHeading>{publisher.name}</PageHeading>
        <PublisherStatusBadge status={publisher.status} />
      </div>
      <StatusSection publisher={publisher} />
      <EditSection key={publisher.id} publisher={publisher} />
      <PublisherMembers publisher={publisher} />
      <section className="publisher-section" aria-labelledby="publisher-money-title">
        <h2 id="publisher-money-title">{t("publishers.admin.moneyTitle")}</h2>
        <dl className="publisher-tiles">
          <div className="publisher-tile">
            <dt>{t("publishers.admin.owed")}</dt>
            <dd>{formatMoney(publisher.balance)}</dd>
          </div>
          <div className="publisher-tile">
            <dt>{t("publishers.admin.paidOutTotal")}</dt>
            <dd>{formatMoney(publisher.paidOut)}</dd>
          </div>
        </dl>
        <FeedbackMessage feedback={moneyFeedback} />
        <PublisherPayoutForm
          publisher={publisher}
          onPaid={(paid, message) => {
            storePublisher(pulso, paid);
            setMoneyFeedback({ tone: "success", message });
          }}
        />
      </section>
    </>
  );
}

function StatusSection({ publisher }: { publisher: Publisher }) {
  const pulso = usePulso();
  const { t } = usePortalT();
  const action = useAdminAction();
  const [confirming, setConfirming] = useState(false);
  const next = NEXT[publisher.status];
  const change = async () => {
    const done = await action.run(
      `status:${next.to}`,
      async () =>
        storePublisher(pulso, await pulso.api.updatePublisher(publisher.id, { status: next.to })),
      () => t(`publishers.admin.${DONE[next.action]}`),
    );
    if (done) setConfirming(false);
  };
  return (
    <section className="publisher-section" aria-labelledby="publisher-status-title">
      <h2 id="publisher-status-title">{t("publishers.admin.statusTitle")}</h2>
      <p>{t(`publishers.admin.statusHelp.${publisher.status}`)}</p>
      <FeedbackMessage feedback={action.feedback} />
      <div className="portal-actions">
        <button
          type="button"
          className="portal-button"
          aria-expanded={confirming}
          onClick={() => {
            action.setFeedback(null);
            setConfirming(true);
          }}
        >
          {t(`publishers.admin.${next.action}`)}
        </button>
      </div>
      {/* The button stays: closing the panel gives it the focus back (it then names the next
          change once one is made). */}
      {confirming && (
        <ConfirmPanel
          title={t(`publishers.admin.${next.action}Title`, { name: publisher.name })}
          text={t(`publishers.admin.${next.action}Text`)}
          confirmLabel={t(`publishers.admin.${next.action}`)}
          pending={action.pending !== null}
          onConfirm={() => void change()}
          onDismiss={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

function EditSection({ publisher }: { publisher: Publisher }) {
  const pulso = usePulso();
  const { t } = usePortalT();
  const [saved, setSaved] = useState<AdminFeedback | null>(null);
  const form = usePublisherForm(
    publisherValues(publisher),
    (body) => pulso.api.updatePublisher(publisher.id, body),
    (updated) => {
      storePublisher(pulso, updated);
      setSaved({ tone: "success", message: t("publishers.admin.saved") });
    },
  );
  return (
    <section className="publisher-section" aria-labelledby="publisher-edit-title">
      <h2 id="publisher-edit-title">{t("publishers.admin.editTitle")}</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          setSaved(null);
          void form.onSubmit(event);
        }}
      >
        <FormAlert message={form.formError} tone="error" />
        <FeedbackMessage feedback={saved} />
        <PublisherFields form={form} />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={form.pending}
            aria-busy={form.pending || undefined}
          >
            {t("publishers.admin.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
