import { createContext, useContext } from "react";

/**
 * Starts loading the code of the page at a path (and its area's texts), once: the routes'
 * `preloadRoute`, which the app provides (portalRoutes.tsx imports the layout, so the layout
 * cannot import it). Without a provider, nothing loads ahead.
 */
export const PagePreloadContext = createContext<(path: string) => Promise<void>>(() =>
  Promise.resolve(),
);

/**
 * Props for a link whose page's code starts loading when it is pointed at or focused, so the page
 * is usually ready by the click. A failure is left to the navigation, which loads it again.
 */
export function usePrefetchOnIntent(path: string) {
  const preload = useContext(PagePreloadContext);
  const start = () => void preload(path);
  return { onMouseEnter: start, onFocus: start };
}
