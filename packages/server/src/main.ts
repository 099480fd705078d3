import { ConfigError, loadConfig } from "./config";
import { createServerCryptoWatcher } from "./crypto/routes";
import { startMarketJobs } from "./markets/jobs";
import { warmPaintedPages } from "./portal/warmPages";
import { startServer } from "./runtime/startServer";
import {
  demoPasswordsInUse,
  refuseUnsafeProduction,
  UnsafeProductionError,
  unsafeProductionSettings,
} from "./runtime/productionSafety";
import { DEMO_CREDENTIALS, seedDemoData } from "./seed/seedDemo";
import { resumeResolutions } from "./settlement/resolve";

const warn = (message: string) => console.warn(`[pulso] ${message}`);

/** Starts Pulso with the environment's configuration (`pnpm start`). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    refuseUnsafeProduction(config, unsafeProductionSettings(config), warn);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof UnsafeProductionError) {
      console.error(`[pulso] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let seeded = false;
  let stopJobs = () => {};
  const server = await startServer(config, {
    beforeListen: async ({ app, ctx }) => {
      // Before the seed: an existing database may hold demo accounts from a demo or staging run.
      refuseUnsafeProduction(config, await demoPasswordsInUse(config, ctx.db), warn);
      if (config.PULSO_SEED) {
        console.warn("[pulso] checking the demo data…");
        seeded = await seedDemoData(app, ctx);
      }
      // Each kind of painted page once, so that no reader's is the renderer's cold first paint.
      await warmPaintedPages(app);
      // A resolution a stopped server left half-paid is finished, in the background (DESIGN §3);
      // so, within a minute, is one whose admin call failed half-way on a running server.
      const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
      const resume = () => {
        resumeResolutions(ctx, { log }).catch((error: unknown) =>
          log(error, "resuming resolutions failed"),
        );
      };
      resume();
      const resumeTimer = setInterval(resume, 60_000);
      resumeTimer.unref();
      stopJobs = startMarketJobs(ctx, (error) =>
        app.log.error({ err: error }, "market jobs failed"),
      );
      const stopMarketJobs = stopJobs;
      const stopCryptoWatcher = createServerCryptoWatcher(ctx, (error) =>
        app.log.error({ err: error }, "crypto watcher failed"),
      ).start();
      stopJobs = () => {
        clearInterval(resumeTimer);
        stopMarketJobs();
        stopCryptoWatcher();
      };
    },
  });
  const storage = config.DATABASE_URL ? "PostgreSQL" : `PGlite (${config.PULSO_DATA_DIR})`;
  const fanout = config.REDIS_URL ? "Redis" : "in-process";
  console.warn(
    [
      "",
      `  Pulso is running at ${config.PUBLIC_URL}`,
      `  API ${config.PUBLIC_URL}/api/v1 · realtime ${config.PUBLIC_URL.replace(/^http/, "ws")}/ws`,
      `  storage: ${storage} · realtime fan-out: ${fanout}`,
      ...(config.PULSO_SEED
        ? [
            `  demo data ${seeded ? "created" : "already present"}; sign in as`,
            `    reader  ${DEMO_CREDENTIALS.user.email} / ${DEMO_CREDENTIALS.user.password}`,
            `    admin   ${DEMO_CREDENTIALS.admin.email} / ${DEMO_CREDENTIALS.admin.password}`,
            `    medios  ${DEMO_CREDENTIALS.publisher.email} / ${DEMO_CREDENTIALS.publisher.password} (publisher console)`,
          ]
        : []),
      "",
    ].join("\n"),
  );
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, "shutting down");
    stopJobs();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[pulso] shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof UnsafeProductionError) {
    console.error(`[pulso] ${error.message}`);
    process.exit(1);
  }
  console.error("[pulso] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
