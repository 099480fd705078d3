import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { RequireSession } from "../auth/RequireSession";
import { loadPortalArea } from "../i18n/registerPortalMessages";
import type { LazyPortalArea } from "../i18n/portalMessages";
import { Layout } from "../layout/Layout";
import { RouteSkeleton } from "../layout/RouteSkeleton";
import { NotFoundPage } from "./NotFoundPage";

/** A page whose code loads on first render, or earlier through `preload()`. */
type LazyPage = ComponentType & {
  /** Starts loading the page's code (and its area's texts) once; the render then finds it. */
  preload(): Promise<unknown>;
};

// One chunk per page (spec §2: a six-card skeleton shows while a page's code loads).
// An area's page also waits for the area's texts, which travel in their own chunk.
// The render and `preload()` share one load; a failed one is tried again next time.
const page = <TName extends string>(
  load: () => Promise<Record<TName, () => ReactNode>>,
  name: TName,
  area?: LazyPortalArea,
): LazyPage => {
  let loading: Promise<{ default: () => ReactNode }> | null = null;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), area ? loadPortalArea(area) : null]).then(
      ([module]) => ({ default: module[name] }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
};

const HomePage = page(() => import("./HomePage"), "HomePage");
const MarketListPage = page(() => import("./MarketListPage"), "MarketListPage");
const MarketPage = page(() => import("./MarketPage"), "MarketPage");
const LoginPage = page(() => import("./LoginPage"), "LoginPage");
const SignupPage = page(() => import("./SignupPage"), "SignupPage");
const ForgotPasswordPage = page(() => import("./ForgotPasswordPage"), "ForgotPasswordPage");
const LeaderboardPage = page(() => import("./LeaderboardPage"), "LeaderboardPage");
const PrivacyPolicyPage = page(() => import("./PrivacyPolicyPage"), "PrivacyPolicyPage");
const HowItWorksPage = page(() => import("../account/HowItWorksPage"), "HowItWorksPage", "account");
const ResetPasswordPage = page(
  () => import("../account/ResetPasswordPage"),
  "ResetPasswordPage",
  "account",
);
const VerifyEmailPage = page(
  () => import("../account/VerifyEmailPage"),
  "VerifyEmailPage",
  "account",
);
const DashboardPage = page(
  () => import("../dashboard/DashboardPage"),
  "DashboardPage",
  "dashboard",
);
const ProfilePage = page(() => import("../account/ProfilePage"), "ProfilePage", "account");
const NotificationSettingsPage = page(
  () => import("../account/NotificationSettingsPage"),
  "NotificationSettingsPage",
  "account",
);
const CardDepositPage = page(() => import("../money/CardDepositPage"), "CardDepositPage", "money");
const CryptoDepositPage = page(
  () => import("../money/CryptoDepositPage"),
  "CryptoDepositPage",
  "money",
);
const WithdrawPage = page(() => import("../money/WithdrawPage"), "WithdrawPage", "money");
const TicketListPage = page(() => import("../support/TicketListPage"), "TicketListPage", "support");
const CreateTicketPage = page(
  () => import("../support/CreateTicketPage"),
  "CreateTicketPage",
  "support",
);
const TicketPage = page(() => import("../support/TicketPage"), "TicketPage", "support");
const SuggestPollPage = page(
  () => import("../suggestions/SuggestPollPage"),
  "SuggestPollPage",
  "suggestions",
);
const PublisherConsolePage = page(
  () => import("../publishers/PublisherConsolePage"),
  "PublisherConsolePage",
  "publishers",
);

// The admin area's routes load with its code (readers never download them).
const AdminArea = lazy(() =>
  import("../admin/adminRoutes").then((module) => ({ default: module.AdminArea })),
);

/** What a route of the portal carries for {@link preloadRoute}. */
interface PortalRouteHandle {
  preload?: () => Promise<unknown>;
}

/** A route showing `Page` at `path`, its code preloadable. */
const at = (path: string, Page: LazyPage): RouteObject => ({
  path,
  element: <Page />,
  handle: { preload: Page.preload } satisfies PortalRouteHandle,
});

/**
 * A page for signed-in readers only (spec §6). Not preloaded on arrival: a signed-out visitor
 * sees the log-in prompt, and the page's code would be spent on nothing.
 */
const account = (path: string, Page: LazyPage): RouteObject => ({
  path,
  element: (
    <RequireSession>
      <Page />
    </RequireSession>
  ),
});

/**
 * The portal's routes (spec §2). `/resetPassword/:token` stands alone (no header or footer); every
 * other screen sits inside the shared layout. Money screens (spec: "routes not shown") live under
 * `/account/…`; the admin area under `/admin`, for admins only.
 */
export const portalRoutes: RouteObject[] = [
  {
    path: "resetPassword/:token",
    handle: { preload: ResetPasswordPage.preload } satisfies PortalRouteHandle,
    element: (
      <Suspense fallback={<RouteSkeleton />}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage />, handle: { preload: HomePage.preload } },
      at("markets/:category", MarketListPage),
      at("market/:id", MarketPage),
      at("login", LoginPage),
      at("signup", SignupPage),
      at("forgot-password", ForgotPasswordPage),
      at("verifyEmail/:token", VerifyEmailPage),
      at("leaderboard", LeaderboardPage),
      at("privacy-policy", PrivacyPolicyPage),
      at("how-it-works", HowItWorksPage),
      account("account", DashboardPage),
      account("account/userProfile", ProfilePage),
      account("account/notifications", NotificationSettingsPage),
      account("account/deposit", CardDepositPage),
      account("account/deposit/crypto", CryptoDepositPage),
      account("account/withdraw", WithdrawPage),
      account("support/tickets", TicketListPage),
      account("support-tickets", TicketListPage),
      // A footer an admin saved before the default's link moved to /support/tickets.
      account("support", TicketListPage),
      account("support/create", CreateTicketPage),
      account("create-ticket", CreateTicketPage),
      account("support/tickets/:id", TicketPage),
      account("ticket-detail/:id", TicketPage),
      account("suggest-poll", SuggestPollPage),
      account("publisher", PublisherConsolePage),
      // Admins only: the area's own routes hold the guard.
      { path: "admin/*", element: <AdminArea /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading the code of the public page at `pathname` (nothing for a path without one).
 * The portal calls it before its first render, so the page's chunk downloads while the app starts
 * instead of after the layout has rendered; a failure is left to the render, which loads again.
 * Resolves once the page's code is in (or has failed), never rejects.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(portalRoutes, pathname) ?? []).map((match) => {
    const handle = match.route.handle as PortalRouteHandle | undefined;
    return handle?.preload?.().catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}
