import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pulsoProject } from "../../vitest.shared.ts";

const shim = fileURLToPath(new URL("./src/renderer/react.ts", import.meta.url));
const require = createRequire(import.meta.url);
/** Testing Library's ES module build: its `react-dom` imports can be redirected, its CJS can't. */
const testingLibrary = join(
  dirname(require.resolve("@testing-library/react/package.json")),
  "dist/@testing-library/react.esm.js",
);

/**
 * The public widgets' tests again, rendered by preact/compat as the embed build renders them
 * (DESIGN §7): `react` and `react-dom` resolve to preact's, here and inside the libraries the
 * widgets use, so a difference between the two renderers fails a test.
 */
export default {
  ...pulsoProject("widgets-preact", {
    environment: "jsdom",
    // As in the widgets project (vitest.shared.ts, `domProject`); none of these tests a first load.
    isolate: false,
    testTimeout: 20_000,
    setupFiles: ["./src/test-utils/domSetup.ts"],
    include: [
      "src/components/{MarketCard,PriceChart,Leaderboard,MarketList,Tooltip,widgetChrome}/**/*.test.tsx",
      "src/public/*.test.ts",
    ],
    alias: [
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      { find: /^react$/, replacement: shim },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
    ],
    server: {
      // Run through vite, so the aliases apply inside them too (one copy of preact).
      deps: { inline: [/preact/, "@testing-library/react"] },
    },
  }),
};
