import type { PortalRole } from "./portalFixtures";

/** Who a screen is for (spec §6): everyone, signed-in readers, or admins. */
export type RouteAudience = "public" | "reader" | "admin";

/** One screen of spec §2 as the journeys visit it. */
export interface PortalRoute {
  /** The path; `:market` and `:ticket` are filled in at test time with demo ids. */
  path: string;
  audience: RouteAudience;
  /** Standalone screens have no header (so no language switcher): spec §2. */
  standalone?: boolean;
  /**
   * The h1 is the same in both languages (a ticket's subject, the user's own text; "Banners", the
   * same word in Spanish): a language switch is seen in the rest of the page instead.
   */
  sameHeading?: boolean;
}

/**
 * Every route of spec §2, plus the money screens under /account and the admin area's screens
 * (packages/portal/src/admin/adminRoutes.tsx).
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: "/", audience: "public" },
  { path: "/markets/all", audience: "public" },
  { path: "/markets/presidential", audience: "public" },
  { path: "/market/:market", audience: "public" },
  { path: "/how-it-works", audience: "public" },
  { path: "/leaderboard", audience: "public" },
  { path: "/login", audience: "public" },
  { path: "/signup", audience: "public" },
  { path: "/forgot-password", audience: "public" },
  { path: "/resetPassword/some-token", audience: "public", standalone: true },
  { path: "/privacy-policy", audience: "public" },
  { path: "/no-such-page", audience: "public" },
  { path: "/account", audience: "reader" },
  { path: "/account/userProfile", audience: "reader" },
  { path: "/account/notifications", audience: "reader" },
  { path: "/account/deposit", audience: "reader" },
  { path: "/account/deposit/crypto", audience: "reader" },
  { path: "/account/withdraw", audience: "reader" },
  { path: "/support/tickets", audience: "reader" },
  { path: "/support-tickets", audience: "reader" },
  { path: "/support/create", audience: "reader" },
  { path: "/create-ticket", audience: "reader" },
  { path: "/support/tickets/:ticket", audience: "reader", sameHeading: true },
  { path: "/ticket-detail/:ticket", audience: "reader", sameHeading: true },
  { path: "/suggest-poll", audience: "reader" },
  { path: "/publisher", audience: "reader" },
  { path: "/admin", audience: "admin" },
  { path: "/admin/markets", audience: "admin" },
  { path: "/admin/markets/new", audience: "admin" },
  { path: "/admin/suggestions", audience: "admin" },
  { path: "/admin/tickets", audience: "admin" },
  { path: "/admin/tickets/:ticket", audience: "admin", sameHeading: true },
  { path: "/admin/withdrawals", audience: "admin" },
  { path: "/admin/banners", audience: "admin", sameHeading: true },
  { path: "/admin/market-links", audience: "admin" },
  { path: "/admin/footer", audience: "admin" },
  { path: "/admin/publishers", audience: "admin" },
  { path: "/admin/blackout-rules", audience: "admin" },
];

/** Signed out, and signed in as the role the screen is for (a reader for public screens). */
export function rolesFor(route: PortalRoute): PortalRole[] {
  return ["visitor", route.audience === "admin" ? "admin" : "reader"];
}

/** The path with its placeholders filled in. */
export function fillPath(path: string, ids: { market: string; ticket: string }): string {
  return path.replace(":market", ids.market).replace(":ticket", ids.ticket);
}

/**
 * A file-name-safe name of a route: `/account/deposit` → `account-deposit`, `/market/:market` →
 * `market-id`, `/` → `home`.
 */
export function routeSlug(path: string): string {
  const slug = path
    .replace(/:\w+/g, "id")
    .replace(/^\//, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/-$/, "");
  return slug || "home";
}
