import {
  updateFooterSettingsBodySchema,
  validate,
  type FieldIssue,
  type FooterConfig,
  type UpdateFooterSettingsBody,
} from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useState, type FormEvent } from "react";
import { PageHeading } from "../../a11y/PageHeading";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { serverIssues } from "../../auth/formIssues";
import { usePortalT } from "../../i18n/usePortalT";
import { ConfirmPanel, FeedbackMessage, useAdminAction, type AdminFeedback } from "../adminUi";
import { QueryView } from "../../pulso/QueryView";
import { TextAreaField } from "../../auth/FieldControls";

const SOCIAL = ["twitter", "discord", "facebook", "instagram", "whatsapp"] as const;
type Social = (typeof SOCIAL)[number];

interface FooterValues {
  defaultName: string;
  defaultDescription: string;
  descriptionSpanish: string;
  social: Record<Social, string>;
  copyrightEn: string;
  copyrightEs: string;
  showYear: boolean;
  linkGroups: string;
}

function valuesOf(config: FooterConfig): FooterValues {
  return {
    defaultName: config.platform.defaultName,
    defaultDescription: config.platform.defaultDescription,
    descriptionSpanish: config.platform.descriptionSpanish ?? "",
    social: Object.fromEntries(SOCIAL.map((key) => [key, config.socialMedia[key] ?? ""])) as Record<
      Social,
      string
    >,
    copyrightEn: config.copyright.localizedTexts.en ?? "",
    copyrightEs: config.copyright.localizedTexts.es ?? "",
    showYear: config.copyright.showYear,
    linkGroups: JSON.stringify(config.linkGroups, null, 2),
  };
}

/** Leaves out empty optional texts, so the stored footer holds only what the admin set. */
function footerBody(
  config: FooterConfig,
  values: FooterValues,
  linkGroups: unknown,
): UpdateFooterSettingsBody {
  const present = (value: string) => (value.trim() ? value.trim() : undefined);
  const compact = <T extends Record<string, unknown>>(object: T) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
  return {
    configKey: config.configKey,
    platform: compact({
      nameTranslationKey: config.platform.nameTranslationKey,
      defaultName: values.defaultName.trim(),
      descriptionTranslationKey: config.platform.descriptionTranslationKey,
      defaultDescription: values.defaultDescription.trim(),
      descriptionSpanish: present(values.descriptionSpanish),
    }),
    socialMedia: compact(
      Object.fromEntries(SOCIAL.map((key) => [key, present(values.social[key])])),
    ),
    copyright: {
      localizedTexts: compact({ en: present(values.copyrightEn), es: present(values.copyrightEs) }),
      showYear: values.showYear,
    },
    linkGroups: linkGroups as UpdateFooterSettingsBody["linkGroups"],
  };
}

/**
 * `/admin/footer`: the footer's platform texts, social links and copyright as a form, its link
 * groups as JSON checked before saving (the whole configuration is replaced); reset returns to the
 * default footer after a confirmation.
 */
export function FooterAdminPage() {
  const { t } = usePortalT();
  const footer = useQuery("admin-footer", (pulso) => pulso.queries.footer());
  const [feedback, setFeedback] = useState<AdminFeedback | null>(null);
  return (
    <div>
      <PageHeading>{t("admin.footer.title")}</PageHeading>
      <p className="portal-muted">{t("admin.footer.intro")}</p>
      <FeedbackMessage feedback={feedback} />
      <QueryView state={footer} errorText={t("admin.footer.loadError")}>
        {(config) => (
          <FooterForm key={JSON.stringify(config)} config={config} onFeedback={setFeedback} />
        )}
      </QueryView>
    </div>
  );
}

function FooterForm({
  config,
  onFeedback,
}: {
  config: FooterConfig;
  onFeedback(feedback: AdminFeedback | null): void;
}) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const reset = useAdminAction();
  const [values, setValues] = useState(() => valuesOf(config));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [groupsError, setGroupsError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const set = <K extends keyof FooterValues>(key: K, value: FooterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (path: string) => {
    const issue = issues.find((candidate) => candidate.path === path);
    return issue ? error(issue.code, issue.params) : undefined;
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onFeedback(null);
    let linkGroups: unknown;
    try {
      linkGroups = JSON.parse(values.linkGroups) as unknown;
    } catch (cause) {
      setGroupsError(
        t("admin.footer.invalidJson", { reason: cause instanceof Error ? cause.message : "" }),
      );
      setFormError(t("admin.common.formErrors"));
      return;
    }
    if (!Array.isArray(linkGroups)) {
      setGroupsError(t("admin.footer.notAList"));
      setFormError(t("admin.common.formErrors"));
      return;
    }
    const body = footerBody(config, values, linkGroups);
    const checked = validate(updateFooterSettingsBodySchema, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      const group = checked.issues.find((issue) => issue.path.startsWith("linkGroups"));
      setGroupsError(
        group
          ? t("admin.footer.groupsInvalid", {
              path: group.path.replace(/^linkGroups\.?/, ""),
              reason: error(group.code, group.params),
            })
          : undefined,
      );
      setFormError(t("admin.common.formErrors"));
      return;
    }
    setIssues([]);
    setGroupsError(undefined);
    setFormError(null);
    setPending(true);
    try {
      await pulso.siteSettings.updateFooter(body);
      onFeedback({ tone: "success", message: t("admin.footer.saved") });
    } catch (cause) {
      setIssues(serverIssues(cause));
      setFormError(t("admin.common.failed", { reason: error(cause) }));
    } finally {
      setPending(false);
    }
  };
  const resetFooter = async () => {
    const done = await reset.run(
      "reset",
      () => pulso.siteSettings.resetFooter(),
      () => t("admin.footer.resetDone"),
    );
    setConfirmingReset(false);
    if (done) onFeedback({ tone: "success", message: t("admin.footer.resetDone") });
  };

  return (
    <>
      <FeedbackMessage feedback={reset.feedback?.tone === "error" ? reset.feedback : null} />
      <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
        <FormAlert message={formError} tone="error" />
        <fieldset>
          <legend>{t("admin.footer.platform")}</legend>
          <FormField
            label={t("admin.footer.name")}
            name="defaultName"
            value={values.defaultName}
            error={message("platform.defaultName")}
            onChange={(event) => set("defaultName", event.target.value)}
          />
          <TextAreaField
            label={t("admin.footer.description")}
            value={values.defaultDescription}
            error={message("platform.defaultDescription")}
            onValueChange={(value) => set("defaultDescription", value)}
            rows={2}
          />
          <TextAreaField
            label={t("admin.footer.descriptionEs")}
            value={values.descriptionSpanish}
            error={message("platform.descriptionSpanish")}
            onValueChange={(value) => set("descriptionSpanish", value)}
            rows={2}
          />
        </fieldset>
        <fieldset>
          <legend>{t("admin.footer.social")}</legend>
          <div className="admin-grid">
            {SOCIAL.map((key) => (
              <FormField
                key={key}
                label={t(`admin.footer.${key === "discord" ? "tiktok" : key}`)}
                type="url"
                name={key}
                value={values.social[key]}
                error={message(`socialMedia.${key}`)}
                onChange={(event) => set("social", { ...values.social, [key]: event.target.value })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("admin.footer.copyright")}</legend>
          <div className="admin-grid">
            <FormField
              label={t("admin.footer.copyrightEs")}
              name="copyrightEs"
              value={values.copyrightEs}
              error={message("copyright.localizedTexts.es")}
              onChange={(event) => set("copyrightEs", event.target.value)}
            />
            <FormField
              label={t("admin.footer.copyrightEn")}
              name="copyrightEn"
              value={values.copyrightEn}
              error={message("copyright.localizedTexts.en")}
              onChange={(event) => set("copyrightEn", event.target.value)}
            />
          </div>
          <FormField
            label={t("admin.footer.showYear")}
            type="checkbox"
            checked={values.showYear}
            onChange={(event) => set("showYear", event.target.checked)}
          />
        </fieldset>
        <TextAreaField
          label={t("admin.footer.linkGroups")}
          hint={t("admin.footer.linkGroupsHint")}
          value={values.linkGroups}
          error={groupsError}
          onValueChange={(value) => set("linkGroups", value)}
          rows={12}
        />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {t("admin.footer.save")}
          </button>
          <button
            type="button"
            className="portal-button"
            onClick={() => {
              onFeedback(null);
              setConfirmingReset(true);
            }}
          >
            {t("admin.footer.reset")}
          </button>
        </div>
      </form>
      {confirmingReset && (
        <ConfirmPanel
          title={t("admin.footer.resetTitle")}
          text={t("admin.footer.resetText")}
          confirmLabel={t("admin.footer.confirmReset")}
          pending={reset.pending === "reset"}
          onConfirm={() => void resetFooter()}
          onDismiss={() => setConfirmingReset(false)}
        />
      )}
    </>
  );
}
