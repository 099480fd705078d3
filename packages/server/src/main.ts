import { ConfigError, loadConfig } from "./config";
import { startServer } from "./runtime/startServer";

/** Starts Pulso with the environment's configuration (`pnpm start`). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[pulso] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  const storage = config.DATABASE_URL ? "PostgreSQL" : `PGlite (${config.PULSO_DATA_DIR})`;
  const fanout = config.REDIS_URL ? "Redis" : "in-process";
  console.warn(
    [
      "",
      `  Pulso is running at ${config.PUBLIC_URL}`,
      `  API ${config.PUBLIC_URL}/api/v1 · realtime ${config.PUBLIC_URL.replace(/^http/, "ws")}/ws`,
      `  storage: ${storage} · realtime fan-out: ${fanout}`,
      "",
    ].join("\n"),
  );
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, "shutting down");
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
  console.error("[pulso] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
