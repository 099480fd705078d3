import { lazy, Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { adminRoutes } from "../admin/adminRoutes";
import { RequireSession } from "../auth/RequireSession";
import { loadPortalArea } from "../i18n/portalAreas";
import type { LazyPortalArea } from "../i18n/portalMessages";
import { Layout } from "../layout/Layout";
import { RouteSkeleton } from "../layout/RouteSkeleton";
import { NotFoundPage } from "./NotFoundPage";

// One chunk per page (spec §2: a six-card skeleton shows while a page's code loads).
// An area's page also waits for the area's texts, which travel in their own chunk.
const page = <TName extends string>(
  load: () => Promise<Record<TName, () => ReactNode>>,
  name: TName,
  area?: LazyPortalArea,
) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), area ? loadPortalArea(area) : null]);
    return { default: module[name] };
  });

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

/** A page for signed-in readers only (spec §6). */
const account = (element: ReactNode) => <RequireSession>{element}</RequireSession>;

/**
 * The portal's routes (spec §2). `/resetPassword/:token` stands alone (no header or footer); every
 * other screen sits inside the shared layout. Money screens (spec: "routes not shown") live under
 * `/account/…`; the admin area under `/admin`, for admins only.
 */
export const portalRoutes: RouteObject[] = [
  {
    path: "resetPassword/:token",
    element: (
      <Suspense fallback={<RouteSkeleton />}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "markets/:category", element: <MarketListPage /> },
      { path: "market/:id", element: <MarketPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "signup", element: <SignupPage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
      { path: "verifyEmail/:token", element: <VerifyEmailPage /> },
      { path: "leaderboard", element: <LeaderboardPage /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "how-it-works", element: <HowItWorksPage /> },
      { path: "account", element: account(<DashboardPage />) },
      { path: "account/userProfile", element: account(<ProfilePage />) },
      { path: "account/notifications", element: account(<NotificationSettingsPage />) },
      { path: "account/deposit", element: account(<CardDepositPage />) },
      { path: "account/deposit/crypto", element: account(<CryptoDepositPage />) },
      { path: "account/withdraw", element: account(<WithdrawPage />) },
      { path: "support/tickets", element: account(<TicketListPage />) },
      { path: "support-tickets", element: account(<TicketListPage />) },
      { path: "support/create", element: account(<CreateTicketPage />) },
      { path: "create-ticket", element: account(<CreateTicketPage />) },
      { path: "support/tickets/:id", element: account(<TicketPage />) },
      { path: "ticket-detail/:id", element: account(<TicketPage />) },
      { path: "suggest-poll", element: account(<SuggestPollPage />) },
      { path: "publisher", element: account(<PublisherConsolePage />) },
      { path: "admin", element: <RequireSession admin />, children: adminRoutes },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
