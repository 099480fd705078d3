import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createPortalRouter, PortalApp } from "./PortalApp";
import { pageInstallPrompt } from "./platform/installPrompt";
import { connectForPageLifetime } from "./platform/lifecycle";
import { installPrefetchHints } from "./platform/prefetchHints";
import { reportWebVitals } from "./platform/reportWebVitals";
import { registerServiceWorker } from "./platform/serviceWorker";
import { createPortalPulso } from "./pulso/createPortalPulso";
import "./styles/portal.css";

// Browsers may offer the install prompt before React renders the header's Download app button.
pageInstallPrompt();

// The sdk's redirects (after login, sign-up, logout) go through the portal's router.
const router = createPortalRouter();
const pulso = createPortalPulso({
  navigate: (path) => router.navigate(path),
  storage: window.localStorage,
});

// The realtime connection lives as long as the page (spec §2).
connectForPageLifetime(pulso, window);
// Hints for the first calls (spec §2): the market list, and the dashboard when signed in.
installPrefetchHints(document, window.localStorage, pulso.session.store);

const loaded = () => document.readyState === "complete";
// Web vitals, sent from 3 s after load (spec §2); the library loads on its own.
import("web-vitals")
  .then((source) =>
    reportWebVitals({
      api: pulso.api,
      source,
      page: window,
      loaded,
      path: () => window.location.pathname,
    }),
  )
  .catch((error: unknown) => console.warn("[pulso] web vitals are not reported", error));
// The installable app's service worker; development keeps the network untouched.
if (import.meta.env.PROD) registerServiceWorker(navigator.serviceWorker, window, loaded);

const container = document.getElementById("root");
if (!container) throw new Error("[pulso] The portal needs a #root element in index.html.");
createRoot(container).render(
  <StrictMode>
    <PortalApp pulso={pulso} router={router} />
  </StrictMode>,
);
