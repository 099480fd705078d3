import { useSession } from "@pulso/widgets";
import type { ReactNode } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { RouteSkeleton } from "../layout/RouteSkeleton";

/**
 * Shows `children` only to a signed-in reader (and, with `admin`, only to admins: spec §6). While
 * the session is being checked the six-card skeleton shows; a visitor gets a page asking to log
 * in, a reader on an admin page gets "not allowed". The server enforces the same rules; this only
 * keeps the screens honest.
 */
export function RequireSession({
  children,
  admin = false,
}: {
  /** The page; nested routes' pages (an `<Outlet />`) when absent. */
  children?: ReactNode;
  admin?: boolean;
}) {
  const session = useSession();
  const { t } = usePortalT();
  const { pathname } = useLocation();
  if (session.status === "loading") return <RouteSkeleton />;
  if (session.status === "signed-out" || !session.user) {
    return (
      <div className="portal-page portal-page--narrow">
        <PageHeading>{t("guard.signInTitle")}</PageHeading>
        <p>{t("guard.signInText")}</p>
        <Link
          to={`/login?next=${encodeURIComponent(pathname)}`}
          className="portal-button portal-button--primary"
        >
          {t("header.logIn")}
        </Link>
      </div>
    );
  }
  if (admin && !session.isAdmin) {
    return (
      <div className="portal-page portal-page--narrow">
        <PageHeading>{t("guard.adminTitle")}</PageHeading>
        <p>{t("guard.adminText")}</p>
        <Link to="/" className="portal-button">
          {t("notFound.home")}
        </Link>
      </div>
    );
  }
  return <>{children ?? <Outlet />}</>;
}
