import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * "Live, or visibly not" (DESIGN §7) on a news page of another site: a card marks itself offline
 * while the platform is down and catches up when it returns; a card whose code cannot load links
 * to its market instead of staying blank.
 *
 * The journey stops and restarts the platform, so it runs its own: the built server
 * (`packages/server/dist/main.js`, which the suite's web server builds first) on its own port,
 * with PGlite in a temporary folder so the data survives the restart, and a one-card news page of
 * its own on another site. The client's reconnect timing is the spec's (five tries 5 s apart)
 * with no setting to shorten it, so the journey waits about half a minute for the mark.
 */

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, "packages/server/dist/main.js");
/** The platform and the newspaper, two sites as in the suite's config, on ports of their own. */
const PLATFORM = "http://localhost:8102";
const NEWSPAPER = "http://127.0.0.1:8182";
const API = `${PLATFORM}/api/v1`;
const TRADER = { email: "trader1@pulso.test", password: "Trader1pass" };

interface Platform {
  stop(): Promise<void>;
  output(): string;
}

/** Starts the built server on PLATFORM's port with `dataDir`, resolving once its API answers. */
async function startPlatform(dataDir: string): Promise<Platform> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: "localhost",
      PORT: new URL(PLATFORM).port,
      PUBLIC_URL: PLATFORM,
      PULSO_DATA_DIR: dataDir,
      PULSO_SEED: "true",
      LOG_LEVEL: "warn",
      // The journey bets as a demo trader; the high limit matches the suite's server.
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      EMBED_ORIGINS: NEWSPAPER,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited:\n${printed}`);
    try {
      if ((await fetch(`${API}/openapi.json`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the platform did not answer within 90 s:\n${printed}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A news page with one market card, as a publisher writes it (DESIGN §7's snippet). */
function articleHtml(marketId: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Elecciones: lo que dicen los mercados</title>
    <script src="${PLATFORM}/embed.js"></script>
  </head>
  <body>
    <article>
      <h1>Elecciones: lo que dicen los mercados</h1>
      <p>Los lectores apuestan sobre el resultado.</p>
      <pulso-market-card market="${marketId}" lang="es" style="display:block;min-height:320px"></pulso-market-card>
    </article>
  </body>
</html>`;
}

async function startNewspaper(html: () => string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html());
  });
  const { hostname, port } = new URL(NEWSPAPER);
  await new Promise<void>((listening) => server.listen(Number(port), hostname, listening));
  return server;
}

interface MarketOption {
  _id: string;
  price: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The first option of `marketId` as the platform now prices it. */
async function firstOption(marketId: string): Promise<MarketOption> {
  const body = await json<{ data: { poll: { options: MarketOption[] } } }>(
    await fetch(`${API}/polls/${marketId}`),
    "reading the market",
  );
  return body.data.poll.options[0]!;
}

/** A demo trader bets on the first option through the API; returns its new price. */
async function betOnFirstOption(marketId: string): Promise<number> {
  const { token } = await json<{ token: string }>(
    await fetch(`${API}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TRADER),
    }),
    "signing in the trader",
  );
  const option = await firstOption(marketId);
  await json(
    await fetch(`${API}/bets`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ pollId: marketId, optionId: option._id, amount: 100, language: "es" }),
    }),
    "placing the bet",
  );
  const after = await firstOption(marketId);
  expect(after.price).toBeGreaterThan(option.price);
  return after.price;
}

const offlineMark = (card: Locator) =>
  card.getByRole("status").filter({ hasText: /sin conexión/i });

async function openArticle(page: Page): Promise<Locator> {
  await page.goto(NEWSPAPER);
  const card = page.locator("pulso-market-card");
  await expect(card.getByRole("heading")).toBeVisible();
  return card;
}

test.describe("an embedded card, live or visibly not", () => {
  let dataDir = "";
  let platform: Platform | null = null;
  let newspaper: Server | null = null;
  let marketId = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), "pulso-live-embed-"));
    platform = await startPlatform(dataDir);
    const list = await json<{ data: { polls: { _id: string }[] } }>(
      await fetch(`${API}/polls?kind=prediction&status=active&limit=1`),
      "listing markets",
    );
    marketId = list.data.polls[0]?._id ?? "";
    expect(marketId, "the demo data has an active prediction market").not.toBe("");
    newspaper = await startNewspaper(() => articleHtml(marketId));
  });

  test.afterAll(async () => {
    await platform?.stop();
    await new Promise((closed) => (newspaper ? newspaper.close(closed) : closed(undefined)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("marks itself offline while the platform is down, then catches up when it returns", async ({
    page,
    context,
  }) => {
    // The outage waits out the spec's five 5-second tries; the restart takes a few seconds more.
    test.setTimeout(150_000);
    const card = await openArticle(page);
    const first = await firstOption(marketId);
    await expect(card.getByText(`${first.price}¢`).first()).toBeVisible();

    // Live: a bet through the API moves the card's price.
    const live = await betOnFirstOption(marketId);
    await expect(card.getByText(`${live}¢`).first()).toBeVisible();
    await expect(offlineMark(card)).toHaveCount(0);

    await platform!.stop();
    await expect(offlineMark(card)).toBeVisible({ timeout: 60_000 });
    // The stale price is still shown, under the mark.
    await expect(card.getByText(`${live}¢`).first()).toBeVisible();

    platform = await startPlatform(dataDir);
    // The browser coming back online is one of the client's cues to try at once (its back-off
    // would get there within a minute anyway).
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(offlineMark(card)).toHaveCount(0, { timeout: 60_000 });

    const after = await betOnFirstOption(marketId);
    await expect(card.getByText(`${after}¢`).first()).toBeVisible({ timeout: 10_000 });
    await expect(offlineMark(card)).toHaveCount(0);
  });

  test("links to its market on the platform when its code fails to load twice", async ({
    page,
  }) => {
    let failures = 0;
    await page.route(
      (url) => url.pathname === "/embed/pulso-market-card.js",
      async (route) => {
        if (failures < 2) {
          failures += 1;
          await route.abort("failed");
        } else {
          await route.continue();
        }
      },
    );
    await page.goto(NEWSPAPER);
    const card = page.locator("pulso-market-card");
    const link = card.getByRole("link", { name: "Ver en Pulso" });
    await expect(link).toBeVisible();
    expect(await link.getAttribute("href")).toBe(`${PLATFORM}/market/${marketId}`);
    await expect(card).toHaveAttribute("data-pulso-error", "load");
    expect(failures).toBe(2);
  });
});
