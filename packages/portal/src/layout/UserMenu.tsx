import { useSession } from "@pulso/widgets";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

// The signed-in menu loads only for a signed-in reader (layout/AccountMenus).
const SignedInMenu = lazy(() =>
  import("./AccountMenus").then(({ SignedInMenu }) => ({ default: SignedInMenu })),
);

/**
 * What holds the account's place in the bar while the session is checked: an unseen copy of
 * Log In, so the bar of a visitor (most first visits) does not move when Log In comes, in either
 * language ("Iniciar sesión" is half as wide again as "Log In").
 */
const placeholder = (
  <span
    className="portal-button portal-button--primary portal-login portal-account-placeholder"
    aria-hidden="true"
  >
    <LogInText />
  </span>
);

/**
 * Signed in: a menu button with the user's name and balance, opening the account links
 * (Dashboard, Profile, deposits, Withdraw, Suggest Poll, Support Tickets, the publisher console
 * for members of a publisher, Admin for admins) and
 * Logout (spec §2). Escape closes it and returns the focus to the button. Signed out: Log In.
 * While the session is checked: an unseen box of Log In's size.
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
