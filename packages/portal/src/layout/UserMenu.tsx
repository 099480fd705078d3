import { usePulso, useSession } from "@pulso/widgets";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { useAccountLinks } from "./accountLinks";
import { initial } from "./initial";
import { useDisclosure } from "./useDisclosure";

/**
 * Signed in: a menu button with the user's name and balance, opening the account links
 * (Dashboard, Profile, deposits, Withdraw, Suggest Poll, Support Tickets, the publisher console
 * for members of a publisher, Admin for admins) and
 * Logout (spec §2). Escape closes it and returns the focus to the button. Signed out: Log In.
 */
export function UserMenu() {
  const session = useSession();
  if (session.status === "loading") return null;
  if (session.status === "signed-out" || !session.user) {
    return (
      <Link to="/login" className="portal-button portal-button--primary portal-login">
        <LogInText />
      </Link>
    );
  }
  return <SignedInMenu name={session.user.name} balance={session.user.balance} />;
}

function LogInText() {
  return <>{usePortalT().t("header.logIn")}</>;
}

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

function SignedInMenu({ name, balance }: { name: string; balance: number }) {
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
