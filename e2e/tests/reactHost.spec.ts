import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PLATFORM } from "../playwright.config";

const API = `${PLATFORM}/api/v1`;
/** The React host app on its own site (127.0.0.1), as a publisher's app would be. */
const HOST_PORT = 8190;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const repository = fileURLToPath(new URL("../..", import.meta.url));
const hostDist = join(repository, "examples/react-host/dist");

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Builds the example as its README says: the packages it uses (`dist` and types), a typecheck
 * against those types, then its own vite build. Any failure carries the build's output.
 */
async function buildExample(): Promise<number> {
  const started = Date.now();
  try {
    await promisify(execFile)("pnpm", ["--filter", "@pulso/react-host", "build"], {
      cwd: repository,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`building examples/react-host failed:\n${stdout.slice(-4000)}\n${stderr}`);
  }
  return Math.round((Date.now() - started) / 1000);
}

/** Serves the built app; any path that is not a file gets index.html, as a static host would. */
async function serveExample(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", HOST).pathname);
    const file = join(hostDist, path);
    const inside = !relative(hostDist, file).startsWith("..");
    const body = await readFile(
      inside && extname(file) ? file : join(hostDist, "index.html"),
    ).catch(() => null);
    if (!body) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? CONTENT_TYPES[".html"]!;
    response.writeHead(200, { "content-type": type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, "127.0.0.1", resolve));
  return server;
}

interface MarketTexts {
  title: string;
  options: { _id: string; text: string; price: number }[];
}

interface ApiMarket {
  _id: string;
  options: { _id: string; price: number; translations: Record<"es" | "en", { text: string }> }[];
  translations: Record<"es" | "en", { title: string }>;
}

async function getMarket(request: APIRequestContext, id: string): Promise<ApiMarket> {
  const response = await request.get(`${API}/polls/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.poll as ApiMarket;
}

/** The market's title and options, with today's prices, as the API gives them in one language. */
function textsIn(market: ApiMarket, lang: "es" | "en"): MarketTexts {
  return {
    title: market.translations[lang].title,
    options: market.options.map((option) => ({
      _id: option._id,
      text: option.translations[lang].text,
      price: option.price,
    })),
  };
}

/** An option's row on the card is a group named like "Sí, 62 centavos, 62 %". */
function optionRow(option: { text: string; price: number }, lang: "es" | "en"): RegExp {
  const text = option.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const cents = lang === "es" ? "centavos?" : "cents?";
  return new RegExp(`^${text}, ${option.price} ${cents},`);
}

test.describe("a React 19 app using the built @pulso/widgets", () => {
  let server: Server | undefined;
  let marketId = "";

  test.beforeAll(async ({ request }) => {
    // Building the packages and the app takes most of a minute on a busy two-core machine.
    test.setTimeout(240_000);
    const seconds = await buildExample();
    process.stdout.write(`[react-host] packages and app built in ${seconds} s\n`);
    server = await serveExample();

    // An active prediction market whose title differs between the languages, away from the
    // featured ones the news article shows.
    const response = await request.get(`${API}/polls?kind=prediction&status=active&limit=10`);
    const polls = (await response.json()).data.polls as ApiMarket[];
    const market = polls
      .filter((poll) => poll.translations.es?.title !== poll.translations.en?.title)
      .at(-1);
    expect(market, "the demo data has an active bilingual prediction market").toBeTruthy();
    marketId = market!._id;
  });

  test.afterAll(async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const hostPage = () => `${HOST}/?api=${encodeURIComponent(API)}&market=${marketId}`;

  test("shows the market's question and prices from the API, in Spanish", async ({
    page,
    request,
  }) => {
    const market = textsIn(await getMarket(request, marketId), "es");
    await page.goto(hostPage());
    const card = page.getByRole("article");
    await expect(card.getByRole("heading", { name: market.title })).toBeVisible();
    for (const option of market.options) {
      await expect(card.getByRole("group", { name: optionRow(option, "es") })).toBeVisible();
    }
    await expect(card.getByRole("button", { name: /^Apostar/ }).first()).toBeVisible();
    // The chart (with its table of prices for screen readers) and the leaderboard render from
    // the same build.
    const chart = page.getByRole("region", { name: "Historial de precios" });
    await expect(chart.getByRole("table", { name: /^Precios por fecha/ })).toBeAttached();
    const board = page.getByRole("table", { name: /^Clasificación/ });
    await expect(board).toBeVisible();
    expect(await board.getByRole("row").count()).toBeGreaterThan(1);
  });

  test("switches the card to English", async ({ page, request }) => {
    const api = await getMarket(request, marketId);
    const [es, en] = [textsIn(api, "es"), textsIn(api, "en")];
    await page.goto(hostPage());
    const card = page.getByRole("article");
    await expect(card.getByRole("heading", { name: es.title })).toBeVisible();

    await page.getByRole("button", { name: "English" }).click();
    await expect(card.getByRole("heading", { name: en.title })).toBeVisible();
    await expect(card.getByRole("heading", { name: es.title })).toHaveCount(0);
    for (const option of en.options) {
      await expect(card.getByRole("group", { name: optionRow(option, "en") })).toBeVisible();
    }
    await expect(card.getByRole("button", { name: /^Bet/ }).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("moves the card's price live when someone bets through the API", async ({
    page,
    request,
  }) => {
    await page.goto(hostPage());
    const before = textsIn(await getMarket(request, marketId), "es");
    const option = before.options[0]!;
    const card = page.getByRole("article");
    await expect(card.getByRole("group", { name: optionRow(option, "es") })).toBeVisible();

    const login = await request.post(`${API}/auth/login`, {
      data: { email: "trader2@pulso.test", password: "Trader2pass" },
    });
    const token = (await login.json()).token as string;
    const bet = await request.post(`${API}/bets`, {
      headers: { authorization: `Bearer ${token}` },
      data: { pollId: marketId, optionId: option._id, amount: 200, language: "es" },
    });
    expect(bet.status()).toBe(201);
    const after = textsIn(await getMarket(request, marketId), "es").options[0]!;
    expect(after.price).toBeGreaterThan(option.price);
    await expect(card.getByRole("group", { name: optionRow(after, "es") })).toBeVisible();
  });
});
