import {
  createMarketLinkBodySchema,
  updateMarketLinkBodySchema,
  validate,
  type FieldIssue,
  type MarketLink,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState, type FormEvent } from "react";
import { PageHeading } from "../../a11y/PageHeading";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { serverIssues } from "../../auth/formIssues";
import { usePortalT } from "../../i18n/usePortalT";
import { usePulsoQuery } from "../../pulso/usePulsoQuery";
import { ConfirmPanel, EmptyState, FeedbackMessage, useAdminAction } from "../adminUi";
import { QueryView } from "../../pulso/QueryView";
import { DataTable } from "../../layout/DataTable";

interface LinkValues {
  key: string;
  url: string;
  order: string;
  text_en: string;
  text_es: string;
}

/**
 * `/admin/market-links`: the header's Markets dropdown, in order; add, edit (the key stays) and
 * delete (confirmed). The header refreshes with each change.
 */
export function MarketLinksAdminPage() {
  const pulso = usePulso();
  const { t } = usePortalT();
  const links = usePulsoQuery("admin-market-links", (p) => p.queries.marketLinks());
  const action = useAdminAction();
  const [editing, setEditing] = useState<MarketLink | "new" | null>(null);
  const [deleting, setDeleting] = useState<MarketLink | null>(null);

  const remove = async (link: MarketLink) => {
    const done = await action.run(
      `delete:${link.key}`,
      () => pulso.siteSettings.deleteMarketLink(link.key),
      () => t("admin.links.deletedOk"),
    );
    if (done) setDeleting(null);
  };

  return (
    <div>
      <PageHeading>{t("admin.links.title")}</PageHeading>
      <p className="portal-muted">{t("admin.links.intro")}</p>
      <div className="admin-toolbar">
        <button
          type="button"
          className="portal-button portal-button--primary"
          onClick={() => {
            action.setFeedback(null);
            setEditing("new");
          }}
        >
          {t("admin.links.newLink")}
        </button>
      </div>
      <FeedbackMessage feedback={action.feedback} />
      {editing && (
        <LinkForm
          key={editing === "new" ? "new" : editing.key}
          link={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            action.setFeedback({ tone: "success", message });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmPanel
          title={t("admin.links.deleteTitle", { key: deleting.key })}
          text={t("admin.links.deleteText")}
          confirmLabel={t("admin.links.confirmDelete")}
          pending={action.pending === `delete:${deleting.key}`}
          onConfirm={() => void remove(deleting)}
          onDismiss={() => setDeleting(null)}
        />
      )}
      <QueryView state={links} errorText={t("admin.links.loadError")}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{t("admin.links.empty")}</EmptyState>
          ) : (
            <DataTable
              look="admin-table"
              caption={t("admin.links.tableCaption")}
              columns={[
                t("admin.links.key"),
                t("admin.links.url"),
                t("admin.links.order"),
                t("admin.links.textEs"),
                t("admin.links.textEn"),
                t("admin.common.actions"),
              ]}
            >
              {[...data]
                .sort((a, b) => a.order - b.order)
                .map((link) => (
                  <tr key={link.key}>
                    <th scope="row" className="admin-mono">
                      {link.key}
                    </th>
                    <td className="admin-mono">{link.url}</td>
                    <td>{link.order}</td>
                    <td>{link.text_es}</td>
                    <td>{link.text_en}</td>
                    <td>
                      <div className="admin-row-actions">
                        <button
                          type="button"
                          className="portal-button"
                          onClick={() => {
                            action.setFeedback(null);
                            setEditing(link);
                          }}
                        >
                          {t("admin.common.edit")}
                        </button>
                        <button
                          type="button"
                          className="portal-button"
                          onClick={() => setDeleting(link)}
                        >
                          {t("admin.common.delete")}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
            </DataTable>
          )
        }
      </QueryView>
    </div>
  );
}

function LinkForm({
  link,
  onDone,
  onClose,
}: {
  link: MarketLink | null;
  onDone(message: string): void;
  onClose(): void;
}) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const [values, setValues] = useState<LinkValues>(
    link
      ? { ...link, order: String(link.order) }
      : { key: "", url: "/markets/", order: "0", text_en: "", text_es: "" },
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (key: keyof LinkValues) => {
    const issue = issues.find((candidate) => candidate.path === key);
    return {
      name: key,
      value: values[key],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [key]: event.target.value })),
      error: issue ? error(issue.code, issue.params) : undefined,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fields = {
      url: values.url.trim(),
      order: values.order.trim() === "" ? Number.NaN : Number(values.order),
      text_en: values.text_en.trim(),
      text_es: values.text_es.trim(),
    };
    const checked = link
      ? validate(updateMarketLinkBodySchema, fields)
      : validate(createMarketLinkBodySchema, { key: values.key.trim(), ...fields });
    if (!checked.ok) {
      setIssues(checked.issues);
      setFormError(t("admin.common.formErrors"));
      return;
    }
    setIssues([]);
    setFormError(null);
    setPending(true);
    try {
      if (link) await pulso.siteSettings.updateMarketLink(link.key, fields);
      else await pulso.siteSettings.createMarketLink({ key: values.key.trim(), ...fields });
      onDone(link ? t("admin.links.updatedOk") : t("admin.links.createdOk"));
    } catch (cause) {
      setIssues(serverIssues(cause));
      setFormError(t("admin.common.failed", { reason: error(cause) }));
      setPending(false);
    }
  };

  return (
    <section className="admin-confirm" aria-labelledby="admin-link-form">
      <h2 id="admin-link-form" className="admin-confirm__title">
        {link ? t("admin.links.editLink", { key: link.key }) : t("admin.links.newLink")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} tone="error" />
        <div className="admin-grid">
          {!link && (
            <FormField
              label={t("admin.links.key")}
              hint={t("admin.links.keyHint")}
              {...field("key")}
            />
          )}
          <FormField label={t("admin.links.url")} {...field("url")} />
          <FormField label={t("admin.links.order")} type="number" min={0} {...field("order")} />
          <FormField label={t("admin.links.textEs")} {...field("text_es")} />
          <FormField label={t("admin.links.textEn")} {...field("text_en")} />
        </div>
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {link ? t("admin.links.save") : t("admin.links.create")}
          </button>
          <button type="button" className="portal-button" onClick={onClose}>
            {t("admin.common.cancelEdit")}
          </button>
        </div>
      </form>
    </section>
  );
}
