import type { PortalMessageKey } from "../i18n/portalMessages";

/** One link of the signed-in reader's menus. */
export interface AccountLink {
  to: string;
  label: PortalMessageKey;
}

/** The user menu's links, in order (spec §2); the phone menu repeats them. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: "/account", label: "header.dashboard" },
  { to: "/account/userProfile", label: "header.profile" },
  { to: "/account/deposit", label: "header.deposit" },
  { to: "/account/deposit/crypto", label: "header.cryptoDeposit" },
  { to: "/account/withdraw", label: "header.withdraw" },
  { to: "/suggest-poll", label: "header.suggestPoll" },
  { to: "/support/tickets", label: "header.supportTickets" },
];

/** The admin area's link, shown to admins only (spec §6). */
export const ADMIN_LINK: AccountLink = { to: "/admin", label: "header.admin" };

/** The links a reader gets: the account's, and the admin area's for admins. */
export function accountLinksFor(isAdmin: boolean): readonly AccountLink[] {
  return isAdmin ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}
