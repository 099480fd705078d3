import type { Pulso } from "@pulso/sdk";
import { PulsoProvider } from "@pulso/widgets";
import { useLayoutEffect, type ReactNode } from "react";
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
} from "react-router";
import { PagePreloadContext } from "./layout/routePrefetch";
import { portalRoutes, preloadRoute } from "./routes/portalRoutes";

/**
 * The portal's place and a way to move it from outside React: the sdk's redirects (after login,
 * sign-up, logout) and tests. Made before the app renders; navigations asked before its first
 * render happen then.
 */
export interface PortalRouter {
  /** Where the portal is (as of its last render). */
  readonly location: Location;
  navigate(to: string): void;
  /** In tests: a memory history starting here instead of the browser's. */
  readonly initialPath: string | undefined;
  /** Called by the app: the router's own navigate and location, on every location change. */
  connect(navigate: (to: string) => void, location: Location): void;
}

/** A {@link PortalRouter} over the browser's history, or over a memory one at `initialPath`. */
export function createPortalRouter(initialPath?: string): PortalRouter {
  let navigateInApp: ((to: string) => void) | null = null;
  let current: Location | null = null;
  let pending: string | null = null;
  return {
    initialPath,
    get location() {
      if (!current) throw new Error("[pulso] The portal has not rendered yet.");
      return current;
    },
    navigate(to) {
      if (navigateInApp) navigateInApp(to);
      else pending = to;
    },
    connect(navigate, location) {
      navigateInApp = navigate;
      current = location;
      if (pending !== null) {
        const to = pending;
        pending = null;
        navigate(to);
      }
    },
  };
}

/** The routes of spec §2, with the router handle kept up to date. */
function PortalRoutes({ router }: { router: PortalRouter }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    router.connect((to) => void navigate(to), location);
  }, [router, navigate, location]);
  return useRoutes(portalRoutes);
}

/** The portal: one sdk instance for every screen and widget, and the router. */
export function PortalApp({ pulso, router }: { pulso: Pulso; router: PortalRouter }) {
  const routes: ReactNode = <PortalRoutes router={router} />;
  return (
    <PulsoProvider pulso={pulso}>
      <PagePreloadContext.Provider value={preloadRoute}>
        {/* Without transitions a navigation shows the next page's skeleton while its code loads
            (spec §2), rather than keeping the last page on screen until it is ready. */}
        {router.initialPath === undefined ? (
          <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[router.initialPath]} useTransitions={false}>
            {routes}
          </MemoryRouter>
        )}
      </PagePreloadContext.Provider>
    </PulsoProvider>
  );
}
