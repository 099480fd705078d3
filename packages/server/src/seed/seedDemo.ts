import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { postTransaction } from "../ledger/ledger";
import { userAccount } from "../ledger/accounts";
import { seedDemoBanners } from "../site/demoBanners";
import { demoMarketImage } from "./demoImages";
import { DEMO_MARKETS, type DemoMarket } from "./demoMarkets";
import {
  DEMO_PUBLISHER_CREDENTIALS,
  seedDemoPublishers,
  type DemoTradableMarket,
} from "./demoPublishers";

/** The accounts the demo prints at start. */
export const DEMO_CREDENTIALS = {
  user: { email: "demo@pulso.test", password: "Demo12345" },
  admin: { email: "admin@pulso.test", password: "Admin12345" },
  /** A member of the demo newspaper "El Diario del Sur": its publisher console. */
  publisher: DEMO_PUBLISHER_CREDENTIALS,
} as const;

/**
 * Every account the seed creates with a password published in this source: the demo user, the
 * admin, the publisher's member and the traders. Production refuses to start while any of them
 * still accepts it.
 */
export function demoAccounts(): { email: string; password: string }[] {
  return [
    DEMO_CREDENTIALS.admin,
    DEMO_CREDENTIALS.user,
    DEMO_CREDENTIALS.publisher,
    ...TRADERS.map((_name, index) => traderCredentials(index)),
  ];
}

function traderCredentials(index: number): { email: string; password: string } {
  return { email: `trader${index + 1}@pulso.test`, password: `Trader${index + 1}pass` };
}

const TRADERS = [
  "Mariana Soto",
  "Diego Fernández",
  "Paula Rojas",
  "Sebastián Vega",
  "Carla Núñez",
  "Julián Castro",
  "Elena Morales",
  "Ricardo Peña",
  "Sofía Campos",
  "Héctor Luna",
  "Daniela Ruiz",
  "Gabriel Torres",
];

const COMMENTS_ES = [
  "Las últimas encuestas cambian bastante el panorama.",
  "Creo que el mercado sobrestima al favorito.",
  "Habrá que ver el debate antes de decidir.",
  "La participación juvenil puede ser decisiva.",
  "Interesante cómo se movió el precio esta semana.",
];

/** A small deterministic random source, so every fresh demo looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAY = 86_400_000;

/**
 * Seeds DESIGN §4's demo data set on an empty database, through the API itself so every cent
 * moves through the ledger as real money would: a demo user and an admin, a dozen traders,
 * about thirty bilingual markets and polls with bets, votes, comments and a few resolutions,
 * price histories spread over the markets' lives, a picture for each market drawn here
 * (seed/demoImages.ts), and the demo publishers with two weeks of
 * figures (seed/demoPublishers.ts). Does nothing when users exist.
 */
export async function seedDemoData(app: FastifyInstance, ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM users",
  );
  if ((existing.rows[0]?.count ?? 0) > 0) return false;
  const next = random(2027);
  const now = ctx.now().getTime();

  const call = async <T>(
    method: "GET" | "POST" | "PATCH",
    url: string,
    token: string | null,
    payload?: unknown,
    remoteAddress?: string,
  ): Promise<T> => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    if (response.statusCode >= 400) {
      throw new Error(
        `demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`,
      );
    }
    return response.json() as T;
  };
  // Each demo account signs up from its own documentation address (TEST-NET-1, RFC 5737), as a
  // real population would: the per-address sign-up limit (DESIGN §5) holds for the seed too.
  let signups = 0;
  const signup = (name: string, email: string, password: string) =>
    call<{ token: string; data: { user: { _id: string } } }>(
      "POST",
      "/auth/signup",
      null,
      { name, email, password },
      `192.0.2.${(signups += 1)}`,
    ).then((body) => ({ token: body.token, id: body.data.user._id }));
  const credit = (userId: string, cents: number, why: string) =>
    ctx.db.transaction((tx) =>
      postTransaction(tx, {
        kind: "adjustment",
        reference: `demo_credit:${userId}`,
        userId,
        description: why,
        entries: [
          { account: "house:promo", amountCents: -cents },
          { account: userAccount(userId), amountCents: cents },
        ],
      }),
    );

  const admin = await signup(
    "Administración Pulso",
    DEMO_CREDENTIALS.admin.email,
    DEMO_CREDENTIALS.admin.password,
  );
  await ctx.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
  const demo = await signup(
    "Lectora Demo",
    DEMO_CREDENTIALS.user.email,
    DEMO_CREDENTIALS.user.password,
  );
  await credit(demo.id, 10_000, "Demo balance");
  const traders: { token: string; id: string }[] = [];
  for (const [index, name] of TRADERS.entries()) {
    const { email, password } = traderCredentials(index);
    const trader = await signup(name, email, password);
    await credit(trader.id, 500_000, "Demo balance");
    traders.push(trader);
  }

  const tradable: DemoTradableMarket[] = [];
  for (const [index, market] of DEMO_MARKETS.entries()) await seedMarket(market, index);
  await seedDemoBanners(ctx.db);
  await seedDemoPublishers({
    app,
    ctx,
    admin,
    traders,
    markets: tradable.slice(0, 4),
    call,
    signup,
    next,
  });
  return true;

  async function seedMarket(market: DemoMarket, index: number): Promise<void> {
    const ended = market.endInDays < 0;
    const start = new Date(now + market.startInDays * DAY);
    const end = new Date(now + (ended ? 1 : market.endInDays) * DAY);
    const binary = market.kind === "prediction" && market.options.length === 2;
    const created = await call<{ data: { poll: { _id: string; options: { _id: string }[] } } }>(
      "POST",
      "/polls",
      admin.token,
      {
        kind: market.kind,
        title: market.es.title,
        titleEn: market.en.title,
        description: market.es.description,
        descriptionEn: market.en.description,
        category: market.category,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        resolutionSource: market.source,
        resolutionRules: market.es.rules,
        resolutionRulesEn: market.en.rules,
        options: market.options.map(([text, textEn]) => ({ text, textEn })),
        featured: market.featured ?? false,
        // Its picture, drawn here (seed/demoImages.ts) and stored like an admin's upload.
        imageData: (await demoMarketImage(market, index)).toString("base64"),
        ...(binary && market.yesPrice
          ? { yesPrice: market.yesPrice, noPrice: 100 - market.yesPrice }
          : {}),
      },
    );
    const poll = created.data.poll;
    if (market.startInDays > 0) return;

    const participants = traders.filter(() => next() < 0.7);
    if (market.kind === "poll") {
      for (const voter of [demo, ...participants]) {
        if (voter === demo && next() < 0.5) continue;
        const option = poll.options[Math.floor(next() * poll.options.length)];
        if (option)
          await call("POST", "/polls/vote", voter.token, {
            pollId: poll._id,
            optionId: option._id,
          });
      }
    } else {
      const bets = 6 + Math.floor(next() * 14);
      for (let index = 0; index < bets; index += 1) {
        const trader = participants[index % Math.max(participants.length, 1)] ?? traders[0]!;
        const lean = market.resolveWith ?? 0;
        const pick = next() < 0.6 ? lean : Math.floor(next() * poll.options.length);
        const option = poll.options[Math.min(pick, poll.options.length - 1)];
        const amount = 5 + Math.floor(next() * 56);
        if (option)
          await call("POST", "/bets", trader.token, {
            pollId: poll._id,
            optionId: option._id,
            amount,
            language: "es",
          });
      }
      if (market.featured && next() < 0.8) {
        const option = poll.options[0];
        if (option)
          await call("POST", "/bets", demo.token, {
            pollId: poll._id,
            optionId: option._id,
            amount: 10,
            language: "es",
          });
      }
    }
    for (let index = 0; index < 2 + Math.floor(next() * 3); index += 1) {
      const author = traders[Math.floor(next() * traders.length)]!;
      await call("POST", `/comments/polls/${poll._id}/comments`, author.token, {
        content: COMMENTS_ES[Math.floor(next() * COMMENTS_ES.length)],
      });
    }
    await spreadHistory(
      poll._id,
      start,
      ended ? new Date(now + market.endInDays * DAY) : new Date(now),
    );
    if (market.resolveWith !== undefined) {
      const winner = poll.options[market.resolveWith];
      if (winner)
        await call("POST", "/polls/resolve", admin.token, {
          pollId: poll._id,
          winnerId: winner._id,
        });
    }
    if (market.election) {
      // Created when it opened, so lists sorted newest first do not lead with the one market
      // whose prices the public cannot see.
      await ctx.db.query("UPDATE markets SET created_at = $2 WHERE id = $1", [poll._id, start]);
      await call("PATCH", `/polls/${poll._id}/election`, admin.token, {
        jurisdiction: { country: market.election.country, region: null },
        electionDate: new Date(now + market.election.inDays * DAY).toISOString().slice(0, 10),
        blackoutWindow: null,
        tradingOpen: false,
      });
    }
    if (ended) {
      await ctx.db.query("UPDATE markets SET end_date = $2 WHERE id = $1", [
        poll._id,
        new Date(now + market.endInDays * DAY),
      ]);
    }
    if (binary && !ended && market.resolveWith === undefined && !market.election) {
      // Featured ones first: the markets the demo newspaper's readers bet on.
      const entry = { id: poll._id, optionIds: poll.options.map((option) => option._id) };
      if (market.featured) tradable.unshift(entry);
      else tradable.push(entry);
    }
  }

  /** Spreads a market's price points and bets evenly between its start and `until`. */
  async function spreadHistory(marketId: string, from: Date, until: Date): Promise<void> {
    const span = Math.max(until.getTime() - from.getTime(), DAY);
    await ctx.db.query(
      `WITH ordered AS (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
                          FROM price_points WHERE market_id = $1)
       UPDATE price_points p SET at = $2::timestamptz + (o.n - 1) * ($3::double precision / greatest(o.total, 1)) * interval '1 millisecond'
         FROM ordered o WHERE p.id = o.id`,
      [marketId, from, span],
    );
    await ctx.db.query(
      `WITH ordered AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n, count(*) OVER () AS total
                          FROM bets WHERE market_id = $1)
       UPDATE bets b SET created_at = $2::timestamptz + o.n * ($3::double precision / (o.total + 1)) * interval '1 millisecond'
         FROM ordered o WHERE b.id = o.id`,
      [marketId, from, span],
    );
  }
}
