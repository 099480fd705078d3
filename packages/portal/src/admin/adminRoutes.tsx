import { lazy } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { RequireSession } from "../auth/RequireSession";
import { loadPortalArea } from "../i18n/registerPortalMessages";
import type { LazyPortalArea } from "../i18n/portalMessages";
import { NotFoundPage } from "../routes/NotFoundPage";

/** Admin screens show tickets and suggestions with those areas' texts too. */
const ADMIN_AREAS: LazyPortalArea[] = ["admin", "support", "suggestions"];

// The layout waits for the areas' texts with its code, so no admin screen renders before them.
const AdminLayout = lazy(async () => {
  const [module] = await Promise.all([import("./AdminLayout"), ...ADMIN_AREAS.map(loadPortalArea)]);
  return { default: module.AdminLayout };
});
const MarketsAdminPage = lazy(() =>
  import("./markets/MarketsAdminPage").then((m) => ({ default: m.MarketsAdminPage })),
);
const CreateMarketPage = lazy(() =>
  import("./markets/CreateMarketPage").then((m) => ({ default: m.CreateMarketPage })),
);
const ElectionAdminPage = lazy(() =>
  import("./markets/ElectionAdminPage").then((m) => ({ default: m.ElectionAdminPage })),
);
const BlackoutRulesAdminPage = lazy(() =>
  import("./blackout/BlackoutRulesAdminPage").then((m) => ({ default: m.BlackoutRulesAdminPage })),
);
const SuggestionsAdminPage = lazy(() =>
  import("./suggestions/SuggestionsAdminPage").then((m) => ({ default: m.SuggestionsAdminPage })),
);
const TicketsAdminPage = lazy(() =>
  import("./tickets/TicketsAdminPage").then((m) => ({ default: m.TicketsAdminPage })),
);
const TicketAdminPage = lazy(() =>
  import("./tickets/TicketAdminPage").then((m) => ({ default: m.TicketAdminPage })),
);
const WithdrawalsAdminPage = lazy(() =>
  import("./withdrawals/WithdrawalsAdminPage").then((m) => ({ default: m.WithdrawalsAdminPage })),
);
const BannersAdminPage = lazy(() =>
  import("./settings/BannersAdminPage").then((m) => ({ default: m.BannersAdminPage })),
);
const MarketLinksAdminPage = lazy(() =>
  import("./settings/MarketLinksAdminPage").then((m) => ({ default: m.MarketLinksAdminPage })),
);
// The publisher screens keep their texts in their own area, loaded with their code.
const PublishersAdminPage = lazy(async () => {
  const [module] = await Promise.all([
    import("../publishers/PublishersAdminPage"),
    loadPortalArea("publishers"),
  ]);
  return { default: module.PublishersAdminPage };
});
const PublisherAdminPage = lazy(async () => {
  const [module] = await Promise.all([
    import("../publishers/PublisherAdminPage"),
    loadPortalArea("publishers"),
  ]);
  return { default: module.PublisherAdminPage };
});
const FooterAdminPage = lazy(() =>
  import("./settings/FooterAdminPage").then((m) => ({ default: m.FooterAdminPage })),
);

/**
 * The admin area's routes, under `/admin` inside an admin-only guard (see {@link AdminArea}). The
 * layout and each screen are their own chunks, so readers never download admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <MarketsAdminPage /> },
      { path: "markets", element: <MarketsAdminPage /> },
      { path: "markets/new", element: <CreateMarketPage /> },
      { path: "markets/:id/election", element: <ElectionAdminPage /> },
      { path: "blackout-rules", element: <BlackoutRulesAdminPage /> },
      { path: "publishers", element: <PublishersAdminPage /> },
      { path: "publishers/:id", element: <PublisherAdminPage /> },
      { path: "suggestions", element: <SuggestionsAdminPage /> },
      { path: "tickets", element: <TicketsAdminPage /> },
      { path: "tickets/:id", element: <TicketAdminPage /> },
      { path: "withdrawals", element: <WithdrawalsAdminPage /> },
      { path: "banners", element: <BannersAdminPage /> },
      { path: "market-links", element: <MarketLinksAdminPage /> },
      { path: "footer", element: <FooterAdminPage /> },
    ],
  },
];

/**
 * The admin area at `/admin/*`: its routes inside the admin-only guard, and the not-found page
 * for any other admin address (guarded or not, as for any unknown address). Its own chunk with
 * this table, loaded once someone opens the area, so that no page's first download carries the
 * admin area's routes (issue 17).
 */
export function AdminArea() {
  return useRoutes([
    { element: <RequireSession admin />, children: adminRoutes },
    { path: "*", element: <NotFoundPage /> },
  ]);
}
