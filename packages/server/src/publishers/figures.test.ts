import { randomUUID } from "node:crypto";
import type { ApiClient } from "@pulso/api-client";
import { ARTICLE_MIN_READERS, MAX_FIGURES_DAYS, type PublisherFigures } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin, type TestMarket } from "../bets/test-utils/markets";
import { fundUser } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let admin: TestAdmin;
let market: TestMarket;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  market = await createTestMarket(server, admin);
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);

interface TestPublisher {
  id: string;
  site: string;
  member: Awaited<ReturnType<TestServer["signup"]>>;
}

/** An active publisher of its own site, 20% share, and a member who sees its console. */
async function activePublisher(): Promise<TestPublisher> {
  const site = `https://diario-${randomUUID().slice(0, 8)}.example`;
  const member = await server.signup({ name: "Editora Cifras" });
  const publisher = await admin.api.createPublisher({
    name: "Diario de Cifras",
    contactEmail: "medios@cifras.example",
    origins: [site],
    sharePercent: 20,
  });
  await admin.api.updatePublisher(publisher.id, { status: "active" });
  await admin.api.addPublisherMember(publisher.id, { email: member.email });
  return { id: publisher.id, site, member };
}

/** One page's beacon from the site, by one reader (address and browser). */
async function readPage(site: string, path: string, reader: number) {
  const response = await fetch(`${server.baseURL}/embed/beacon`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: site,
      "x-forwarded-for": `198.51.100.${reader % 200}`,
      "user-agent": `Navegador/${reader}`,
    },
    body: JSON.stringify({ path, views: [{ widget: "market-card" }], interactions: 1 }),
  });
  expect(response.status).toBe(200);
}

/**
 * A reader who signs in from the site's frame (an embed session for the site, through the real
 * code exchange) and bets from an article: the bet's attribution is the server's, from the
 * embed session, never from the page.
 */
async function embedReader() {
  const user = await server.signup({ name: `Lector ${randomUUID().slice(0, 6)}` });
  await fundUser(server, user.userId, 10_000);
  return user;
}

async function betFromArticle(
  user: { api: ApiClient },
  publisher: { id: string; site: string },
  article: string,
  amount: number,
  on: TestMarket = market,
) {
  const site = publisher.site;
  const { code } = await user.api.createEmbedCode({
    origin: site,
    perBetLimit: 100,
    dailyLimit: 500,
  });
  const frame = { origin: server.origin, "x-requested-with": "XMLHttpRequest" };
  const exchanged = await fetch(`${server.baseURL}/embed/sessions/exchange`, {
    method: "POST",
    headers: { ...frame, "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  expect(exchanged.status).toBe(200);
  const cookie = exchanged.headers
    .getSetCookie()
    .find((line) => line.startsWith("pulso_embed="))
    ?.split(";")[0];
  const placed = await fetch(`${server.baseURL}/bets`, {
    method: "POST",
    headers: { ...frame, "content-type": "application/json", cookie: cookie ?? "" },
    body: JSON.stringify({
      pollId: on.id,
      optionId: on.optionIds[0],
      amount,
      language: "es",
      article,
    }),
  });
  const body = (await placed.json()) as {
    data: { bet: { _id: string; amount: number; fee: number } };
  };
  expect(placed.status).toBe(201);
  return body.data.bet;
}

const articleOf = (figures: PublisherFigures, path: string) =>
  figures.articles.find((article) => article.path === path);

describe("an article's row (DESIGN §12: at least 5 distinct readers)", () => {
  it("is hidden with 4 readers and shown from the 5th, by address and browser", async () => {
    const publisher = await activePublisher();
    expect(ARTICLE_MIN_READERS).toBe(5);
    for (let reader = 1; reader <= 4; reader += 1) {
      await readPage(publisher.site, "/umbral/nota", reader);
      // The same reader again counts once.
      await readPage(publisher.site, "/umbral/nota", reader);
    }
    const api = publisher.member.api;
    const hidden = await api.getPublisherFigures(publisher.id);
    expect(articleOf(hidden, "/umbral/nota")).toBeUndefined();
    expect(hidden.hiddenArticles).toBe(1);
    // The views still count in the days and totals.
    expect(hidden.totals.views).toBe(8);
    expect(hidden.days.at(-1)).toMatchObject({ day: dayIn(0), views: 8, interactions: 8 });

    await readPage(publisher.site, "/umbral/nota", 5);
    const shown = await api.getPublisherFigures(publisher.id);
    expect(articleOf(shown, "/umbral/nota")).toEqual({
      path: "/umbral/nota",
      readers: 5,
      views: 9,
      interactions: 9,
      bets: 0,
      volume: 0,
      fees: 0,
      share: 0,
    });
    expect(shown.hiddenArticles).toBe(0);
  });
});

describe("a publisher's figures of bets placed through its embeds", () => {
  let publisher: TestPublisher;
  let bettors: Awaited<ReturnType<typeof embedReader>>[];
  const placed: { amount: number; fee: number }[] = [];

  beforeAll(async () => {
    publisher = await activePublisher();
    bettors = [];
    for (let index = 0; index < 5; index += 1) bettors.push(await embedReader());
    // Five readers bet from one article; three of those, with three beacons, on another.
    for (const [index, user] of bettors.entries()) {
      placed.push(await betFromArticle(user, publisher, "/politica/apuestas", 10 + index));
    }
    for (const user of bettors.slice(0, 3)) {
      placed.push(await betFromArticle(user, publisher, "/politica/pocos", 5));
    }
    for (let reader = 1; reader <= 3; reader += 1) {
      await readPage(publisher.site, "/politica/pocos", 100 + reader);
    }
    // A bet on the platform itself is no publisher's.
    await bettors[0]!.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[1]!,
      amount: 7,
      language: "es",
    });
  });

  it("counts today's sign-ins, bets, volume, fees and the share's estimate", async () => {
    const figures = await publisher.member.api.getPublisherFigures(publisher.id);
    const feeCents = placed.reduce((sum, bet) => sum + cents(bet.fee), 0);
    const volumeCents = placed.reduce((sum, bet) => sum + cents(bet.amount), 0);
    expect(feeCents).toBeGreaterThan(0);
    const today = {
      day: dayIn(0),
      views: 3,
      interactions: 3,
      signIns: 8,
      bets: 8,
      volume: volumeCents / 100,
      fees: feeCents / 100,
      share: Math.floor((feeCents * 2000) / 10_000) / 100,
    };
    expect(figures.days.at(-1)).toEqual(today);
    const { day: _day, ...totals } = today;
    expect(figures.totals).toEqual(totals);
    // Every other day of the period is there, with zeros.
    expect(figures.days).toHaveLength(30);
    expect(figures.days.slice(0, -1).every((day) => day.bets === 0 && day.views === 0)).toBe(true);
  });

  it("shows per article only those with 5 readers, never counting a reader twice", async () => {
    const figures = await publisher.member.api.getPublisherFigures(publisher.id);
    const fiveBets = placed.slice(0, 5);
    const feeCents = fiveBets.reduce((sum, bet) => sum + cents(bet.fee), 0);
    expect(figures.articles).toEqual([
      {
        path: "/politica/apuestas",
        readers: 5,
        views: 0,
        interactions: 0,
        bets: 5,
        volume: fiveBets.reduce((sum, bet) => sum + cents(bet.amount), 0) / 100,
        fees: feeCents / 100,
        share: Math.floor((feeCents * 2000) / 10_000) / 100,
      },
    ]);
    // Three bettors and three beacons may be the same three people: hidden.
    expect(figures.hiddenArticles).toBe(1);
  });

  it("names no reader: no id, name or e-mail of a bettor, no reader hash", async () => {
    const text = JSON.stringify(await publisher.member.api.getPublisherFigures(publisher.id));
    const hashes = await server.db.query<{ reader_hash: string }>(
      "SELECT reader_hash FROM embed_readers WHERE publisher_id = $1",
      [publisher.id],
    );
    const names = await server.db.query<{ name: string }>(
      "SELECT name FROM users WHERE id = ANY($1)",
      [bettors.map((user) => user.userId)],
    );
    const secrets = [
      ...bettors.flatMap((user) => [user.userId, user.email]),
      ...names.rows.map((row) => row.name),
      ...hashes.rows.map((row) => row.reader_hash),
    ];
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("counts as earned the shares credited at resolution, all time, whatever was paid out", async () => {
    const before = await publisher.member.api.getPublisherFigures(publisher.id);
    expect(before.earned).toBe(0);
    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! });
    const credited = await server.db.query<{ cents: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS cents
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = $1 AND t.kind = 'publisher_share'`,
      [`publisher:${publisher.id}`],
    );
    const creditedCents = credited.rows[0]?.cents ?? 0;
    expect(creditedCents).toBeGreaterThan(0);
    // A payout takes money out of the publisher's balance, not out of what it earned.
    const payout = await fetch(`${server.baseURL}/admin/publishers/${publisher.id}/payouts`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${admin.token}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({ amount: 0.01, note: "Transferencia de prueba" }),
    });
    expect(payout.status).toBe(200);
    const after = await publisher.member.api.getPublisherFigures(publisher.id, {
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(after.earned).toBe(creditedCents / 100);
    await server.expectLedgerSound();
  });
});

describe("bets of a cancelled market", () => {
  it("still count as bets and volume, but their refunded fees earn no share", async () => {
    const publisher = await activePublisher();
    const cancelled = await createTestMarket(server, admin);
    const user = await embedReader();
    const bet = await betFromArticle(user, publisher, "/politica/anulada", 20, cancelled);
    expect(bet.fee).toBeGreaterThan(0);
    await admin.api.cancelPoll(cancelled.id);
    const figures = await publisher.member.api.getPublisherFigures(publisher.id);
    expect(figures.totals).toMatchObject({ bets: 1, volume: bet.amount, fees: 0, share: 0 });
  });
});

describe("who sees a publisher's figures", () => {
  it("its members and admins; anyone else gets 404, as for a publisher that does not exist", async () => {
    const publisher = await activePublisher();
    const other = await activePublisher();
    await expect(publisher.member.api.getPublisherFigures(publisher.id)).resolves.toMatchObject({
      to: dayIn(0),
    });
    await expect(admin.api.getPublisherFigures(publisher.id)).resolves.toMatchObject({
      to: dayIn(0),
    });
    const stranger = await server.signup();
    for (const [who, api, id] of [
      ["another publisher's member", other.member.api, publisher.id],
      ["a reader", stranger.api, publisher.id],
      ["a reader, unknown id", stranger.api, "no-such-publisher"],
      ["an admin, unknown id", admin.api, "no-such-publisher"],
    ] as const) {
      const failure = await failureOf(api.getPublisherFigures(id));
      expect([failure.status, failure.code], who).toEqual([404, "NOT_FOUND"]);
    }
    const anonymous = await failureOf(server.client().getPublisherFigures(publisher.id));
    expect(anonymous.status).toBe(401);
  });
});

describe("the period of the figures", () => {
  let publisher: TestPublisher;
  beforeAll(async () => {
    publisher = await activePublisher();
  });

  it("is the last 30 UTC days ending today by default, every day listed", async () => {
    const figures = await publisher.member.api.getPublisherFigures(publisher.id);
    expect([figures.from, figures.to]).toEqual([dayIn(-29), dayIn(0)]);
    expect(figures.days.map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => dayIn(index - 29)),
    );
    expect(figures.totals).toEqual({
      views: 0,
      interactions: 0,
      signIns: 0,
      bets: 0,
      volume: 0,
      fees: 0,
      share: 0,
    });
  });

  it("takes from and to, up to MAX_FIGURES_DAYS days", async () => {
    const api = publisher.member.api;
    const longest = await api.getPublisherFigures(publisher.id, {
      from: "2026-01-01",
      to: new Date(Date.UTC(2026, 0, MAX_FIGURES_DAYS)).toISOString().slice(0, 10),
    });
    expect(longest.days).toHaveLength(MAX_FIGURES_DAYS);
    const onlyTo = await api.getPublisherFigures(publisher.id, { to: "2026-03-10" });
    expect([onlyTo.from, onlyTo.days.length]).toEqual(["2026-02-09", 30]);
    const oneDay = await api.getPublisherFigures(publisher.id, { from: dayIn(0) });
    expect(oneDay.days.map((day) => day.day)).toEqual([dayIn(0)]);
  });

  it("refuses a period that ends before it starts or is too long, and a bad date", async () => {
    const api = publisher.member.api;
    for (const [query, code] of [
      [{ from: "2026-03-10", to: "2026-03-09" }, "INVALID_PERIOD"],
      [
        {
          from: "2026-01-01",
          to: new Date(Date.UTC(2026, 0, MAX_FIGURES_DAYS + 1)).toISOString().slice(0, 10),
        },
        "INVALID_PERIOD",
      ],
      [{ from: dayIn(1) }, "INVALID_PERIOD"],
      [{ from: dayIn(-MAX_FIGURES_DAYS) }, "INVALID_PERIOD"],
      [{ from: "2026-02-30" }, "VALIDATION_FAILED"],
      [{ to: "mañana" }, "VALIDATION_FAILED"],
    ] as const) {
      const failure = await failureOf(api.getPublisherFigures(publisher.id, query));
      expect([failure.status, failure.code], JSON.stringify(query)).toEqual([400, code]);
    }
  });
});
