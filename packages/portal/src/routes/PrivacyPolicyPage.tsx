import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";

/** `/privacy-policy` (spec §2), linked from the footer. */
export function PrivacyPolicyPage() {
  const { t } = usePortalT();
  return (
    <article className="portal-page portal-page--narrow">
      <PageHeading>{t("privacy.title")}</PageHeading>
      <p>{t("privacy.intro")}</p>
      <p>{t("privacy.data")}</p>
      <p>{t("privacy.cookies")}</p>
      <p>{t("privacy.rights")}</p>
    </article>
  );
}
