import { fileURLToPath } from "node:url";
import { configDefaults } from "vitest/config";
import { domProject } from "../../vitest.shared.ts";

export const widgetTests = {
  test: {
    environment: "jsdom",
    testTimeout: 20_000,
    setupFiles: ["./src/test-utils/domSetup.ts"],
    // The first paint's markup is rendered by the server with preact, as the embed ships it: its
    // test runs in the preact project (vitest.preact.config.ts) only.
    exclude: [...configDefaults.exclude, "src/public/marketCardPaint.test.ts"],
  },
  // Where the first-load paths below are (a missing one fails the run at start).
  root: fileURLToPath(new URL(".", import.meta.url)),
  // Run on their own (vitest.firstLoad.config.ts): the embed loader and the views beacon start
  // when their module is imported, and a widget's page defines its elements once. A new test of
  // what a module does when first loaded belongs here: in the shared registry it would pass or
  // fail by which file ran before it.
  firstLoad: [
    "src/embed/beacon.test.ts",
    "src/embed/loader.test.ts",
    "src/platform/viewPage.test.ts",
  ],
};

export default domProject("widgets", widgetTests);
