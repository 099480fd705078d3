// The two sites the page benchmark loads: the built Pulso server (which serves the built portal
// and the embed assets) with the demo data on a fresh PostgreSQL database (as in production, and
// seeded about three times faster than in-memory PGlite; PGlite when no PostgreSQL answers), and
// the example newspaper on another site pointing at it, as in e2e/playwright.config.ts. The platform is 127.0.0.1 and the newspaper localhost, so
// the browser treats them as two sites, as on the real web.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../lib/database.mjs";
import { buildServer, startServer } from "../lib/serverProcess.mjs";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const portalIndex = fileURLToPath(
  new URL("../../packages/portal/dist/index.html", import.meta.url),
);

/** Ports of this benchmark (one platform, one newspaper). */
export const PLATFORM_PORT = 8320;
export const NEWSPAPER_PORT = 8321;

/**
 * Builds the portal and the server when either is missing, or both when `rebuild` is asked for
 * (`--build`): a benchmark of stale bundles measures old code.
 */
export function buildSites({ rebuild = false } = {}) {
  if (rebuild || !existsSync(portalIndex)) {
    const result = spawnSync("pnpm", ["--filter", "@pulso/portal", "build"], {
      cwd: repo,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error("the portal build failed");
  }
  buildServer({ rebuild });
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the platform (fresh database, demo data, production mode) and the newspaper.
 * Resolves to their browser-facing origins and a `stop()` that ends both.
 */
export async function startSites() {
  const newspaper = `http://localhost:${NEWSPAPER_PORT}`;
  const database = await createDatabase("pulso_bench_page").catch((error) => {
    console.warn(`[bench] no PostgreSQL (${error.message}); the platform runs on PGlite`);
    return null;
  });
  const dropDatabase = () => database?.drop();
  const platform = await startServer({
    port: PLATFORM_PORT,
    // Seeding the demo data hashes passwords: slow when the machine is busy.
    timeoutMs: 180_000,
    env: {
      PULSO_SEED: "true",
      // Production refuses the card sandbox without a secret; no payment is made here.
      CARD_PROCESSOR: "disabled",
      // The article as shipped embeds account frames, which production allows on listed sites only.
      EMBED_ORIGINS: newspaper,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  }).catch(async (error) => {
    await dropDatabase();
    throw error;
  });
  const news = spawn(process.execPath, ["examples/news-article/server.mjs"], {
    cwd: repo,
    env: {
      ...process.env,
      PULSO_URL: platform.origin,
      EXAMPLE_HOST: "127.0.0.1",
      EXAMPLE_PORT: String(NEWSPAPER_PORT),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const newsExited = new Promise((resolve) => news.once("exit", resolve));
  try {
    await waitFor(`http://127.0.0.1:${NEWSPAPER_PORT}/three-cards.html`, news, 30_000);
  } catch (error) {
    news.kill("SIGKILL");
    await platform.stop();
    await dropDatabase();
    throw error;
  }
  return {
    platform: platform.origin,
    newspaper,
    async stop() {
      if (news.exitCode === null) {
        news.kill("SIGTERM");
        await newsExited;
      }
      await platform.stop();
      await dropDatabase();
    },
  };
}
