import { defineConfig } from "vitest/config";

/**
 * The resilience suite: built server processes on PostgreSQL and Redis, killed and restarted
 * under load. One file at a time (each runs several processes on a small machine); the server
 * is built once before any of them.
 */
export default defineConfig({
  resolve: { conditions: ["@pulso/source"] },
  ssr: { resolve: { conditions: ["@pulso/source", "node"] } },
  test: {
    name: "resilience",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/support/buildServer.ts"],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    // Verbose, so the figures each test reports (its annotation) appear in the CI log.
    reporters: ["verbose"],
  },
});
