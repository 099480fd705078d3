import { usePulso, useSession } from "@pulso/widgets";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { useDisclosure } from "./useDisclosure";

/**
 * Signed in: a menu button with the user's name and balance, opening the account links and
 * Logout (spec §2; links to screens of later slices join as they are built). Signed out: Log In.
 */
export function UserMenu() {
  const session = useSession();
  if (session.status === "loading") return null;
  if (session.status === "signed-out" || !session.user) {
    return (
      <Link to="/login" className="portal-button portal-button--primary">
        <LogInText />
      </Link>
    );
  }
  return <SignedInMenu name={session.user.name} balance={session.user.balance} />;
}

function LogInText() {
  return <>{usePortalT().t("header.logIn")}</>;
}

function SignedInMenu({ name, balance }: { name: string; balance: number }) {
  const pulso = usePulso();
  const { t, formatMoney } = usePortalT();
  const { open, setOpen, rootRef, buttonProps, panelId } = useDisclosure();
  return (
    <div className="portal-dropdown portal-dropdown--end" ref={rootRef}>
      <button
        type="button"
        className="portal-user"
        aria-label={`${t("header.userMenu")}: ${name}, ${t("header.balance")} ${formatMoney(balance)}`}
        {...buttonProps}
      >
        <span className="portal-user__name">{name}</span>
        <span className="portal-user__balance">{formatMoney(balance)}</span>
      </button>
      <div id={panelId} className="portal-dropdown__panel" hidden={!open}>
        <ul className="portal-dropdown__list">
          <li>
            <button
              type="button"
              className="portal-dropdown__link"
              onClick={() => {
                setOpen(false);
                void pulso.session.logout();
              }}
            >
              {t("header.logOut")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
