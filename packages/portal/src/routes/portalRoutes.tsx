import { lazy } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "../layout/Layout";
import { NotFoundPage } from "./NotFoundPage";

// One chunk per page (spec §2: a six-card skeleton shows while a page's code loads).
const HomePage = lazy(() => import("./HomePage").then((m) => ({ default: m.HomePage })));
const MarketListPage = lazy(() =>
  import("./MarketListPage").then((m) => ({ default: m.MarketListPage })),
);
const MarketPage = lazy(() => import("./MarketPage").then((m) => ({ default: m.MarketPage })));
const LoginPage = lazy(() => import("./LoginPage").then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import("./SignupPage").then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import("./ForgotPasswordPage").then((m) => ({ default: m.ForgotPasswordPage })),
);
const LeaderboardPage = lazy(() =>
  import("./LeaderboardPage").then((m) => ({ default: m.LeaderboardPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import("./PrivacyPolicyPage").then((m) => ({ default: m.PrivacyPolicyPage })),
);

/**
 * The portal's routes (spec §2) inside the shared layout. Screens of later slices are not routed
 * yet, so their paths reach the not-found page.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "markets/:category", element: <MarketListPage /> },
      { path: "market/:id", element: <MarketPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "signup", element: <SignupPage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
      { path: "leaderboard", element: <LeaderboardPage /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
