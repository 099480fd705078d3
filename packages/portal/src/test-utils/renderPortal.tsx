import type { CarriedAnswer, Language, Market, User } from "@pulso/core";
import { sampleMarket, sampleUser } from "@pulso/core/testing";
import type { Pulso } from "@pulso/sdk";
import {
  createFakeApi,
  createFakeWebSocketServer,
  FAKE_API_BASE,
  serveSession,
  success,
  type FakeApi,
} from "@pulso/sdk/testing";
import { render, type RenderResult } from "@testing-library/react";
import { createPortalRouter, PortalApp, type PortalRouter } from "../PortalApp";
import { prefetchRouteData } from "../platform/routeData";
import { createPortalPulso } from "../pulso/createPortalPulso";

/** A footer configuration as the server's default one looks. */
export const TEST_FOOTER = {
  configKey: "main",
  platform: {
    defaultName: "Pulso",
    defaultDescription: "Election prediction markets.",
    descriptionSpanish: "Mercados de predicción electoral.",
  },
  socialMedia: { twitter: "https://x.com/pulso", discord: "https://tiktok.com/@pulso" },
  copyright: {
    localizedTexts: {
      en: "Pulso. All rights reserved.",
      es: "Pulso. Todos los derechos reservados.",
    },
    showYear: true,
  },
  linkGroups: [
    {
      id: "markets",
      localizedTitles: { en: "Markets", es: "Mercados" },
      links: [
        { id: "all", url: "/markets/all", localizedTexts: { en: "All markets", es: "Todos" } },
      ],
    },
  ],
};

/** The header's market links. */
export const TEST_LINKS = [
  {
    key: "presidential",
    url: "/markets/presidential",
    order: 1,
    text_en: "Presidential",
    text_es: "Presidenciales",
  },
  {
    key: "all",
    url: "/markets/all",
    order: 0,
    text_en: "All markets",
    text_es: "Todos los mercados",
  },
];

const EMPTY_PAGE = { page: 1, limit: 6, total: 0, totalPages: 0, hasMore: false };

/** A Storage kept in memory. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** What {@link renderPortal} set up: the page, the sdk, its fake API, router and storage. */
export interface RenderedPortal extends RenderResult {
  pulso: Pulso;
  api: FakeApi;
  router: PortalRouter;
  storage: Storage;
}

/**
 * Renders the whole portal at `path` over a fake API that answers the layout's calls (market
 * links, footer, banners, featured markets); `prepare` changes or adds answers. Signed out unless
 * `user` is given. Nothing reaches a network.
 */
export function renderPortal(
  path: string,
  options: {
    user?: User | null;
    lang?: Language;
    prepare?: (api: FakeApi) => void;
    /** As the entry does: the page's first data asked for before the first render. */
    boot?: boolean;
    /** The answers the page arrived with, as the server writes them into it. */
    carriedAnswers?: CarriedAnswer[];
  } = {},
): RenderedPortal {
  const api = createFakeApi();
  const sockets = createFakeWebSocketServer();
  api.on("GET", "/market-links", success({ links: TEST_LINKS }));
  api.on("GET", "/uiconfig/footer-settings", success({ footerConfig: TEST_FOOTER }));
  api.on("GET", "/banners/active", success({ banners: [] }));
  api.on("GET", "/polls", success({ polls: [], pagination: EMPTY_PAGE }));
  const market = sampleMarket();
  api.on("GET", `/polls/${market._id}`, success({ poll: market }));
  api.on(
    "GET",
    `/comments/polls/${market._id}/comments`,
    success({ comments: [], pagination: EMPTY_PAGE }),
  );
  serveSession(api, options.user ?? null);
  api.on(
    "GET",
    "/notifications",
    success({ notifications: [], pagination: EMPTY_PAGE, unreadCount: 0 }),
  );
  api.on("GET", "/notifications/unread-count", success({ count: 0 }));
  options.prepare?.(api);

  const storage = memoryStorage(options.lang ? { "pulso:lang": options.lang } : {});
  const router = createPortalRouter(path);
  const pulso = createPortalPulso({
    navigate: (to) => router.navigate(to),
    storage,
    ...(options.carriedAnswers ? { carriedAnswers: options.carriedAnswers } : {}),
    overrides: {
      apiBase: FAKE_API_BASE,
      fetch: api.fetch,
      WebSocket: sockets.WebSocket,
      restoreSession: false,
      realtime: false,
      requestedWith: false,
    },
  });
  pulso.queryClient.setDefaultOptions({
    queries: { ...pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  void pulso.session.refresh();
  if (options.boot) {
    const url = new URL(path, "http://portal.test");
    prefetchRouteData(pulso, url.pathname, url.search);
  }
  const rendered = render(<PortalApp pulso={pulso} router={router} />);
  return { ...rendered, pulso, api, router, storage };
}

/** Serves `markets` as the market list's only page (12 per page, as the list asks). */
export function serveMarketList(api: FakeApi, markets: readonly Market[]): void {
  api.on(
    "GET",
    "/polls",
    success({
      polls: [...markets],
      pagination: { page: 1, limit: 12, total: markets.length, totalPages: 1, hasMore: false },
    }),
  );
}

/** A signed-in reader. */
export function testUser(overrides: Partial<User> = {}): User {
  return sampleUser({ name: "Ana Pérez", balance: 25.5, ...overrides });
}
