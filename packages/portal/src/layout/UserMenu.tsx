import { useSession } from "@pulso/widgets";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

// The signed-in menu loads only for a signed-in reader (layout/AccountMenus).
const SignedInMenu = lazy(() =>
  import("./AccountMenus").then(({ SignedInMenu }) => ({ default: SignedInMenu })),
);

/** The empty box that holds the account's place in the bar (Log In's size). */
const placeholder = <span className="portal-account-placeholder" aria-hidden="true" />;

/**
 * Signed in: a menu button with the user's name and balance, opening the account links
 * (Dashboard, Profile, deposits, Withdraw, Suggest Poll, Support Tickets, the publisher console
 * for members of a publisher, Admin for admins) and
 * Logout (spec §2). Escape closes it and returns the focus to the button. Signed out: Log In.
 * While the session is checked: an empty box of Log In's size.
 */
export function UserMenu() {
  const session = useSession();
  // While the session is checked, an empty box holds the account's place in the bar.
  if (session.status === "loading") return placeholder;
  if (session.status === "signed-out" || !session.user) {
    return (
      <Link to="/login" className="portal-button portal-button--primary portal-login">
        <LogInText />
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu name={session.user.name} balance={session.user.balance} />
    </Suspense>
  );
}

function LogInText() {
  return <>{usePortalT().t("header.logIn")}</>;
}
