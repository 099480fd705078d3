import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { PortalApp, type PortalRouter } from "./PortalApp";
import { createPortalPulso } from "./pulso/createPortalPulso";
import { portalRoutes } from "./routes/portalRoutes";
import "./styles/portal.css";

// The sdk's redirects (after login, sign-up, logout) go through the router created below.
let router: PortalRouter | null = null;
const pulso = createPortalPulso({
  navigate: (path) => void router?.navigate(path),
  storage: window.localStorage,
});
router = createBrowserRouter(portalRoutes);

// The realtime connection lives as long as the page (spec §2); a page restored from the
// back-forward cache connects again.
void pulso.start();
window.addEventListener("pagehide", () => pulso.stop());
window.addEventListener("pageshow", (event) => {
  if (event.persisted) void pulso.start();
});

const container = document.getElementById("root");
if (!container) throw new Error("[pulso] The portal needs a #root element in index.html.");
createRoot(container).render(
  <StrictMode>
    <PortalApp pulso={pulso} router={router} />
  </StrictMode>,
);
