import { Suspense } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { RouteSkeleton } from "../layout/RouteSkeleton";
import "./admin.css";

const SECTIONS = [
  { to: "/admin/markets", key: "markets" },
  { to: "/admin/blackout-rules", key: "blackoutRules" },
  { to: "/admin/publishers", key: "publishers" },
  { to: "/admin/suggestions", key: "suggestions" },
  { to: "/admin/tickets", key: "tickets" },
  { to: "/admin/withdrawals", key: "withdrawals" },
  { to: "/admin/banners", key: "banners" },
  { to: "/admin/market-links", key: "marketLinks" },
  { to: "/admin/footer", key: "footer" },
] as const;

/**
 * The admin area (signed-in admins only; the route's guard checks): its navigation and the current
 * screen, each screen loading as its own chunk. `/admin` itself shows the markets.
 */
export function AdminLayout() {
  const { t } = usePortalT();
  const { pathname } = useLocation();
  // `/admin` itself shows the markets screen, so its link is the current one there.
  const atIndex = pathname.replace(/\/$/, "") === "/admin";
  return (
    <div className="portal-page admin">
      <nav className="admin-nav" aria-label={t("admin.nav.label")}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  isActive || (atIndex && section.key === "markets")
                    ? "admin-nav__link admin-nav__link--active"
                    : "admin-nav__link"
                }
              >
                {t(`admin.nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
