import { NotificationBell } from "@pulso/widgets";
import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MarketsMenu } from "./MarketsMenu";
import { UserMenu } from "./UserMenu";

/**
 * The site header (spec §2): logo and name, the main navigation (Markets dropdown, leaderboard),
 * the language switcher, the notification bell when signed in and the user menu or Log In. At
 * phone width the navigation folds behind a menu button.
 */
export function Header() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, pathname });
  // A navigation closes the phone menu.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const closeMenu = () => setMenu({ open: false, pathname });

  return (
    <header className="portal-header">
      <div className="portal-header__bar">
        <Link to="/" className="portal-logo" aria-label={t("header.home")}>
          <span className="portal-logo__mark" aria-hidden="true">
            ◉
          </span>
          <span>{t("app.name")}</span>
        </Link>
        <button
          type="button"
          className="portal-menu-toggle"
          aria-expanded={menu.open}
          aria-controls="portal-nav"
          onClick={() => setMenu({ open: !menu.open, pathname })}
        >
          <span aria-hidden="true">☰</span>
          <span className="portal-visually-hidden">
            {menu.open ? t("header.closeMenu") : t("header.openMenu")}
          </span>
        </button>
        <nav
          id="portal-nav"
          className="portal-nav"
          data-open={menu.open ? "true" : "false"}
          aria-label={t("header.mainNav")}
        >
          <MarketsMenu onNavigate={closeMenu} />
          <NavLink to="/leaderboard" className="portal-nav__item" onClick={closeMenu}>
            {t("header.leaderboard")}
          </NavLink>
        </nav>
        <div className="portal-header__tools">
          <LanguageSwitcher />
          <NotificationBell onNavigate={(path) => void navigate(path)} />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
