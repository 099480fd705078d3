import {
  createMarketLinkBodySchema,
  updateMarketLinkBodySchema,
  validate,
  type MarketLink,
} from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { useCheckedForm } from "../../support/useCheckedForm";
import { usePortalT } from "../../i18n/usePortalT";
import { CellText } from "../adminUi";
import { EditableList } from "./EditableList";

interface LinkValues extends Record<string, string> {
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
  const links = useQuery("admin-market-links", (p) => p.queries.marketLinks());

  return (
    <EditableList
      texts={{
        title: t("admin.links.title"),
        intro: t("admin.links.intro"),
        newItem: t("admin.links.newLink"),
        loadError: t("admin.links.loadError"),
        empty: t("admin.links.empty"),
        caption: t("admin.links.tableCaption"),
        deleteTitle: (link) => t("admin.links.deleteTitle", { key: link.key }),
        deleteText: t("admin.links.deleteText"),
        confirmDelete: t("admin.links.confirmDelete"),
        deleted: t("admin.links.deletedOk"),
      }}
      state={links}
      keyOf={(link) => link.key}
      order={(items) => [...items].sort((a, b) => a.order - b.order)}
      columns={[
        t("admin.links.key"),
        t("admin.links.url"),
        t("admin.links.order"),
        t("admin.links.textEs"),
        t("admin.links.textEn"),
      ]}
      cells={(link) => (
        <>
          <th scope="row" className="admin-mono">
            {link.key}
          </th>
          <td className="admin-mono">
            <CellText text={link.url} />
          </td>
          <td>{link.order}</td>
          <td>
            <CellText text={link.text_es} />
          </td>
          <td>
            <CellText text={link.text_en} />
          </td>
        </>
      )}
      remove={(link) => pulso.siteSettings.deleteMarketLink(link.key)}
      form={({ item, onDone, onClose }) => (
        <LinkForm link={item} onDone={onDone} onClose={onClose} />
      )}
    />
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
  const fieldsOf = (values: LinkValues) => ({
    url: values.url.trim(),
    order: values.order.trim() === "" ? Number.NaN : Number(values.order),
    text_en: values.text_en.trim(),
    text_es: values.text_es.trim(),
  });
  const form = useCheckedForm<LinkValues, string>(
    link
      ? { ...link, order: String(link.order) }
      : { key: "", url: "/markets/", order: "0", text_en: "", text_es: "" },
    {
      validate: (values) =>
        link
          ? validate(updateMarketLinkBodySchema, fieldsOf(values))
          : validate(createMarketLinkBodySchema, { key: values.key.trim(), ...fieldsOf(values) }),
      submit: async (values) => {
        if (link) {
          await pulso.siteSettings.updateMarketLink(link.key, fieldsOf(values));
          return t("admin.links.updatedOk");
        }
        await pulso.siteSettings.createMarketLink({ key: values.key.trim(), ...fieldsOf(values) });
        return t("admin.links.createdOk");
      },
      failureMessage: (cause) => t("admin.common.failed", { reason: error(cause) }),
      onSuccess: onDone,
      invalidMessage: t("admin.common.formErrors"),
    },
  );
  const { field, formError, pending } = form;

  return (
    <section className="admin-confirm" aria-labelledby="admin-link-form">
      <h2 id="admin-link-form" className="admin-confirm__title">
        {link ? t("admin.links.editLink", { key: link.key }) : t("admin.links.newLink")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
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
