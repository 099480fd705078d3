import type { Language, User } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import {
  createFakeApi,
  createFakeWebSocketServer,
  FAKE_API_BASE,
  serveSession,
  success,
  type FakeApi,
  type FakeWebSocketServer,
} from "@pulso/sdk/testing";
import { render, type RenderResult } from "@testing-library/react";
import { createPortalRouter, PortalApp, type PortalRouter } from "../PortalApp";
import { connectForPageLifetime } from "../platform/lifecycle";
import { createPortalPulso } from "../pulso/createPortalPulso";
import { memoryStorage, TEST_FOOTER, TEST_LINKS } from "./renderPortal";

const EMPTY_PAGE = { page: 1, limit: 6, total: 0, totalPages: 0, hasMore: false };

/** What {@link renderLivePortal} set up, with the fake realtime server and the page's events. */
export interface LivePortal extends RenderResult {
  pulso: Pulso;
  api: FakeApi;
  sockets: FakeWebSocketServer;
  router: PortalRouter;
  /** Stands for the window's page events (`pagehide`, `pageshow`). */
  page: EventTarget;
  /** Stops following the page (and the sdk), as the test ends. */
  dispose(): void;
}

/**
 * The portal started as main.tsx starts it (the sdk started for the page's lifetime, realtime
 * on), over a fake API and a fake realtime server, at `path` on a memory router. Answers the
 * layout's calls; signed out unless `user` is given.
 */
export function renderLivePortal(
  path: string,
  options: { user?: User | null; lang?: Language; prepare?: (api: FakeApi) => void } = {},
): LivePortal {
  const api = createFakeApi();
  const sockets = createFakeWebSocketServer();
  api.on("GET", "/market-links", success({ links: TEST_LINKS }));
  api.on("GET", "/uiconfig/footer-settings", success({ footerConfig: TEST_FOOTER }));
  api.on("GET", "/banners/active", success({ banners: [] }));
  serveSession(api, options.user ?? null);
  api.on(
    "GET",
    "/notifications",
    success({ notifications: [], pagination: EMPTY_PAGE, unreadCount: 0 }),
  );
  api.on("GET", "/notifications/unread-count", success({ count: 0 }));
  options.prepare?.(api);

  const router = createPortalRouter(path);
  const pulso = createPortalPulso({
    navigate: (to) => router.navigate(to),
    storage: memoryStorage(options.lang ? { "pulso:lang": options.lang } : {}),
    overrides: {
      apiBase: FAKE_API_BASE,
      fetch: api.fetch,
      WebSocket: sockets.WebSocket,
      requestedWith: false,
    },
  });
  pulso.queryClient.setDefaultOptions({
    queries: { ...pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  const page = new EventTarget();
  const dispose = connectForPageLifetime(pulso, page as unknown as Window);
  const rendered = render(<PortalApp pulso={pulso} router={router} />);
  return { ...rendered, pulso, api, sockets, router, page, dispose };
}
