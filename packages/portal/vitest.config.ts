import { fileURLToPath } from "node:url";
import { domProject } from "../../vitest.shared.ts";

export const portalTests = {
  test: {
    environment: "jsdom",
    testTimeout: 20_000,
    setupFiles: ["./src/test-utils/domSetup.ts"],
  },
  // Where the first-load paths below are (a missing one fails the run at start).
  root: fileURLToPath(new URL(".", import.meta.url)),
  // Run on their own (vitest.firstLoad.config.ts): each loads a lazy page, an area's texts or a
  // page's stylesheet for the first time. A new test of what a module does when first loaded
  // belongs here: in the shared registry it would pass or fail by which file ran before it.
  firstLoad: [
    "src/i18n/portalAreaTexts.test.ts",
    "src/layout/RouteSkeleton.test.tsx",
    "src/layout/firstPaint.test.tsx",
    "src/layout/routePrefetch.test.tsx",
    "src/prerender/renderPage.test.tsx",
    "src/routes/MarketListPage.cards.test.ts",
    "src/routes/preloadRoute.test.ts",
  ],
};

export default domProject("portal", portalTests);
