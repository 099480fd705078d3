import { useSession } from "@pulso/widgets";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { HeaderBell } from "./HeaderBell";
import { InstallAppButton } from "./InstallAppButton";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MarketsMenu } from "./MarketsMenu";
import { usePrefetchOnIntent } from "./routePrefetch";
import { UserMenu } from "./UserMenu";
import "./layout.css";

// The phone menu's signed-in parts load only for a signed-in reader (layout/AccountMenus).
const PhoneAccountSummary = lazy(() =>
  import("./AccountMenus").then(({ PhoneAccountSummary }) => ({ default: PhoneAccountSummary })),
);
const PhoneAccountLinks = lazy(() =>
  import("./AccountMenus").then(({ PhoneAccountLinks }) => ({ default: PhoneAccountLinks })),
);

/**
 * The site header (spec §2): logo and name, the main navigation (Markets dropdown, leaderboard,
 * How It Works), the app download button, the language switcher, the notification bell when
 * signed in and the user menu or Log In. Below tablet width the bar keeps only the logo, the bell,
 * the balance (or Log In) and a menu button; the menu opens as a sheet with the reader's name and
 * balance, the navigation, the account links, the language, the app download and Logout.
 */
export function Header() {
  const { t } = usePortalT();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, pathname });
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A navigation closes the phone menu.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = () => setMenu({ open: false, pathname });
  usePhoneMenuDismissal(menu.open, headerRef, toggleRef, closeMenu);
  const leaderboardIntent = usePrefetchOnIntent("/leaderboard");
  const howItWorksIntent = usePrefetchOnIntent("/how-it-works");

  return (
    <header className="portal-header" ref={headerRef}>
      <div className="portal-header__bar">
        <Link to="/" className="portal-logo" aria-label={t("header.home")}>
          <LogoMark />
          <span className="portal-logo__name">{t("app.name")}</span>
        </Link>
        <div id="portal-menu" className="portal-menu" data-open={menu.open ? "true" : "false"}>
          <SignedInOnly>
            <PhoneAccountSummary />
          </SignedInOnly>
          <nav id="portal-nav" className="portal-nav" aria-label={t("header.mainNav")}>
            <MarketsMenu onNavigate={closeMenu} />
            <NavLink
              to="/leaderboard"
              className="portal-nav__item"
              onClick={closeMenu}
              {...leaderboardIntent}
            >
              {t("header.leaderboard")}
            </NavLink>
            <NavLink
              to="/how-it-works"
              className="portal-nav__item"
              onClick={closeMenu}
              {...howItWorksIntent}
            >
              {t("header.howItWorks")}
            </NavLink>
          </nav>
          <SignedInOnly>
            <PhoneAccountLinks onNavigate={closeMenu} />
          </SignedInOnly>
          <div className="portal-menu__tools">
            <LanguageSwitcher />
            <InstallAppButton />
          </div>
        </div>
        <div className="portal-header__tools">
          <HeaderBell />
          <UserMenu />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="portal-menu-toggle"
          aria-expanded={menu.open}
          aria-controls="portal-menu"
          onClick={() => setMenu({ open: !menu.open, pathname })}
        >
          <MenuIcon open={menu.open} />
          <span className="portal-visually-hidden">
            {menu.open ? t("header.closeMenu") : t("header.openMenu")}
          </span>
        </button>
      </div>
    </header>
  );
}

/**
 * The open phone menu closes on Escape (once no dropdown inside it is open; the focus goes back
 * to its button) and on a click outside the header.
 */
function usePhoneMenuDismissal(
  open: boolean,
  headerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // A dropdown inside the menu closes first (its own Escape handler runs on this event).
      if (headerRef.current?.querySelector('#portal-menu [aria-expanded="true"]')) return;
      close();
      toggleRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open, headerRef, toggleRef, close]);
}

/** Pulso's mark: a pulse line in a rounded square. */
function LogoMark() {
  return (
    <svg className="portal-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M5 17h6l3-8 4 15 3-9 1.5 2H27"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Three bars, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Its children for a signed-in reader only, once their code has loaded. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== "signed-in" || !session.user) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
