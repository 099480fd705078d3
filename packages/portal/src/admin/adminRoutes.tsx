import { lazy } from "react";
import type { RouteObject } from "react-router";

const AdminLayout = lazy(() => import("./AdminLayout").then((m) => ({ default: m.AdminLayout })));
const MarketsAdminPage = lazy(() =>
  import("./markets/MarketsAdminPage").then((m) => ({ default: m.MarketsAdminPage })),
);
const CreateMarketPage = lazy(() =>
  import("./markets/CreateMarketPage").then((m) => ({ default: m.CreateMarketPage })),
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
const FooterAdminPage = lazy(() =>
  import("./settings/FooterAdminPage").then((m) => ({ default: m.FooterAdminPage })),
);

/**
 * The admin area's routes, mounted under `/admin` inside an admin-only guard. The layout and each
 * screen are their own chunks, so readers never download admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <MarketsAdminPage /> },
      { path: "markets", element: <MarketsAdminPage /> },
      { path: "markets/new", element: <CreateMarketPage /> },
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
