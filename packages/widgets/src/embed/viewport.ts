/** Calls `onNear` once, when `element` comes near the viewport. */
export type ObserveNearViewport = (element: Element, onNear: () => void) => void;

/**
 * Watches elements with one shared IntersectionObserver that fires `rootMargin` ahead of the
 * viewport, so a widget's code arrives before the reader scrolls to it. Without
 * IntersectionObserver, `onNear` runs at once.
 */
export function createViewportWatcher(
  win: Window & typeof globalThis,
  rootMargin = "400px",
): ObserveNearViewport {
  if (typeof win.IntersectionObserver !== "function") return (_element, onNear) => onNear();
  const waiting = new WeakMap<Element, () => void>();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const onNear = waiting.get(entry.target);
        if (!entry.isIntersecting || !onNear) continue;
        observer.unobserve(entry.target);
        waiting.delete(entry.target);
        onNear();
      }
    },
    { rootMargin },
  );
  return (element, onNear) => {
    waiting.set(element, onNear);
    observer.observe(element);
  };
}
