import { useSession, useQuery } from "@pulso/widgets";
import type { PortalMessageKey } from "../i18n/portalMessages";
import { myPublishersQuery } from "../publishers/publisherQueries";

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

/** The publisher console's link, for members of a publisher only (DESIGN §12). */
export const PUBLISHER_LINK: AccountLink = { to: "/publisher", label: "header.publisherConsole" };

/** The admin area's link, shown to admins only (spec §6). */
export const ADMIN_LINK: AccountLink = { to: "/admin", label: "header.admin" };

/**
 * The links a reader gets: the account's, the publisher console's for members of a publisher,
 * and the admin area's for admins.
 */
export function accountLinksFor(isAdmin: boolean, isPublisher = false): readonly AccountLink[] {
  return [
    ...ACCOUNT_LINKS,
    ...(isPublisher ? [PUBLISHER_LINK] : []),
    ...(isAdmin ? [ADMIN_LINK] : []),
  ];
}

/**
 * The signed-in reader's links (none signed out). Whether they belong to a publisher comes from
 * GET /publishers/mine, asked once per user (the link stays away while it loads or if it fails).
 */
export function useAccountLinks(): readonly AccountLink[] {
  const session = useSession();
  const userId = session.status === "signed-in" ? (session.user?._id ?? "") : "";
  const mine = useQuery(`my-publishers:${userId}`, (pulso) =>
    userId
      ? myPublishersQuery(pulso, userId)
      : // Signed out: nothing to ask the server.
        { queryKey: ["publishers", "mine", ""], queryFn: () => Promise.resolve([]) },
  );
  if (!userId) return [];
  return accountLinksFor(session.isAdmin, (mine.data?.length ?? 0) > 0);
}
