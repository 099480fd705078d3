// The built Pulso server with the demo data, serving the built portal, on a port of its own: what
// a benchmark of the portal (bench/lighthouse.mjs) loads. PostgreSQL when one answers (a fresh
// database, dropped afterwards; seeding is about three times faster than in-memory PGlite), else
// PGlite in memory.
import { createServer } from "node:net";
import { createDatabase } from "./database.mjs";
import { startServer } from "./serverProcess.mjs";

/** A TCP port nothing listens on right now, chosen by the system (never e2e's 8100 or 8180). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the platform (production mode, demo data) on a free port, with `env` added to its
 * environment (say `PULSO_PORTAL_DIR`, to serve another build of the portal). Resolves to its
 * origin and a `stop()` that ends the server and drops its database.
 */
export async function startDemoPlatform({ prefix = "pulso_bench_portal", env = {} } = {}) {
  const database = await createDatabase(prefix).catch((error) => {
    console.warn(`[bench] no PostgreSQL (${error.message}); the platform runs on PGlite`);
    return null;
  });
  const dropDatabase = () => database?.drop();
  const port = await freePort();
  const platform = await startServer({
    port,
    // Seeding the demo data hashes passwords: slow when the machine is busy.
    timeoutMs: 180_000,
    env: {
      PULSO_SEED: "true",
      // Production refuses the card sandbox without a secret; no payment is made here.
      CARD_PROCESSOR: "disabled",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
  }).catch(async (error) => {
    await dropDatabase();
    throw error;
  });
  return {
    origin: platform.origin,
    async stop() {
      await platform.stop();
      await dropDatabase();
    },
  };
}
