import { StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { coalesceQueryTimers } from "@pulso/sdk";
import { createPortalRouter, PortalApp } from "./PortalApp";
import { pageInstallPrompt } from "./platform/installPrompt";
import { connectForPageLifetime } from "./platform/lifecycle";
import { readCarriedAnswers } from "./platform/carriedAnswers";
import { readStoredLanguage } from "./i18n/languageStorage";
import { loadPortalLanguage } from "./i18n/registerPortalMessages";
import { holdPaintedInput } from "./platform/paintedInput";
import { installPrefetchHints } from "./platform/prefetchHints";
import { prefetchRouteData } from "./platform/routeData";
import { reportWebVitals } from "./platform/reportWebVitals";
import { registerServiceWorker } from "./platform/serviceWorker";
import { createPortalPulso } from "./pulso/createPortalPulso";
import { preloadRoute } from "./routes/portalRoutes";
import "./styles/portal.css";

const container = document.getElementById("root");
if (!container) throw new Error("[pulso] The portal needs a #root element in index.html.");

/**
 * A new task: the browser may paint and answer input before the start goes on. The portal's start
 * (matching the route, making the sdk, starting its data and its connection) was one task of about
 * 100 ms on a fast machine, four times that on a phone, and Lighthouse's largest blocking task on
 * every page (issue 17); in steps, no step blocks for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const loaded = () => document.readyState === "complete";
/**
 * Runs `work` once the page has loaded and the browser is idle (at most 2 s later), so it never
 * delays the page.
 */
const afterLoad = (work: () => void) => {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 0);
  if (loaded()) whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

async function start(root: HTMLElement): Promise<void> {
  // The home arrives painted (issue 17): `data-prerendered` names the page the markup is of. Any
  // other page (the offline app shell answering for another address) drops it at once.
  const painted = root.dataset.prerendered === window.location.pathname;
  if (!painted) root.replaceChildren();
  // What the reader does on the painted page until then (a tap, the focus, typed text) is kept
  // for the app's same page.
  const input = painted ? holdPaintedInput(root) : null;
  // The texts of the reader's language, if not the first chunk's Spanish, download beside the
  // app's start; the first render waits for them.
  const texts = loadPortalLanguage(readStoredLanguage(window.localStorage));
  // Browsers may offer the install prompt before React renders the header's Download app button.
  pageInstallPrompt();
  // The task that evaluated the app's modules ends here: it was the page's longest (issue 17).
  await nextTask();
  // The page's own code starts downloading now, beside the app's start, not after the layout
  // renders (a painted page's head has asked for it already).
  const pageCode = preloadRoute(window.location.pathname);
  await nextTask();

  // The query cache's timeouts (dozens set and cleared in the first renders) on one page timer.
  coalesceQueryTimers();
  // The sdk's redirects (after login, sign-up, logout) go through the portal's router.
  const router = createPortalRouter();
  const pulso = createPortalPulso({
    navigate: (path) => router.navigate(path),
    storage: window.localStorage,
    carriedAnswers: readCarriedAnswers(document),
  });
  await nextTask();
  // The page's first data (the home's banners and figures, the market list's first page, the
  // market) starts loading now, beside the page's code, so that it is usually in the cache when
  // the page first renders (issue 17: layout shift, and the list's and market's late first paint).
  const asked = prefetchRouteData(pulso, window.location.pathname, window.location.search);
  await nextTask();

  // The realtime connection lives as long as the page (spec §2).
  connectForPageLifetime(pulso, window);
  // Hints for the first calls (spec §2): the dashboard when signed in, at once; the market list
  // once the page has loaded, unless the page has just asked for it.
  installPrefetchHints(document, window.localStorage, pulso.session.store, afterLoad, asked);
  // Web vitals, sent from 3 s after load (spec §2). The library loads after the page: its
  // observers read the paints and shifts buffered since the start.
  afterLoad(() => {
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
  });
  // The installable app's service worker; development keeps the network untouched.
  if (import.meta.env.PROD) registerServiceWorker(navigator.serviceWorker, window, loaded);
  await nextTask();

  // A painted page stays until its code is in, so that the app's first render is that same
  // page, not its skeleton in between.
  if (painted) await pageCode;
  // Should they not load (the network dropped), the app starts anyway: its texts show in Spanish,
  // which its first chunk carries, until they arrive (usePortalT tries again).
  await texts.catch((error: unknown) =>
    console.warn("[pulso] the texts of the reader's language did not load", error),
  );

  // On a painted page the app renders into a box of its own, left out of the layout until the
  // app's first render is in it; then, in the next frame, the painted markup leaves and the box
  // shows (`display: contents`: the page's boxes are laid out as before). React would otherwise
  // empty the root inside its commit, and taking down the painted page's boxes there, deep in
  // React's stack, was the largest blocking task Lighthouse saw on the painted pages (issue 17).
  const app = painted ? document.createElement("div") : root;
  if (painted) {
    app.style.display = "none";
    root.append(app);
    // The widgets' styles the server put in the painted markup go where React keeps them (the
    // head): React takes them as already there, and they must outlive the painted markup.
    for (const style of root.querySelectorAll("style[data-precedence]"))
      document.head.append(style);
  }
  const takeOver = () => {
    if (painted) {
      for (const node of [...root.childNodes]) if (node !== app) node.remove();
      app.style.display = "contents";
    }
    root.removeAttribute("data-prerendered");
    input?.release();
  };

  // The first render as a transition: React renders it in slices, yielding to the browser between
  // them, instead of one long task that blocks input while the app starts; the root then says the
  // app is running.
  const reactRoot = createRoot(app);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Started onStarted={() => requestAnimationFrame(takeOver)} />
        <PortalApp pulso={pulso} router={router} />
      </StrictMode>,
    );
  });
}

/** Calls `onStarted` once the app's first render is committed. */
function Started({ onStarted }: { onStarted: () => void }) {
  useEffect(() => onStarted(), [onStarted]);
  return null;
}

void start(container);
