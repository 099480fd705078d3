/** The service worker's script, served from the site's root so its scope is the whole portal. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the portal's service worker (public/sw.js: installable app, offline shell) once the
 * page has loaded, so it never competes with the first paint. Production builds only (main.tsx);
 * a browser without service workers, or a failed registration, leaves the portal as it is.
 */
export function registerServiceWorker(
  container: Pick<ServiceWorkerContainer, "register"> | undefined,
  page: Pick<Window, "addEventListener">,
  loaded: () => boolean,
): void {
  if (!container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: "/" }).catch((error: unknown) => {
      console.warn("[pulso] the service worker could not be registered", error);
    });
  };
  if (loaded()) register();
  else page.addEventListener("load", register, { once: true });
}
