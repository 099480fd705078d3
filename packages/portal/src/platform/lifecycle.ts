import type { Pulso } from "@pulso/sdk";

/** The window events the lifecycle follows. */
type PageEvents = Pick<Window, "addEventListener" | "removeEventListener">;

/**
 * The realtime connection lives as long as the page (spec §2): the sdk starts now, stops when
 * the page is hidden for good or frozen into the back-forward cache (`pagehide`), and starts again
 * when the page is restored from that cache (`pageshow` with `persisted`). Returns the function
 * that stops following the page (and stops the sdk).
 */
export function connectForPageLifetime(
  pulso: Pick<Pulso, "start" | "stop">,
  page: PageEvents,
): () => void {
  const onHide = () => pulso.stop();
  const onShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) void pulso.start();
  };
  void pulso.start();
  page.addEventListener("pagehide", onHide);
  page.addEventListener("pageshow", onShow);
  return () => {
    page.removeEventListener("pagehide", onHide);
    page.removeEventListener("pageshow", onShow);
    pulso.stop();
  };
}
