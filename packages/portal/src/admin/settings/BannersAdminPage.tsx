import {
  createBannerBodySchema,
  validate,
  type AdminBanner,
  type CreateBannerBody,
  type Language,
} from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { LocalDateField } from "../fields/LocalDateField";
import { useAuthForm } from "../../auth/useAuthForm";
import { usePortalT } from "../../i18n/usePortalT";
import { CellText, fromLocalInput, toLocalInput } from "../adminUi";
import { SelectField } from "../../auth/FieldControls";
import { EditableList } from "./EditableList";

interface BannerValues extends Record<string, string | boolean> {
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
  const banners = useQuery("admin-banners", (p) => p.queries.adminBanners());
  const activeWindow = (banner: AdminBanner) =>
    banner.startsAt || banner.endsAt
      ? `${banner.startsAt ? formatDate(banner.startsAt) : "…"} – ${
          banner.endsAt ? formatDate(banner.endsAt) : "…"
        }`
      : t("admin.banners.always");

  return (
    <EditableList
      texts={{
        title: t("admin.banners.title"),
        intro: t("admin.banners.intro"),
        newItem: t("admin.banners.newBanner"),
        loadError: t("admin.banners.loadError"),
        empty: t("admin.banners.empty"),
        caption: t("admin.banners.tableCaption"),
        deleteTitle: (banner) => t("admin.banners.deleteTitle", { title: banner.title }),
        deleteText: t("admin.banners.deleteText"),
        confirmDelete: t("admin.banners.confirmDelete"),
        deleted: t("admin.banners.deletedOk"),
      }}
      state={banners}
      keyOf={(banner) => banner._id}
      columns={[
        t("admin.banners.bannerTitle"),
        t("admin.common.language"),
        t("admin.banners.order"),
        t("admin.banners.active"),
        t("admin.banners.window"),
        t("admin.banners.stats"),
      ]}
      cells={(banner) => (
        <>
          <th scope="row">
            <CellText text={banner.title} />
            {banner.subtitle && (
              <p className="portal-muted">
                <CellText text={banner.subtitle} />
              </p>
            )}
          </th>
          <td>{t(`admin.common.languages.${banner.language}`)}</td>
          <td>{banner.order}</td>
          <td>{banner.active ? t("admin.common.yes") : t("admin.common.no")}</td>
          <td>{activeWindow(banner)}</td>
          <td>
            {formatNumber(banner.views)} / {formatNumber(banner.clicks)}
          </td>
        </>
      )}
      remove={(banner) => pulso.siteSettings.deleteBanner(banner._id)}
      form={({ item, onDone, onClose }) => (
        <BannerForm banner={item} onDone={onDone} onClose={onClose} />
      )}
    />
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
  const form = useAuthForm<BannerValues, string>(banner ? valuesOf(banner) : EMPTY, {
    validate: (values) => validate(createBannerBodySchema, bannerBody(values)),
    submit: async (values) => {
      if (banner) {
        await pulso.siteSettings.updateBanner(banner._id, bannerBody(values));
        return t("admin.banners.updatedOk");
      }
      await pulso.siteSettings.createBanner(bannerBody(values));
      return t("admin.banners.createdOk");
    },
    failureMessage: (cause) => t("admin.common.failed", { reason: error(cause) }),
    onSuccess: onDone,
    invalidMessage: t("admin.common.formErrors"),
  });
  const { values, formError, pending } = form;
  const text = (key: "title" | "subtitle" | "imageUrl" | "linkUrl") => ({
    ...form.field(key),
    value: values[key],
  });
  const dateProps = (key: "startsAt" | "endsAt") => ({
    name: key,
    value: values[key],
    error: form.field(key).error,
    onValueChange: (value: string) => form.set(key, value),
  });

  return (
    <section className="admin-confirm" aria-labelledby="admin-banner-form">
      <h2 id="admin-banner-form" className="admin-confirm__title">
        {banner
          ? t("admin.banners.editBanner", { title: banner.title })
          : t("admin.banners.newBanner")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormAlert message={formError} tone="error" />
        <div className="admin-grid">
          <SelectField<Language>
            label={t("admin.common.language")}
            value={values.language}
            options={[
              { value: "es", label: t("admin.common.languages.es") },
              { value: "en", label: t("admin.common.languages.en") },
            ]}
            onValueChange={(value) => value && form.set("language", value)}
          />
          <FormField
            label={t("admin.banners.order")}
            type="number"
            min={0}
            value={values.order}
            {...form.field("order")}
          />
        </div>
        <FormField label={t("admin.banners.bannerTitle")} {...text("title")} />
        <FormField label={t("admin.banners.subtitle")} {...text("subtitle")} />
        <div className="admin-grid">
          <FormField label={t("admin.banners.imageUrl")} {...text("imageUrl")} />
          <FormField label={t("admin.banners.linkUrl")} {...text("linkUrl")} />
          <LocalDateField label={t("admin.banners.startsAt")} withTime {...dateProps("startsAt")} />
          <LocalDateField label={t("admin.banners.endsAt")} withTime {...dateProps("endsAt")} />
        </div>
        <FormField
          label={t("admin.banners.active")}
          type="checkbox"
          checked={values.active}
          {...form.field("active")}
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
