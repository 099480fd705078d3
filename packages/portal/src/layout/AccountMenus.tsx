import { usePulso, useSession } from "@pulso/widgets";
import { Link, NavLink } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { useAccountLinks } from "./accountLinks";
import { initial } from "./initial";
import { useDisclosure } from "./useDisclosure";

// The header's signed-in parts, in a chunk of their own: the header loads it once the session
// is signed in, so a visitor's first page carries none of it.

/** Logout: ends the session (the sdk then goes to the login page). */
export function LogOutButton({ className, onLogOut }: { className: string; onLogOut: () => void }) {
  const pulso = usePulso();
  const { t } = usePortalT();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onLogOut();
        void pulso.session.logout();
      }}
    >
      {t("header.logOut")}
    </button>
  );
}

/** The signed-in button of the bar and its menu (see UserMenu). */
export function SignedInMenu({ name, balance }: { name: string; balance: number }) {
  const links = useAccountLinks();
  const { t, formatMoney } = usePortalT();
  const { open, setOpen, rootRef, buttonProps, panelId } = useDisclosure();
  return (
    <div className="portal-dropdown portal-dropdown--end" ref={rootRef}>
      <button
        type="button"
        className="portal-user"
        // The name holds the visible text as it reads (WCAG 2.5.3: label in name); the avatar's
        // letter is drawn by CSS (`data-initial`), so it is not visible text the name lacks.
        aria-label={`${t("header.userMenu")}: ${name} ${formatMoney(balance)}`}
        {...buttonProps}
      >
        <span className="portal-user__avatar" aria-hidden="true" data-initial={initial(name)} />
        <span className="portal-user__text">
          <span className="portal-user__name">{name}</span>{" "}
          <span className="portal-user__balance portal-figure" title={t("header.balance")}>
            {formatMoney(balance)}
          </span>
        </span>
      </button>
      <nav
        id={panelId}
        className="portal-dropdown__panel"
        hidden={!open}
        aria-label={t("header.userMenu")}
      >
        <ul className="portal-dropdown__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="portal-dropdown__link" onClick={() => setOpen(false)}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li className="portal-dropdown__separator">
            <LogOutButton className="portal-dropdown__link" onLogOut={() => setOpen(false)} />
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The top of the phone menu, signed in: who is signed in and their balance. */
export function PhoneAccountSummary() {
  const session = useSession();
  const { t, formatMoney } = usePortalT();
  if (session.status !== "signed-in" || !session.user) return null;
  return (
    <div className="portal-menu__summary">
      <span className="portal-menu__avatar" aria-hidden="true">
        {initial(session.user.name)}
      </span>
      <p className="portal-menu__who">
        <span className="portal-menu__name">{session.user.name}</span>
        <span className="portal-menu__balance">
          <span className="portal-menu__balance-label">{t("header.balance")}</span>{" "}
          <span className="portal-figure">{formatMoney(session.user.balance)}</span>
        </span>
      </p>
    </div>
  );
}

/**
 * The account links and Logout inside the phone menu (the user menu holds them on wider
 * screens).
 */
export function PhoneAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = usePortalT();
  const links = useAccountLinks();
  if (links.length === 0) return null;
  return (
    <div className="portal-menu__account">
      <p className="portal-menu__title" id="portal-nav-account">
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
      <LogOutButton className="portal-nav__item portal-menu__logout" onLogOut={onNavigate} />
    </div>
  );
}
