import {
  addPublisherMemberBodySchema,
  validate,
  type Publisher,
  type PublisherMember,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState } from "react";
import { ConfirmPanel, EmptyState, FeedbackMessage, useAdminAction } from "../admin/adminUi";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { DataTable } from "../layout/DataTable";
import { useCheckedForm } from "../support/useCheckedForm";
import { isFieldRefusal, withFieldIssues } from "./publisherForm";
import { storePublisher } from "./publisherQueries";

/**
 * A publisher's members (who gets its console): the list with a confirmed Remove each, and an
 * add-by-e-mail form for an existing account (an unknown e-mail shows by the field).
 */
export function PublisherMembers({ publisher }: { publisher: Publisher }) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const action = useAdminAction();
  const [removing, setRemoving] = useState<PublisherMember | null>(null);
  const nameOf = (member: PublisherMember) => member.username || member.email;

  const form = useCheckedForm<{ email: string }, Publisher>(
    { email: "" },
    {
      validate: (values) => validate(addPublisherMemberBodySchema, values),
      submit: (values) =>
        withFieldIssues(
          () => pulso.api.addPublisherMember(publisher.id, { email: values.email.trim() }),
          ["email"],
        ),
      failureMessage: (cause) =>
        isFieldRefusal(cause)
          ? t("admin.common.formErrors")
          : t("admin.common.failed", { reason: error(cause) }),
      onSuccess: (updated) => {
        storePublisher(pulso, updated);
        action.setFeedback({
          tone: "success",
          message: t("publishers.admin.memberAdded", { email: form.values.email.trim() }),
        });
        form.reset();
      },
    },
  );

  const remove = async (member: PublisherMember) => {
    const done = await action.run(
      `remove:${member.userId}`,
      async () =>
        storePublisher(pulso, await pulso.api.removePublisherMember(publisher.id, member.userId)),
      () => t("publishers.admin.memberRemoved", { name: nameOf(member) }),
    );
    if (done) setRemoving(null);
  };

  return (
    <section className="publisher-section" aria-labelledby="publisher-members-title">
      <h2 id="publisher-members-title">{t("publishers.admin.membersTitle")}</h2>
      <p className="portal-muted">{t("publishers.admin.membersIntro")}</p>
      <FeedbackMessage feedback={action.feedback} takeFocus />
      {removing && (
        <ConfirmPanel
          title={t("publishers.admin.removeTitle", { name: nameOf(removing) })}
          text={t("publishers.admin.removeText")}
          confirmLabel={t("publishers.admin.confirmRemove")}
          pending={action.pending === `remove:${removing.userId}`}
          onConfirm={() => void remove(removing)}
          onDismiss={() => setRemoving(null)}
        />
      )}
      {publisher.members.length === 0 ? (
        <EmptyState>{t("publishers.admin.noMembers")}</EmptyState>
      ) : (
        <DataTable
          look="admin-table"
          caption={t("publishers.admin.membersCaption", { name: publisher.name })}
          columns={[
            t("publishers.admin.username"),
            t("publishers.admin.email"),
            t("admin.common.actions"),
          ]}
        >
          {publisher.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">{member.username}</th>
              <td className="admin-mono">{member.email}</td>
              <td>
                <button
                  type="button"
                  className="portal-button"
                  aria-label={t("publishers.admin.removeLabel", { name: nameOf(member) })}
                  onClick={() => {
                    action.setFeedback(null);
                    setRemoving(member);
                  }}
                >
                  {t("publishers.admin.remove")}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormAlert message={form.formError} tone="error" />
        <FormField
          label={t("publishers.admin.addMemberEmail")}
          hint={t("publishers.admin.addMemberHint")}
          type="email"
          autoComplete="off"
          {...form.field("email")}
        />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button"
            disabled={form.pending}
            aria-busy={form.pending || undefined}
          >
            {t("publishers.admin.addMember")}
          </button>
        </div>
      </form>
    </section>
  );
}
