import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";

/** The not-found page: any path the portal does not route (spec §2). */
export function NotFoundPage() {
  const { t } = usePortalT();
  return (
    <div className="portal-page portal-page--narrow">
      <PageHeading>{t("notFound.title")}</PageHeading>
      <p>{t("notFound.text")}</p>
      <Link to="/" className="portal-button portal-button--primary">
        {t("notFound.home")}
      </Link>
    </div>
  );
}
