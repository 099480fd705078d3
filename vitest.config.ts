import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/*",
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
