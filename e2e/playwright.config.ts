import { defineConfig } from "@playwright/test";
import { PLATFORM_LOG } from "./support/platformLog";

/** The platform on localhost and the newspaper on 127.0.0.1: two sites, as on the real web. */
export const PLATFORM = "http://localhost:8100";
export const NEWSPAPER = "http://127.0.0.1:8180";
/** The same newspaper on an origin EMBED_ORIGINS does not list: account frames must refuse it. */
export const OTHER_SITE = "http://127.0.0.1:8181";
/** The local anvil standing in for Base in the money journeys (e2e/support/localChain.mjs). */
export const LOCAL_CHAIN_RPC = "http://127.0.0.1:8645";
/** The test USDC (6 decimals) that script deploys first on the fresh node, so at this address. */
export const LOCAL_CHAIN_USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

/**
 * Playwright in Debian's Chromium (`/usr/bin/chromium`; test tools never download a browser here).
 * It builds the portal and the server, starts the server (which serves the built portal) on an
 * in-memory database with the demo data, and the example news site pointing at it. The journeys
 * share that one database and run in order on one worker. The every-screen sweep only reads: its
 * visits run beside the journeys on the other worker, and on both once the journeys are done (the
 * journeys spend much of their time waiting on timers, a chain's blocks and a restarted server).
 */
export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "journeys", testIgnore: /portalScreens/, workers: 1 },
    { name: "screens", testMatch: /portalScreens/, fullyParallel: true },
  ],
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
      // First, so the chain is up before the server's crypto watcher starts polling it.
      command: "node e2e/support/localChain.mjs",
      cwd: "..",
      url: "http://127.0.0.1:8646/ready",
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command:
        // The log is kept where the journeys read the dev outbox's links (support/platformLog.ts).
        `pnpm --filter @pulso/portal build && pnpm --filter @pulso/server build && node packages/server/dist/main.js | tee ${PLATFORM_LOG}`,
      cwd: "..",
      url: `${PLATFORM}/api/v1/openapi.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: "8100",
        HOST: "localhost",
        PULSO_DATA_DIR: "memory",
        PULSO_SEED: "true",
        // Info: the dev outbox prints mails' links at that level.
        LOG_LEVEL: "info",
        // The journeys sign up more readers from one address than a real network would.
        SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
        // Frames may be embedded by the newspaper only; it is not a trusted (credentialed) origin.
        EMBED_ORIGINS: NEWSPAPER,
        // Base is the local anvil: the portal's wallet sends on it (a build setting), the server
        // watches it (2 confirmations, every second) and sends withdrawals from anvil's public
        // development account 2, which localChain.mjs gives test USDC.
        VITE_PULSO_LOCAL_CHAIN: `base=${LOCAL_CHAIN_RPC}`,
        CRYPTO_CHAINS: JSON.stringify({
          base: {
            rpcUrl: LOCAL_CHAIN_RPC,
            chainId: 31337,
            confirmations: 2,
            tokens: { USDC: LOCAL_CHAIN_USDC },
          },
        }),
        CRYPTO_WATCH_INTERVAL_MS: "1000",
        CRYPTO_HOT_WALLET_KEY: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
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
