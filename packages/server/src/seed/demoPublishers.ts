import type { FastifyInstance } from "fastify";
import { EMBED_COOKIE } from "../auth/cookies";
import type { AppContext } from "../context";
import { demoMarketImage } from "./demoImages";
import { DEMO_MARKETS } from "./demoMarkets";

/** The demo's publisher account: a member of "El Diario del Sur" who sees its console. */
export const DEMO_PUBLISHER_CREDENTIALS = {
  email: "medios@pulso.test",
  password: "Medios12345",
} as const;

/** Where `pnpm example` serves the example newspaper: the active demo publisher's site. */
export const DEMO_PUBLISHER_ORIGINS = ["http://127.0.0.1:8080", "http://localhost:8080"];

/** The demo newspaper's articles, and how many readers a day each draws (0: the one kept hidden). */
const ARTICLES = [
  { path: "/politica/2026/elecciones-generales", views: 420, readers: 38 },
  { path: "/politica/2026/debate-final", views: 260, readers: 24 },
  { path: "/economia/2026/inflacion-y-voto", views: 120, readers: 11 },
  { path: "/cultura/2026/festival-de-cine", views: 3, readers: 0 },
] as const;

/** Days of figures the demo shows, today included. */
const FIGURE_DAYS = 14;
const DAY = 86_400_000;

/** A demo account with an API token, as the main seed signed it up. */
export interface DemoAccount {
  token: string;
  id: string;
}

/** A market readers can bet on now: its id and its option ids. */
export interface DemoTradableMarket {
  id: string;
  optionIds: string[];
}

/** What the publishers' seed needs from the main seed. */
export interface DemoPublisherSeed {
  app: FastifyInstance;
  ctx: AppContext;
  admin: DemoAccount;
  traders: DemoAccount[];
  /** Open markets without an election blackout, featured first. */
  markets: DemoTradableMarket[];
  /** Calls the API as the main seed does; fails the seed on any 4xx or 5xx. */
  call<T>(
    method: "GET" | "POST" | "PATCH",
    url: string,
    token: string | null,
    payload?: unknown,
    remoteAddress?: string,
  ): Promise<T>;
  signup(name: string, email: string, password: string): Promise<DemoAccount>;
  /** The seed's deterministic random source. */
  next(): number;
}

interface PublisherAnswer {
  data: { publisher: { id: string } };
}

/**
 * The demo's publishers (DESIGN §12), through the admin's calls: "El Diario del Sur" (active,
 * 20%, the example newspaper's origins) with a member account, and "Crónica Abierta" (pending,
 * 15%). El Diario del Sur gets two weeks of figures: widget views and reader hashes per
 * article (one article under the 5-reader threshold), readers' embed sessions and bets placed
 * through them (the real sign-in exchange and bet path, which attributes them, then dated back
 * over the fortnight), and one market resolved through the real resolution path, which credits
 * the publisher's share of its fees.
 */
export async function seedDemoPublishers(seed: DemoPublisherSeed): Promise<void> {
  const { ctx, call, admin } = seed;
  const diario = await call<PublisherAnswer>("POST", "/admin/publishers", admin.token, {
    name: "El Diario del Sur",
    contactEmail: "medios@eldiariodelsur.example",
    defaultLanguage: "es",
    defaultTheme: "auto",
    origins: DEMO_PUBLISHER_ORIGINS,
    sharePercent: 20,
  });
  const diarioId = diario.data.publisher.id;
  await call("PATCH", `/admin/publishers/${diarioId}`, admin.token, { status: "active" });
  await call("POST", "/admin/publishers", admin.token, {
    name: "Crónica Abierta",
    contactEmail: "redaccion@cronica-abierta.example",
    defaultLanguage: "es",
    defaultTheme: "light",
    origins: ["https://cronica-abierta.example"],
    sharePercent: 15,
  });
  await seed.signup(
    "Redacción El Diario del Sur",
    DEMO_PUBLISHER_CREDENTIALS.email,
    DEMO_PUBLISHER_CREDENTIALS.password,
  );
  await call("POST", `/admin/publishers/${diarioId}/members`, admin.token, {
    email: DEMO_PUBLISHER_CREDENTIALS.email,
  });

  await seedViews(ctx, diarioId);
  const today = new Date(ctx.now().getTime());
  const embed = embedReaders(seed);
  // A fortnight of readers betting from the articles, a few a day.
  for (let daysAgo = FIGURE_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const visits = 1 + Math.floor(seed.next() * 3);
    for (let visit = 0; visit < visits; visit += 1) {
      const trader = seed.traders[Math.floor(seed.next() * seed.traders.length)];
      const market = seed.markets[Math.floor(seed.next() * seed.markets.length)];
      const article = ARTICLES[Math.floor(seed.next() * 3)]!.path;
      if (!trader || !market) continue;
      const at = dayTime(today, daysAgo, seed.next());
      const session = await embed.signIn(trader, at);
      const option = market.optionIds[seed.next() < 0.6 ? 0 : 1] ?? market.optionIds[0]!;
      await embed.bet(session, market.id, option, article, 5 + Math.floor(seed.next() * 26), at);
    }
  }
  await seedResolvedMarket(seed, embed, today);
}

/** A moment of the UTC day `daysAgo` days before `today`, in its daytime, never in the future. */
function dayTime(today: Date, daysAgo: number, fraction: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = midnight - daysAgo * DAY + (7 + fraction * 14) * 3_600_000;
  return new Date(Math.min(at, today.getTime() - 60_000));
}

/** Widget views per day and article, and that day's reader hashes (random: no reader behind). */
async function seedViews(ctx: AppContext, publisherId: string): Promise<void> {
  const today = ctx.now().toISOString().slice(0, 10);
  const articles = ARTICLES.map(
    (article, index) => `('${article.path}', ${article.views}, ${article.readers}, ${index + 1})`,
  ).join(", ");
  // Figures that wobble from day to day, the same on every fresh demo.
  await ctx.db.query(
    `INSERT INTO embed_views (day, publisher_id, article_path, views, interactions)
     SELECT $2::date - d, $1, a.path,
            a.views + (d * 37 + a.k * 53) % greatest(a.views / 2, 1),
            (a.views + (d * 37 + a.k * 53) % greatest(a.views / 2, 1)) / 9
       FROM generate_series(0, ${FIGURE_DAYS - 1}) AS d,
            (VALUES ${articles}) AS a(path, views, readers, k)
      WHERE a.readers > 0 OR d < 3`,
    [publisherId, today],
  );
  await ctx.db.query(
    `INSERT INTO embed_readers (day, publisher_id, article_path, reader_hash)
     SELECT $2::date - d, $1, a.path, md5(a.path || ':' || d || ':' || r)
       FROM generate_series(0, ${FIGURE_DAYS - 1}) AS d,
            (VALUES ${articles}) AS a(path, views, readers, k),
            LATERAL generate_series(1, CASE WHEN a.readers > 0 THEN a.readers + (d * 7 + a.k) % 9
                                            WHEN d < 3 THEN 1 ELSE 0 END) AS r`,
    [publisherId, today],
  );
}

interface EmbedReaders {
  /** Opens an embed session for the demo site (code, then exchange), dated `at`. */
  signIn(trader: DemoAccount, at: Date): Promise<string>;
  /** A bet through that embed session from an article, dated `at`. */
  bet(
    session: string,
    marketId: string,
    optionId: string,
    article: string,
    amount: number,
    at: Date,
  ): Promise<void>;
}

/** Readers signing in from the demo newspaper's frame and betting, as the frame does it. */
function embedReaders(seed: DemoPublisherSeed): EmbedReaders {
  const { app, ctx } = seed;
  const site = DEMO_PUBLISHER_ORIGINS[1]!;
  // The frame runs on the platform's own origin.
  const frame = {
    origin: ctx.config.trustedOrigins[0] ?? "",
    "x-requested-with": "XMLHttpRequest",
    "content-type": "application/json",
  };
  const frameCall = async (url: string, payload: unknown, cookie?: string) => {
    const response = await app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { ...frame, ...(cookie ? { cookie: `${EMBED_COOKIE}=${cookie}` } : {}) },
      payload: JSON.stringify(payload),
    });
    if (response.statusCode >= 400) {
      throw new Error(`demo seed: POST ${url} answered ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  return {
    async signIn(trader, at) {
      const created = await seed.call<{ data: { code: string } }>(
        "POST",
        "/embed/sessions/code",
        trader.token,
        { origin: site, perBetLimit: 50, dailyLimit: 200 },
      );
      const exchanged = await frameCall("/embed/sessions/exchange", { code: created.data.code });
      const token = exchanged.cookies.find((cookie) => cookie.name === EMBED_COOKIE)?.value;
      if (!token) throw new Error("demo seed: the embed exchange set no cookie");
      await ctx.db.query(
        `UPDATE embed_sessions SET created_at = $2
          WHERE id = (SELECT id FROM embed_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
        [trader.id, at],
      );
      return token;
    },
    async bet(session, marketId, optionId, article, amount, at) {
      const response = await frameCall(
        "/bets",
        { pollId: marketId, optionId, amount, language: "es", article },
        session,
      );
      const bet = response.json<{ data: { bet: { _id: string } } }>().data.bet;
      await ctx.db.query("UPDATE bets SET created_at = $2 WHERE id = $1", [bet._id, at]);
    },
  };
}

/**
 * A regional referendum market bet on from the newspaper and resolved through the real
 * resolution path, which credits the publisher's share of its fees (`publisher:<id>`).
 */
async function seedResolvedMarket(
  seed: DemoPublisherSeed,
  embed: EmbedReaders,
  today: Date,
): Promise<void> {
  const { call, admin, ctx } = seed;
  const start = new Date(today.getTime() - 12 * DAY);
  const title = "¿Superará el 60% la participación en la consulta regional del Sur?";
  const image = await demoMarketImage(
    { category: "state", es: { title, description: "", rules: "" } },
    DEMO_MARKETS.length,
  );
  const created = await call<{ data: { poll: { _id: string; options: { _id: string }[] } } }>(
    "POST",
    "/polls",
    admin.token,
    {
      kind: "prediction",
      title,
      imageData: image.toString("base64"),
      titleEn: "Will turnout exceed 60% in the Southern regional referendum?",
      description:
        "La consulta sobre la autonomía fiscal del Sur fue seguida de cerca por la prensa regional.",
      descriptionEn:
        "The referendum on the South's fiscal autonomy was closely followed by the regional press.",
      category: "state",
      startDate: start.toISOString(),
      endDate: new Date(today.getTime() + DAY).toISOString(),
      resolutionSource: "Junta Electoral Regional del Sur",
      resolutionRules:
        "Se resuelve Sí si la participación oficial publicada por la Junta Electoral Regional supera el 60%.",
      resolutionRulesEn:
        "Resolves Yes if the official turnout published by the Regional Electoral Board exceeds 60%.",
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
      yesPrice: 45,
      noPrice: 55,
    },
  );
  const poll = created.data.poll;
  const [yes, no] = poll.options;
  if (!yes || !no) throw new Error("demo seed: the referendum market has no options");
  for (const [index, trader] of seed.traders.slice(0, 6).entries()) {
    const at = dayTime(today, 11 - index, seed.next());
    const session = await embed.signIn(trader, at);
    const option = index % 3 === 2 ? no._id : yes._id;
    await embed.bet(session, poll._id, option, ARTICLES[0].path, 20 + index * 5, at);
  }
  const end = new Date(today.getTime() - 2 * DAY);
  // Its price history over its life, as the other demo markets have one.
  await spreadPricePoints(ctx, poll._id, start, end);
  await call("POST", "/polls/resolve", admin.token, { pollId: poll._id, winnerId: yes._id });
  await ctx.db.query("UPDATE markets SET created_at = $2, end_date = $3 WHERE id = $1", [
    poll._id,
    start,
    end,
  ]);
}

/** Spreads a market's price points evenly between `from` and `until`. */
async function spreadPricePoints(
  ctx: AppContext,
  marketId: string,
  from: Date,
  until: Date,
): Promise<void> {
  await ctx.db.query(
    `WITH ordered AS (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
                        FROM price_points WHERE market_id = $1)
     UPDATE price_points p
        SET at = $2::timestamptz + (o.n - 1) * ($3::double precision / greatest(o.total, 1)) * interval '1 millisecond'
       FROM ordered o WHERE p.id = o.id`,
    [marketId, from, until.getTime() - from.getTime()],
  );
}
