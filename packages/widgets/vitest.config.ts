import { configDefaults } from "vitest/config";
import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("widgets", {
  environment: "jsdom",
  testTimeout: 20_000,
  setupFiles: ["./src/test-utils/domSetup.ts"],
  // The first paint's markup is rendered by the server with preact, as the embed ships it: its
  // test runs in the preact project (vitest.preact.config.ts) only.
  exclude: [...configDefaults.exclude, "src/public/marketCardPaint.test.ts"],
});
