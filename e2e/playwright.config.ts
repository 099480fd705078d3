import { defineConfig } from "@playwright/test";

/** The platform on localhost and the newspaper on 127.0.0.1: two sites, as on the real web. */
export const PLATFORM = "http://localhost:8100";
export const NEWSPAPER = "http://127.0.0.1:8180";
/** The same newspaper on an origin EMBED_ORIGINS does not list: account frames must refuse it. */
export const OTHER_SITE = "http://127.0.0.1:8181";

/**
 * Playwright in Debian's Chromium (`/usr/bin/chromium`; test tools never download a browser here).
 * It starts the built server on an in-memory database with the demo data, and the example news
 * site pointing at it.
 */
export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: "pnpm --filter @pulso/server build && node packages/server/dist/main.js",
      cwd: "..",
      url: `${PLATFORM}/api/v1/openapi.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: "8100",
        HOST: "localhost",
        PULSO_DATA_DIR: "memory",
        PULSO_SEED: "true",
        LOG_LEVEL: "warn",
        // Frames may be embedded by the newspaper only; it is not a trusted (credentialed) origin.
        EMBED_ORIGINS: NEWSPAPER,
      },
    },
    {
      command: "node examples/news-article/server.mjs",
      cwd: "..",
      url: `${NEWSPAPER}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PULSO_URL: PLATFORM, EXAMPLE_HOST: "127.0.0.1", EXAMPLE_PORT: "8180" },
    },
    {
      command: "node examples/news-article/server.mjs",
      cwd: "..",
      url: `${OTHER_SITE}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PULSO_URL: PLATFORM, EXAMPLE_HOST: "127.0.0.1", EXAMPLE_PORT: "8181" },
    },
  ],
});
