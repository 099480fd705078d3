/** The code of the pages the header links to, fetched ahead when a link is pointed at or focused. */
const PAGE_CHUNKS: Record<string, () => Promise<unknown>> = {
  "/leaderboard": () => import("../routes/LeaderboardPage"),
  "/how-it-works": () => import("../account/HowItWorksPage"),
  "/account": () => import("../dashboard/DashboardPage"),
};

const started = new Set<string>();

/**
 * Starts loading a page's code once (the router's lazy page then finds it ready); a failure is
 * ignored, the navigation itself loads it again.
 */
export function prefetchPage(path: string): void {
  const load = PAGE_CHUNKS[path];
  if (!load || started.has(path)) return;
  started.add(path);
  load().catch(() => started.delete(path));
}

/** Props for a link whose page's code loads on hover or focus. */
export function prefetchOnIntent(path: string) {
  return { onMouseEnter: () => prefetchPage(path), onFocus: () => prefetchPage(path) };
}
