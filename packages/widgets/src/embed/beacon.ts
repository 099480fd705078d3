import { articlePathOf, MAX_BEACON_INTERACTIONS, MAX_BEACON_VIEWS } from "@pulso/core";

/** How long an element stays at least half on screen before it counts as viewed, in ms. */
const VIEW_DELAY_MS = 1000;
/** The share of an element that must be on screen for it to count as visible. */
const VISIBLE_SHARE = 0.5;

/** One widget seen by the reader: its kind (`market-card`) and market, nothing else. */
interface View {
  widget: string;
  /** Left out of the JSON when undefined (no market, or not an id the server takes). */
  market: string | undefined;
}

/** Starts counting one Pulso element's view and interactions for the page's beacon. */
export type CountViews = (element: Element) => void;

/** What a view records of its element, read when it counts: `pulso-market-card` → `market-card`. */
function viewOf(element: Element): View {
  const market = element.getAttribute("market")?.trim();
  return {
    widget: element.localName.slice(6),
    market: market && market.length <= 64 ? market : undefined,
  };
}

/**
 * The page's views beacon (DESIGN §12): each Pulso element that stays at least half on screen for a
 * second while the page shows counts one view, once per page load, and each click or Enter/Space
 * press on it one interaction (the click a key press makes is that key press), in a framed
 * widget's frame too (its `pulso-interaction`). When the page is
 * hidden or left, what was not sent yet goes in one request to `<apiBase>/embed/beacon`: text/plain
 * (no preflight), no cookie (`credentials: "omit"`), and nothing about the reader: the article's
 * path, each view's widget and market, and a number of interactions. Nothing is sent when nothing
 * is new or while `isOn()` says no (the page's `stats` setting). Without IntersectionObserver
 * nothing is counted.
 */
export function createViewBeacon(
  win: Window & typeof globalThis,
  apiBase: string,
  isOn: () => boolean,
): CountViews {
  const doc = win.document;
  const Observer = win.IntersectionObserver;
  if (!Observer) return () => {};
  const views: View[] = [];
  let interactions = 0;
  /** The elements at least half on screen now; their second runs only while the page shows. */
  const shown = new Set<Element>();
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const stop = (element: Element): void => clearTimeout(timers.get(element));
  const start = (element: Element): void => {
    stop(element);
    timers.set(
      element,
      setTimeout(() => {
        shown.delete(element);
        observer.unobserve(element);
        views.push(viewOf(element));
      }, VIEW_DELAY_MS),
    );
  };

  const send = (): void => {
    if (!isOn() || !(views.length || interactions)) return;
    const body = JSON.stringify({
      path: articlePathOf(win.location.pathname),
      // What is over a beacon's limits waits for the next one (views) or is dropped (interactions).
      views: views.splice(0, MAX_BEACON_VIEWS),
      interactions: Math.min(interactions, MAX_BEACON_INTERACTIONS),
    });
    interactions = 0;
    // fetch() reports every failure by rejecting; figures are not worth an error on the page.
    win
      .fetch(`${apiBase}/embed/beacon`, {
        method: "POST",
        keepalive: true,
        credentials: "omit",
        mode: "no-cors",
        body,
      })
      .catch(() => {});
  };
  // A page in a background tab shows nothing: seconds count again, from nothing, once it is back.
  doc.addEventListener("visibilitychange", () => {
    shown.forEach(doc.hidden ? stop : start);
    if (doc.hidden) send();
  });
  win.addEventListener("pagehide", send);

  const observer = new Observer(
    (entries) => {
      for (const { target, intersectionRatio } of entries) {
        // Each crossing of the half starts the element's second, or stops it.
        if (intersectionRatio >= VISIBLE_SHARE) {
          shown.add(target);
          if (!doc.hidden) start(target);
        } else {
          shown.delete(target);
          stop(target);
        }
      }
    },
    { threshold: VISIBLE_SHARE },
  );

  // A pointer's click has a click count (`detail`); the click a key press makes has none, and
  // counts as that key press.
  const interact = (event: Event): void => {
    const { detail, key } = event as MouseEvent & KeyboardEvent;
    if (detail || key === "Enter" || key === " ") interactions += 1;
  };

  return (element) => {
    observer.observe(element);
    element.addEventListener("click", interact);
    element.addEventListener("keydown", interact);
    // A framed widget's presses happen in its frame, which says so (frame protocol `interacted`).
    element.addEventListener("pulso-interaction", () => {
      interactions += 1;
    });
  };
}
