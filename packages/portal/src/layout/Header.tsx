import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { useAccountLinks } from "./accountLinks";
import { HeaderBell } from "./HeaderBell";
import { InstallAppButton } from "./InstallAppButton";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MarketsMenu } from "./MarketsMenu";
import { prefetchOnIntent } from "./routePrefetch";
import { UserMenu } from "./UserMenu";
import "./layout.css";

/**
 * The site header (spec §2): logo and name, the main navigation (Markets dropdown, leaderboard,
 * How It Works), the app download button, the language switcher, the notification bell when
 * signed in and the user menu or Log In. At phone width the navigation folds behind a menu
 * button and also lists the account links.
 */
export function Header() {
  const { t } = usePortalT();
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
          <NavLink
            to="/leaderboard"
            className="portal-nav__item"
            onClick={closeMenu}
            {...prefetchOnIntent("/leaderboard")}
          >
            {t("header.leaderboard")}
          </NavLink>
          <NavLink
            to="/how-it-works"
            className="portal-nav__item"
            onClick={closeMenu}
            {...prefetchOnIntent("/how-it-works")}
          >
            {t("header.howItWorks")}
          </NavLink>
          <PhoneAccountLinks onNavigate={closeMenu} />
        </nav>
        <div className="portal-header__tools">
          <InstallAppButton />
          <LanguageSwitcher />
          <HeaderBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** The account links inside the phone menu (the user menu holds them on wider screens). */
function PhoneAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = usePortalT();
  const links = useAccountLinks();
  if (links.length === 0) return null;
  return (
    <div className="portal-nav__account">
      <p className="portal-nav__account-title" id="portal-nav-account">
        {t("header.accountNav")}
      </p>
      <ul aria-labelledby="portal-nav-account">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="portal-nav__item" onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
