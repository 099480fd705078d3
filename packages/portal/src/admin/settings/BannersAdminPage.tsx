import {
  createBannerBodySchema,
  validate,
  type AdminBanner,
  type CreateBannerBody,
  type FieldIssue,
  type Language,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState, type FormEvent } from "react";
import { PageHeading } from "../../a11y/PageHeading";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { serverIssues } from "../../auth/formIssues";
import { usePortalT } from "../../i18n/usePortalT";
import { usePulsoQuery } from "../../pulso/usePulsoQuery";
import {
  ConfirmPanel,
  EmptyState,
  FeedbackMessage,
  fromLocalInput,
  toLocalInput,
  useAdminAction,
} from "../adminUi";
import { QueryView } from "../../pulso/QueryView";
import { SelectField } from "../../auth/FieldControls";
import { DataTable } from "../../layout/DataTable";

interface BannerValues {
  language: Language;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
  order: string;
  active: boolean;
  startsAt: string;
  endsAt: string;
}

const EMPTY: BannerValues = {
  language: "es",
  title: "",
  subtitle: "",
  imageUrl: "",
  linkUrl: "",
  order: "0",
  active: true,
  startsAt: "",
  endsAt: "",
};

function valuesOf(banner: AdminBanner): BannerValues {
  return {
    language: banner.language,
    title: banner.title,
    subtitle: banner.subtitle ?? "",
    imageUrl: banner.imageUrl ?? "",
    linkUrl: banner.linkUrl ?? "",
    order: String(banner.order),
    active: banner.active,
    startsAt: toLocalInput(banner.startsAt),
    endsAt: toLocalInput(banner.endsAt),
  };
}

/** The banner body: empty texts and URLs as null, the window as ISO instants or null. */
function bannerBody(values: BannerValues): CreateBannerBody {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    language: values.language,
    title: values.title.trim(),
    subtitle: orNull(values.subtitle),
    imageUrl: orNull(values.imageUrl),
    linkUrl: orNull(values.linkUrl),
    order: values.order.trim() === "" ? Number.NaN : Number(values.order),
    active: values.active,
    startsAt: values.startsAt ? fromLocalInput(values.startsAt) : null,
    endsAt: values.endsAt ? fromLocalInput(values.endsAt) : null,
  };
}

/**
 * `/admin/banners`: every banner with its language, order, window and counters; add, edit and
 * delete (confirmed). Readers' banners refresh with each change.
 */
export function BannersAdminPage() {
  const pulso = usePulso();
  const { t, formatDate, formatNumber } = usePortalT();
  const banners = usePulsoQuery("admin-banners", (p) => p.queries.adminBanners());
  const action = useAdminAction();
  const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const remove = async (banner: AdminBanner) => {
    const done = await action.run(
      `delete:${banner._id}`,
      () => pulso.siteSettings.deleteBanner(banner._id),
      () => t("admin.banners.deletedOk"),
    );
    if (done) setDeleting(null);
  };
  const activeWindow = (banner: AdminBanner) =>
    banner.startsAt || banner.endsAt
      ? `${banner.startsAt ? formatDate(banner.startsAt) : "…"} – ${
          banner.endsAt ? formatDate(banner.endsAt) : "…"
        }`
      : t("admin.banners.always");

  return (
    <div>
      <PageHeading>{t("admin.banners.title")}</PageHeading>
      <p className="portal-muted">{t("admin.banners.intro")}</p>
      <div className="admin-toolbar">
        <button
          type="button"
          className="portal-button portal-button--primary"
          onClick={() => {
            action.setFeedback(null);
            setEditing("new");
          }}
        >
          {t("admin.banners.newBanner")}
        </button>
      </div>
      <FeedbackMessage feedback={action.feedback} />
      {editing && (
        <BannerForm
          key={editing === "new" ? "new" : editing._id}
          banner={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            action.setFeedback({ tone: "success", message });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmPanel
          title={t("admin.banners.deleteTitle", { title: deleting.title })}
          text={t("admin.banners.deleteText")}
          confirmLabel={t("admin.banners.confirmDelete")}
          pending={action.pending === `delete:${deleting._id}`}
          onConfirm={() => void remove(deleting)}
          onDismiss={() => setDeleting(null)}
        />
      )}
      <QueryView state={banners} errorText={t("admin.banners.loadError")}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{t("admin.banners.empty")}</EmptyState>
          ) : (
            <DataTable
              look="admin-table"
              caption={t("admin.banners.tableCaption")}
              columns={[
                t("admin.banners.bannerTitle"),
                t("admin.common.language"),
                t("admin.banners.order"),
                t("admin.banners.active"),
                t("admin.banners.window"),
                t("admin.banners.stats"),
                t("admin.common.actions"),
              ]}
            >
              {data.map((banner) => (
                <tr key={banner._id}>
                  <th scope="row">
                    {banner.title}
                    {banner.subtitle && <p className="portal-muted">{banner.subtitle}</p>}
                  </th>
                  <td>{t(`admin.common.languages.${banner.language}`)}</td>
                  <td>{banner.order}</td>
                  <td>{banner.active ? t("admin.common.yes") : t("admin.common.no")}</td>
                  <td>{activeWindow(banner)}</td>
                  <td>
                    {formatNumber(banner.views)} / {formatNumber(banner.clicks)}
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="portal-button"
                        onClick={() => {
                          action.setFeedback(null);
                          setEditing(banner);
                        }}
                      >
                        {t("admin.common.edit")}
                      </button>
                      <button
                        type="button"
                        className="portal-button"
                        onClick={() => setDeleting(banner)}
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

function BannerForm({
  banner,
  onDone,
  onClose,
}: {
  banner: AdminBanner | null;
  onDone(message: string): void;
  onClose(): void;
}) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const [values, setValues] = useState<BannerValues>(banner ? valuesOf(banner) : EMPTY);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof BannerValues>(key: K, value: BannerValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (path: string) => {
    const issue = issues.find((candidate) => candidate.path === path);
    return issue ? error(issue.code, issue.params) : undefined;
  };
  const text = (key: "title" | "subtitle" | "imageUrl" | "linkUrl" | "startsAt" | "endsAt") => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: message(key),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const body = bannerBody(values);
    const checked = validate(createBannerBodySchema, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      setFormError(t("admin.common.formErrors"));
      return;
    }
    setIssues([]);
    setFormError(null);
    setPending(true);
    try {
      if (banner) await pulso.siteSettings.updateBanner(banner._id, body);
      else await pulso.siteSettings.createBanner(body);
      onDone(banner ? t("admin.banners.updatedOk") : t("admin.banners.createdOk"));
    } catch (cause) {
      setIssues(serverIssues(cause));
      setFormError(t("admin.common.failed", { reason: error(cause) }));
      setPending(false);
    }
  };

  return (
    <section className="admin-confirm" aria-labelledby="admin-banner-form">
      <h2 id="admin-banner-form" className="admin-confirm__title">
        {banner
          ? t("admin.banners.editBanner", { title: banner.title })
          : t("admin.banners.newBanner")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} tone="error" />
        <div className="admin-grid">
          <SelectField<Language>
            label={t("admin.common.language")}
            value={values.language}
            options={[
              { value: "es", label: t("admin.common.languages.es") },
              { value: "en", label: t("admin.common.languages.en") },
            ]}
            onValueChange={(value) => value && set("language", value)}
          />
          <FormField
            label={t("admin.banners.order")}
            type="number"
            min={0}
            name="order"
            value={values.order}
            error={message("order")}
            onChange={(event) => set("order", event.target.value)}
          />
        </div>
        <FormField label={t("admin.banners.bannerTitle")} {...text("title")} />
        <FormField label={t("admin.banners.subtitle")} {...text("subtitle")} />
        <div className="admin-grid">
          <FormField label={t("admin.banners.imageUrl")} {...text("imageUrl")} />
          <FormField label={t("admin.banners.linkUrl")} {...text("linkUrl")} />
          <FormField
            label={t("admin.banners.startsAt")}
            type="datetime-local"
            {...text("startsAt")}
          />
          <FormField label={t("admin.banners.endsAt")} type="datetime-local" {...text("endsAt")} />
        </div>
        <FormField
          label={t("admin.banners.active")}
          type="checkbox"
          checked={values.active}
          onChange={(event) => set("active", event.target.checked)}
        />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {banner ? t("admin.banners.save") : t("admin.banners.create")}
          </button>
          <button type="button" className="portal-button" onClick={onClose}>
            {t("admin.common.cancelEdit")}
          </button>
        </div>
      </form>
    </section>
  );
}
