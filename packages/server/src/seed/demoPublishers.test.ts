import { ARTICLE_MIN_READERS, type PublisherFigures } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { ledgerAudit } from "../ledger/audit";
import { createTestDatabase } from "../test-utils/testServer";
import { DEMO_MARKETS } from "./demoMarkets";
import { DEMO_PUBLISHER_ORIGINS } from "./demoPublishers";
import { DEMO_CREDENTIALS, demoAccounts, seedDemoData } from "./seedDemo";

let app: FastifyInstance;
let ctx: AppContext;
let drop: () => Promise<void>;
let seeded: boolean;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config = loadConfig({ NODE_ENV: "test", PULSO_SEED: "false", LOG_LEVEL: "silent" });
  ({ app, ctx } = await buildApp({
    config,
    db: database.db,
    realtime: {
      toPoll: () => undefined,
      toUser: () => undefined,
      sessionsRevoked: () => undefined,
    },
  }));
  await app.ready();
  seeded = await seedDemoData(app, ctx);
}, 120_000);
afterAll(async () => {
  await app.close();
  await drop();
});

/** Signs in as the demo publisher's member and reads the active publisher's figures. */
async function memberFigures(publisherId: string): Promise<PublisherFigures> {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(DEMO_CREDENTIALS.publisher),
  });
  expect(login.statusCode).toBe(200);
  const token = login.json<{ token: string }>().token;
  const answer = await app.inject({
    method: "GET",
    url: `/api/v1/publishers/${publisherId}/figures`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { figures: PublisherFigures } }>().data.figures;
}

describe("the demo publishers (DESIGN §12)", () => {
  it("are an active newspaper on the example's origins and a pending one", async () => {
    expect(seeded).toBe(true);
    const publishers = await ctx.db.query<{
      id: string;
      name: string;
      status: string;
      share_bps: number;
      origins: string[];
    }>(
      `SELECT p.id, p.name, p.status, p.share_bps,
              array(SELECT origin FROM publisher_origins o WHERE o.publisher_id = p.id ORDER BY origin) AS origins
         FROM publishers p ORDER BY p.name`,
    );
    expect(publishers.rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        name: "Crónica Abierta",
        status: "pending",
        share_bps: 1500,
        origins: ["https://cronica-abierta.example"],
      },
      {
        name: "El Diario del Sur",
        status: "active",
        share_bps: 2000,
        origins: [...DEMO_PUBLISHER_ORIGINS].sort(),
      },
    ]);
  });

  it("give the member two weeks of figures: articles over the reader threshold and one under it", async () => {
    const diario = await ctx.db.query<{ id: string }>(
      "SELECT id FROM publishers WHERE status = 'active'",
    );
    const figures = await memberFigures(diario.rows[0]!.id);
    expect(figures.articles.length).toBeGreaterThanOrEqual(3);
    expect(figures.articles.every((article) => article.readers >= ARTICLE_MIN_READERS)).toBe(true);
    expect(figures.hiddenArticles).toBeGreaterThanOrEqual(1);
    const lastFortnight = figures.days.slice(-14);
    expect(lastFortnight.every((day) => day.views > 0)).toBe(true);
    expect(figures.totals.bets).toBeGreaterThan(10);
    expect(figures.totals.signIns).toBeGreaterThan(10);
    expect(figures.totals.fees).toBeGreaterThan(0);
    expect(figures.articles.some((article) => article.bets > 0)).toBe(true);
    // The resolved referendum credited its share through the real resolution.
    expect(figures.earned).toBeGreaterThan(0);
  });

  it("keep the ledger sound, and the member's password is refused in production", async () => {
    const audit = await ledgerAudit(ctx.db);
    expect(audit.ok ? [] : audit.violations).toEqual([]);
    expect(demoAccounts()).toContainEqual({
      email: "medios@pulso.test",
      password: "Medios12345",
    });
  });

  it("are seeded once: a second run changes nothing", async () => {
    const count = async () =>
      (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM publishers")).rows[0]?.n;
    const before = await count();
    expect(await seedDemoData(app, ctx)).toBe(false);
    expect(await count()).toBe(before);
  });
});

// The same seeded data set: its markets' pictures (seed/demoImages.ts).
describe("the demo markets' pictures", () => {
  it("every market has one, served as a small image, with its title to describe it", async () => {
    const markets = await ctx.db.query<{ id: string; image_url: string | null; title_es: string }>(
      "SELECT id, image_url, title_es FROM markets ORDER BY created_at",
    );
    // The data set's markets and the demo newspaper's referendum.
    expect(markets.rows).toHaveLength(DEMO_MARKETS.length + 1);
    const urls = new Set<string>();
    for (const market of markets.rows) {
      expect(market.image_url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
      urls.add(market.image_url!);
      const served = await app.inject({ method: "GET", url: market.image_url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
      expect(served.rawPayload.readUInt32BE(16)).toBe(640);
      // What the API gives a card: the picture, and the title for its alternative text.
      const api = await app.inject({ method: "GET", url: `/api/v1/polls/${market.id}?lang=es` });
      const poll = api.json<{ data: { poll: { image: string; title: string } } }>().data.poll;
      expect(poll.image).toBe(market.image_url);
      expect(poll.title).toBe(market.title_es);
    }
    expect(urls.size).toBe(markets.rows.length);
  });
});
