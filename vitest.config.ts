import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/*",
      // The portal's and the widgets' first-load tests, each file with a fresh module registry.
      "packages/portal/vitest.firstLoad.config.ts",
      "packages/widgets/vitest.firstLoad.config.ts",
      // The public widgets' tests again under preact/compat, the renderer the embed ships.
      "packages/widgets/vitest.preact.config.ts",
      { test: { name: "repo", include: ["scripts/**/*.test.ts"], testTimeout: 30_000 } },
    ],
    coverage: {
      provider: "v8",
      include: ["packages/*/src/**/*.{ts,tsx}"],
      exclude: ["**/*.test.{ts,tsx}", "**/test-utils/**", "**/*.d.ts"],
      reporter: ["text-summary", "text"],
      thresholds: {
        "packages/core/src/**": { lines: 90 },
      },
    },
  },
});
