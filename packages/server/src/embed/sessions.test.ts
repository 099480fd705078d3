import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens";
import { placeBetBatch } from "../bets/betBatch";
import type { PlaceBetInput } from "../bets/placeBet";
import { createTestMarket, type TestAdmin, type TestMarket } from "../bets/test-utils/markets";
import { balanceOf, fundUser, moneySnapshot } from "../bets/test-utils/money";
import { AppError } from "../http/errors";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let restricted: TestServer;
let admin: TestAdmin;
let clock = new Date();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  restricted = await startTestServer({ env: { EMBED_ORIGINS: "https://diario.example" } });
  admin = await server.admin();
});
afterAll(async () => {
  await server.close();
  await restricted.close();
});

const DIARIO = "https://diario.example";

/** A raw call from the frame (the platform's own origin), with the embed cookie when given. */
async function frameCall(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      origin: server.origin,
      "x-requested-with": "XMLHttpRequest",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: `pulso_embed=${options.cookie}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as {
      status: string;
      code?: string;
      data?: Record<string, unknown>;
    },
    text,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Signs up a funded reader and opens an embed session for diario.example with these caps. */
async function embedSession(perBetLimit = 20, dailyLimit = 30) {
  const user = await server.signup();
  await fundUser(server, user.userId, 10_000);
  const { code } = await user.api.createEmbedCode({ origin: DIARIO, perBetLimit, dailyLimit });
  const exchanged = await frameCall("POST", "/embed/sessions/exchange", { body: { code } });
  expect(exchanged.status).toBe(200);
  const cookie = exchanged.setCookies.find((line) => line.startsWith("pulso_embed="));
  const token = cookie?.split(";")[0]?.slice("pulso_embed=".length) ?? "";
  return { user, token, exchanged, cookie: cookie ?? "" };
}

describe("embed sign-in codes", () => {
  it("need a web session (bearer or cookie) and a well-formed origin", async () => {
    const anonymous = await failureOf(
      server.client().createEmbedCode({ origin: DIARIO, perBetLimit: 10, dailyLimit: 20 }),
    );
    expect([anonymous.status, anonymous.code]).toEqual([401, "UNAUTHENTICATED"]);

    const user = await server.signup();
    const bad = await failureOf(
      user.api.createEmbedCode({ origin: "javascript:alert(1)", perBetLimit: 10, dailyLimit: 20 }),
    );
    expect([bad.status, bad.code]).toEqual([400, "VALIDATION_FAILED"]);
    const withPath = await failureOf(
      user.api.createEmbedCode({ origin: `${DIARIO}/news`, perBetLimit: 10, dailyLimit: 20 }),
    );
    expect(withPath.status).toBe(400);

    // The portal's cookie session works too, with the CSRF headers.
    const login = await fetch(`${server.baseURL}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({ email: user.email, password: "Secreto123" }),
    });
    const sessionCookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith("pulso_session="))
      ?.split(";")[0];
    const viaCookie = await frameCall("POST", "/embed/sessions/code", {
      headers: { cookie: sessionCookie ?? "" },
      body: { origin: DIARIO, perBetLimit: 10, dailyLimit: 20 },
    });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.json.data?.code).toEqual(expect.any(String));
  });

  it("cap limits at $500 per bet and $2,000 a day, per bet within daily", async () => {
    const user = await server.signup();
    for (const [perBetLimit, dailyLimit] of [
      [501, 1000],
      [100, 2001],
      [0, 10],
      [50, 20],
      [10.001, 20],
    ] as const) {
      const failure = await failureOf(
        user.api.createEmbedCode({ origin: DIARIO, perBetLimit, dailyLimit }),
      );
      expect(failure.status, `${perBetLimit}/${dailyLimit}`).toBe(400);
    }
    const ok = await user.api.createEmbedCode({
      origin: DIARIO,
      perBetLimit: 500,
      dailyLimit: 2000,
    });
    expect(ok.code.length).toBeGreaterThan(20);
  });

  it("accept only EMBED_ORIGINS when it is configured", async () => {
    const user = await restricted.signup();
    const failure = await failureOf(
      user.api.createEmbedCode({ origin: "https://otro.example", perBetLimit: 10, dailyLimit: 20 }),
    );
    expect([failure.status, failure.code]).toEqual([403, "EMBED_ORIGIN_NOT_ALLOWED"]);
    await expect(
      user.api.createEmbedCode({ origin: DIARIO, perBetLimit: 10, dailyLimit: 20 }),
    ).resolves.toMatchObject({ code: expect.any(String) });
  });

  it("work once, expire after a minute, and are stored hashed", async () => {
    const user = await server.signup();
    const first = await user.api.createEmbedCode({
      origin: DIARIO,
      perBetLimit: 10,
      dailyLimit: 20,
    });
    const stored = await server.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM embed_codes WHERE user_id = $1",
      [user.userId],
    );
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(first.code);

    expect(
      (await frameCall("POST", "/embed/sessions/exchange", { body: { code: first.code } })).status,
    ).toBe(200);
    const again = await frameCall("POST", "/embed/sessions/exchange", {
      body: { code: first.code },
    });
    expect([again.status, again.json.code]).toEqual([400, "EMBED_CODE_INVALID"]);

    const late = await user.api.createEmbedCode({
      origin: DIARIO,
      perBetLimit: 10,
      dailyLimit: 20,
    });
    clock = new Date(clock.getTime() + 61_000);
    const expired = await frameCall("POST", "/embed/sessions/exchange", {
      body: { code: late.code },
    });
    expect([expired.status, expired.json.code]).toEqual([400, "EMBED_CODE_INVALID"]);

    const unknown = await frameCall("POST", "/embed/sessions/exchange", {
      body: { code: "x".repeat(43) },
    });
    expect(unknown.json.code).toBe("EMBED_CODE_INVALID");
  });

  it("are exchanged only from the platform's own pages", async () => {
    const user = await server.signup();
    const { code } = await user.api.createEmbedCode({
      origin: DIARIO,
      perBetLimit: 10,
      dailyLimit: 20,
    });
    const foreign = await frameCall("POST", "/embed/sessions/exchange", {
      body: { code },
      headers: { origin: DIARIO },
    });
    expect([foreign.status, foreign.json.code]).toEqual([403, "CSRF_REJECTED"]);
    const noHeader = await fetch(`${server.baseURL}/embed/sessions/exchange`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({ code }),
    });
    expect(noHeader.status).toBe(403);
    // Neither attempt used the code.
    expect((await frameCall("POST", "/embed/sessions/exchange", { body: { code } })).status).toBe(
      200,
    );
  });
});

describe("an embed session", () => {
  it("arrives as a Partitioned, SameSite=None, Secure, HttpOnly cookie and never as a token", async () => {
    const { exchanged, cookie, token, user } = await embedSession(20, 30);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=None/i);
    expect(cookie).toMatch(/; Partitioned/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(exchanged.json.data).toEqual({
      expiresAt: expect.any(String),
      origin: DIARIO,
      perBetLimit: 20,
      dailyLimit: 30,
    });
    expect(exchanged.text).not.toContain(token);
    expect(token.length).toBeGreaterThan(20);
    const me = await frameCall("GET", "/users/me", { cookie: token });
    expect(me.status).toBe(200);
    expect((me.json.data?.user as { _id: string })._id).toBe(user.userId);
  });

  it("bets within its caps; over the per-bet or daily cap it is refused and nothing moves", async () => {
    const market = await createTestMarket(server, admin);
    const { token, user } = await embedSession(20, 30);
    const bet = (amount: number) =>
      frameCall("POST", "/bets", {
        cookie: token,
        body: { pollId: market.id, optionId: market.optionIds[0], amount },
      });

    const first = await bet(10);
    expect(first.status).toBe(201);

    const before = await moneySnapshot(server);
    const balance = await balanceOf(server, user.userId);
    const overBet = await bet(25);
    expect([overBet.status, overBet.json.code]).toEqual([403, "EMBED_LIMIT_EXCEEDED"]);
    expect((await bet(20)).status).toBe(201);
    const afterSecond = await moneySnapshot(server);
    const overDay = await bet(5);
    expect([overDay.status, overDay.json.code]).toEqual([403, "EMBED_LIMIT_EXCEEDED"]);
    expect(await moneySnapshot(server)).toEqual(afterSecond);
    expect(afterSecond).not.toEqual(before);
    expect(await balanceOf(server, user.userId)).toBe(balance - 2_000);
    await server.expectLedgerSound();

    // Only the two bets placed count against the day; the refused ones spent nothing.
    const sessions = await user.api.listEmbedSessions();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ origin: DIARIO, perBetLimit: 20, dailyLimit: 30 });
    expect(sessions[0]?.spentToday).toBe(30);
    expect(sessions[0]?.lastUsedAt).toEqual(expect.any(String));

    // The next day the cap starts over.
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect((await bet(5)).status).toBe(201);
    await server.expectLedgerSound();
  });

  it("counts nothing for a refused bet, even one refused after its caps were checked", async () => {
    const market = await createTestMarket(server, admin);
    const { token, user } = await embedSession(200, 200);
    const bet = (optionId: string | undefined, amount: number) =>
      frameCall("POST", "/bets", { cookie: token, body: { pollId: market.id, optionId, amount } });
    const refused = await bet("no-such-option", 20);
    expect([refused.status, refused.json.code]).toEqual([400, "OPTION_NOT_AVAILABLE"]);
    // Within both caps but over the reader's $110: the spend recorded in the bet's transaction
    // rolls back with it.
    const before = await moneySnapshot(server);
    const short = await bet(market.optionIds[0], 150);
    expect([short.status, short.json.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
    expect(await moneySnapshot(server)).toEqual(before);
    const [session] = await user.api.listEmbedSessions();
    expect(session?.spentToday).toBe(0);
    expect((await bet(market.optionIds[0], 100)).status).toBe(201);
    const [after] = await user.api.listEmbedSessions();
    expect(after?.spentToday).toBe(100);
    await server.expectLedgerSound();
  });

  it("never lets bets sent at once pass the daily cap: 20 at the per-bet cap, a day's worth of 5", async () => {
    const markets = await Promise.all(
      Array.from({ length: 4 }, () => createTestMarket(server, admin)),
    );
    const { token, user } = await embedSession(10, 50);
    const balance = await balanceOf(server, user.userId);
    // Five bets on each of four markets: bets on one market share a transaction (batched), and
    // the four markets' transactions run side by side (on PostgreSQL, on separate connections).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const market = markets[index % markets.length] as TestMarket;
        return frameCall("POST", "/bets", {
          cookie: token,
          body: { pollId: market.id, optionId: market.optionIds[index % 2], amount: 10 },
        });
      }),
    );
    const statuses = answers.map((answer) => `${answer.status} ${answer.json.code ?? ""}`.trim());
    expect(statuses.filter((status) => status === "201")).toHaveLength(5);
    expect(statuses.filter((status) => status === "403 EMBED_LIMIT_EXCEEDED")).toHaveLength(15);
    expect(await balanceOf(server, user.userId)).toBe(balance - 5_000);
    const [session] = await user.api.listEmbedSessions();
    expect(session?.spentToday).toBe(50);
    const bets = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bets WHERE user_id = $1",
      [user.userId],
    );
    expect(bets.rows[0]?.n).toBe(5);
    await server.expectLedgerSound();
  });

  it("is checked inside the batch: a bet over its caps fails alone, the others in the batch commit", async () => {
    const market = await createTestMarket(server, admin);
    const capped = await embedSession(20, 30);
    const other = await embedSession(20, 30);
    const web = await server.signup();
    const realtime = {
      toPoll: () => undefined,
      toUser: () => undefined,
      sessionsRevoked: () => undefined,
    };
    const input = (userId: string, amountCents: number, token?: string): PlaceBetInput => ({
      userId,
      pollId: market.id,
      optionId: market.optionIds[0] ?? "",
      amountCents,
      betLanguage: "es",
      language: "es",
      ...(token ? { embedSession: hashToken(token) } : {}),
    });
    const balances = async () =>
      Promise.all([capped.user, other.user, web].map((user) => balanceOf(server, user.userId)));
    const before = await balances();

    const outcomes = await placeBetBatch({ db: server.db, now: () => clock, realtime }, [
      input(capped.user.userId, 2_000, capped.token),
      input(web.userId, 500),
      input(capped.user.userId, 2_000, capped.token), // 20 + 20 > 30 a day
      input(capped.user.userId, 2_500, capped.token), // over 20 a bet
      input(other.user.userId, 2_000, other.token),
      input(capped.user.userId, 1_000, capped.token), // 20 + 10 = 30
    ]);
    const codes = outcomes.map((outcome) =>
      outcome.ok ? "ok" : outcome.error instanceof AppError ? outcome.error.code : outcome.error,
    );
    expect(codes).toEqual(["ok", "ok", "EMBED_LIMIT_EXCEEDED", "EMBED_LIMIT_EXCEEDED", "ok", "ok"]);
    expect(await balances()).toEqual([
      (before[0] ?? 0) - 3_000,
      (before[1] ?? 0) - 2_000,
      (before[2] ?? 0) - 500,
    ]);
    const [cappedSession] = await capped.user.api.listEmbedSessions();
    const [otherSession] = await other.user.api.listEmbedSessions();
    expect([cappedSession?.spentToday, otherSession?.spentToday]).toEqual([30, 20]);
    await server.expectLedgerSound();
  });

  it("cannot make any other write, manage embed sessions, or write without the CSRF headers", async () => {
    const { token } = await embedSession();
    const update = await frameCall("PATCH", "/users/updateMe", {
      cookie: token,
      body: { firstName: "Mallory" },
    });
    expect([update.status, update.json.code]).toEqual([403, "FORBIDDEN"]);
    const code = await frameCall("POST", "/embed/sessions/code", {
      cookie: token,
      body: { origin: DIARIO, perBetLimit: 500, dailyLimit: 2000 },
    });
    expect([code.status, code.json.code]).toEqual([403, "FORBIDDEN"]);
    const list = await frameCall("GET", "/embed/sessions", { cookie: token });
    expect(list.status).toBe(403);
    // A publisher's console is the portal's too, even for a member reading from a frame.
    for (const path of ["/publishers/mine", "/publishers/p_1/figures"]) {
      expect((await frameCall("GET", path, { cookie: token })).status, path).toBe(403);
    }
    const noOrigin = await fetch(`${server.baseURL}/bets`, {
      method: "POST",
      headers: {
        cookie: `pulso_embed=${token}`,
        "content-type": "application/json",
        "x-requested-with": "XMLHttpRequest",
      },
      body: JSON.stringify({ pollId: "m", optionId: "o", amount: 5 }),
    });
    expect(noOrigin.status).toBe(403);
    const foreign = await frameCall("POST", "/bets", {
      cookie: token,
      headers: { origin: DIARIO },
      body: { pollId: "m", optionId: "o", amount: 5 },
    });
    expect([foreign.status, foreign.json.code]).toEqual([403, "CSRF_REJECTED"]);
  });

  it("may do what the framed widgets need — vote, comment, read notifications — but move no other money", async () => {
    const { token, user } = await embedSession();
    const poll = await createTestMarket(server, admin, { kind: "poll" });
    const vote = await frameCall("POST", "/polls/vote", {
      cookie: token,
      body: { pollId: poll.id, optionId: poll.optionIds[0] },
    });
    expect(vote.status, vote.text).toBeLessThan(300);
    const comment = await frameCall("POST", `/comments/polls/${poll.id}/comments`, {
      cookie: token,
      body: { content: "Desde el diario" },
    });
    expect(comment.status, comment.text).toBe(201);
    const readAll = await frameCall("PATCH", "/notifications/mark-all-read", { cookie: token });
    expect(readAll.status, readAll.text).toBeLessThan(300);

    const before = await balanceOf(server, user.userId);
    const withdrawal = await frameCall("POST", `/users/${user.userId}/withdrawals`, {
      cookie: token,
      body: { amount: 20, method: "crypto", address: "0x0000000000000000000000000000000000000001" },
    });
    expect([withdrawal.status, withdrawal.json.code]).toEqual([403, "FORBIDDEN"]);
    const deposit = await frameCall("POST", "/deposits", { cookie: token, body: { amount: 20 } });
    expect([deposit.status, deposit.json.code]).toEqual([403, "FORBIDDEN"]);
    expect(await balanceOf(server, user.userId)).toBe(before);
  });

  it("answers only the frame: the news site's own scripts get nothing with the partitioned cookie", async () => {
    const { token } = await embedSession();
    const fromFrame = await frameCall("GET", "/users/me", {
      cookie: token,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(fromFrame.status).toBe(200);
    const hostRead = await frameCall("GET", "/users/me", {
      cookie: token,
      headers: { origin: DIARIO, "sec-fetch-site": "cross-site" },
    });
    expect([hostRead.status, hostRead.json.code]).toEqual([403, "FORBIDDEN"]);
    expect(hostRead.text).not.toContain("balance");
    const noOriginCrossSite = await frameCall("GET", "/users/me", {
      cookie: token,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(noOriginCrossSite.status).toBe(403);
    const hostBet = await frameCall("POST", "/bets", {
      cookie: token,
      headers: { "sec-fetch-site": "cross-site" },
      body: { pollId: "m", optionId: "o", amount: 5 },
    });
    expect([hostBet.status, hostBet.json.code]).toEqual([403, "CSRF_REJECTED"]);
  });

  it("signs out of itself only: logout revokes it and clears the partitioned cookie", async () => {
    const { token, user } = await embedSession();
    const out = await frameCall("GET", "/auth/logout", { cookie: token });
    expect(out.status).toBe(200);
    const cleared = out.setCookies.find((line) => line.startsWith("pulso_embed="));
    expect(cleared).toMatch(/Partitioned/i);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(out.setCookies.some((line) => line.startsWith("pulso_session="))).toBe(false);
    expect((await frameCall("GET", "/users/me", { cookie: token })).status).toBe(401);
    // The reader's own portal session is untouched.
    expect((await user.api.getMe()).email).toBe(user.email);
  });

  it("is listed for its owner and revocable by them only", async () => {
    const { token, user } = await embedSession();
    const [session] = await user.api.listEmbedSessions();
    expect(session).toMatchObject({ origin: DIARIO, spentToday: 0, lastUsedAt: null });
    const stranger = await server.signup();
    expect(await stranger.api.listEmbedSessions()).toEqual([]);
    const theirs = await failureOf(stranger.api.revokeEmbedSession(session?.id ?? ""));
    expect(theirs.status).toBe(404);
    expect((await frameCall("GET", "/users/me", { cookie: token })).status).toBe(200);

    await user.api.revokeEmbedSession(session?.id ?? "");
    expect(await user.api.listEmbedSessions()).toEqual([]);
    const after = await frameCall("GET", "/users/me", { cookie: token });
    expect(after.status).toBe(401);
    const twice = await failureOf(user.api.revokeEmbedSession(session?.id ?? ""));
    expect(twice.status).toBe(404);
  });

  it("is not accepted as the portal's cookie, nor a web token as the embed cookie", async () => {
    const user = await server.signup();
    const asEmbed = await frameCall("GET", "/users/me", { cookie: user.token });
    expect(asEmbed.status).toBe(401);
  });
});
