import type { Pulso } from "@pulso/sdk";
import { PulsoProvider } from "@pulso/widgets";
import { RouterProvider, type createBrowserRouter } from "react-router";

/** A data router over {@link portalRoutes} (browser in the page, memory in tests). */
export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal: one sdk instance for every screen and widget, and the router. */
export function PortalApp({ pulso, router }: { pulso: Pulso; router: PortalRouter }) {
  return (
    <PulsoProvider pulso={pulso}>
      <RouterProvider router={router} />
    </PulsoProvider>
  );
}
