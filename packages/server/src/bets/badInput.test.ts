import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createTestMarket, type TestAdmin, type TestMarket } from "./test-utils/markets";
import { fundUser, moneySnapshot } from "./test-utils/money";

let server: TestServer;
let admin: TestAdmin & { token: string };
let user: Awaited<ReturnType<TestServer["signup"]>>;
let market: TestMarket;
let poll: TestMarket;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  user = await server.signup();
  await fundUser(server, user.userId, 100_000);
  market = await createTestMarket(server, admin);
  poll = await createTestMarket(server, admin, { kind: "poll" });
});
afterAll(() => server.close());

interface Case {
  name: string;
  method: "GET" | "POST";
  path: () => string;
  /** A string is sent as is; anything else as JSON. */
  body?: () => unknown;
  contentType?: string;
  as?: "user" | "admin" | "anonymous";
  code: string;
  status?: number;
}

const SCRIPT = "<script>alert(1)</script>";
const validBet = () => ({ pollId: market.id, optionId: market.optionIds[0], amount: 10 });
const validResolve = () => ({ pollId: market.id, winnerId: market.optionIds[0] });
const bet = (body: () => unknown, code: string, name: string, extra: Partial<Case> = {}): Case => ({
  name: `POST /bets ${name}`,
  method: "POST",
  path: () => "/bets",
  body,
  code,
  ...extra,
});
const resolve = (
  body: () => unknown,
  code: string,
  name: string,
  extra: Partial<Case> = {},
): Case => ({
  name: `POST /polls/resolve ${name}`,
  method: "POST",
  path: () => "/polls/resolve",
  body,
  code,
  as: "admin",
  ...extra,
});
const get = (path: () => string, code: string, name: string, extra: Partial<Case> = {}): Case => ({
  name: `GET ${name}`,
  method: "GET",
  path,
  code,
  ...extra,
});

const CASES: Case[] = [
  bet(() => ({}), "VALIDATION_FAILED", "empty object"),
  bet(() => ({ ...validBet(), amount: undefined }), "AMOUNT_INVALID", "missing amount"),
  bet(() => ({ ...validBet(), pollId: undefined }), "VALIDATION_FAILED", "missing pollId"),
  bet(() => ({ ...validBet(), optionId: undefined }), "OPTION_NOT_AVAILABLE", "missing optionId"),
  bet(() => ({ ...validBet(), pollId: 42 }), "VALIDATION_FAILED", "numeric pollId"),
  bet(
    () => ({ ...validBet(), optionId: { $ne: null } }),
    "OPTION_NOT_AVAILABLE",
    "object optionId",
  ),
  bet(() => ({ ...validBet(), amount: "ten" }), "AMOUNT_INVALID", "text amount"),
  bet(() => ({ ...validBet(), amount: true }), "AMOUNT_INVALID", "boolean amount"),
  bet(() => ({ ...validBet(), amount: null }), "AMOUNT_INVALID", "null amount"),
  bet(() => ({ ...validBet(), amount: [10] }), "AMOUNT_INVALID", "array amount"),
  bet(() => ({ ...validBet(), amount: 10.001 }), "AMOUNT_TOO_PRECISE", "three decimals"),
  bet(() => ({ ...validBet(), amount: "10.005" }), "AMOUNT_TOO_PRECISE", "three decimals as text"),
  bet(() => ({ ...validBet(), amount: -10 }), "AMOUNT_NEGATIVE", "negative amount"),
  bet(() => ({ ...validBet(), amount: 0 }), "BET_BELOW_MINIMUM", "zero amount"),
  bet(() => ({ ...validBet(), amount: 1e308 }), "AMOUNT_TOO_LARGE", "1e308"),
  bet(() => ({ ...validBet(), amount: 10_000_000_000 }), "AMOUNT_TOO_LARGE", "ten billion"),
  bet(() => '{"pollId":"x","optionId":"y","amount":1e400}', "AMOUNT_INVALID", "1e400 literal"),
  bet(() => ({ ...validBet(), amount: "NaN" }), "AMOUNT_INVALID", "NaN text"),
  bet(() => ({ ...validBet(), amount: "Infinity" }), "AMOUNT_INVALID", "Infinity text"),
  bet(() => ({ ...validBet(), language: "fr" }), "VALIDATION_FAILED", "unknown language"),
  bet(() => ({ ...validBet(), maxPrice: "50" }), "VALIDATION_FAILED", "text maxPrice"),
  bet(() => ({ ...validBet(), maxPrice: 0 }), "VALIDATION_FAILED", "zero maxPrice"),
  bet(() => ({ ...validBet(), maxPrice: 101 }), "VALIDATION_FAILED", "maxPrice over 100"),
  bet(() => ({ ...validBet(), minShares: -1 }), "VALIDATION_FAILED", "negative minShares"),
  bet(() => ({ ...validBet(), minShares: 1e12 }), "VALIDATION_FAILED", "huge minShares"),
  bet(() => ({ ...validBet(), userId: "someone-else" }), "VALIDATION_FAILED", "extra userId"),
  bet(() => ({ ...validBet(), price: 1 }), "VALIDATION_FAILED", "extra price"),
  bet(() => ({ ...validBet(), pollId: "x".repeat(65) }), "VALIDATION_FAILED", "pollId too long"),
  bet(() => ({ ...validBet(), optionId: "" }), "OPTION_NOT_AVAILABLE", "empty optionId"),
  bet(() => ({ ...validBet(), pollId: SCRIPT }), "NOT_FOUND", "script pollId", { status: 404 }),
  bet(() => ({ ...validBet(), optionId: SCRIPT }), "OPTION_NOT_AVAILABLE", "script optionId"),
  bet(
    () => ({ ...validBet(), pollId: poll.id, optionId: poll.optionIds[0] }),
    "WRONG_MARKET_KIND",
    "on a poll",
  ),
  bet(() => [validBet()], "VALIDATION_FAILED", "array body"),
  bet(() => "null", "VALIDATION_FAILED", "null body"),
  bet(() => '{"pollId":', "VALIDATION_FAILED", "broken JSON"),
  bet(() => '{"__proto__":{"amount":10},"pollId":"x"}', "VALIDATION_FAILED", "__proto__ key"),
  bet(() => "", "VALIDATION_FAILED", "empty JSON body"),
  bet(() => JSON.stringify(validBet()), "VALIDATION_FAILED", "as text/plain", {
    contentType: "text/plain",
  }),
  bet(() => `pollId=x&optionId=y&amount=10`, "UNSUPPORTED_MEDIA_TYPE", "form-urlencoded", {
    contentType: "application/x-www-form-urlencoded",
    status: 415,
  }),
  bet(
    () => '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10\r\n--b--\r\n',
    "UNSUPPORTED_MEDIA_TYPE",
    "multipart",
    {
      contentType: "multipart/form-data; boundary=b",
      status: 415,
    },
  ),
  bet(() => "<bet amount='10'/>", "UNSUPPORTED_MEDIA_TYPE", "XML", {
    contentType: "application/xml",
    status: 415,
  }),
  bet(() => ({ ...validBet(), padding: "x".repeat(70 * 1024) }), "PAYLOAD_TOO_LARGE", "oversized", {
    status: 413,
  }),
  bet(() => validBet(), "LOGIN_REQUIRED_TO_BET", "signed out", { as: "anonymous", status: 401 }),

  get(() => `/polls/${market.id}/quote`, "VALIDATION_FAILED", "quote without query", {
    as: "anonymous",
  }),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}`,
    "AMOUNT_INVALID",
    "quote without amount",
  ),
  get(() => `/polls/${market.id}/quote?amount=10`, "VALIDATION_FAILED", "quote without option"),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}&amount=abc`,
    "AMOUNT_INVALID",
    "quote text amount",
  ),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}&amount=10.001`,
    "AMOUNT_TOO_PRECISE",
    "quote precise amount",
  ),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}&amount=1e400`,
    "AMOUNT_INVALID",
    "quote huge amount",
  ),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}&amount=10&amount=20`,
    "AMOUNT_INVALID",
    "quote repeated amount",
  ),
  get(
    () => `/polls/${market.id}/quote?optionId=${market.optionIds[0]}&amount=10&x=1`,
    "VALIDATION_FAILED",
    "quote extra parameter",
  ),
  get(
    () => `/polls/${"y".repeat(65)}/quote?optionId=a&amount=10`,
    "VALIDATION_FAILED",
    "quote id too long",
  ),
  get(
    () => `/polls/${encodeURIComponent(SCRIPT)}/quote?optionId=a&amount=10`,
    "NOT_FOUND",
    "quote script id",
    { status: 404 },
  ),
  get(
    () => `/polls/${market.id}/quote?optionId=${encodeURIComponent(SCRIPT)}&amount=10`,
    "OPTION_NOT_AVAILABLE",
    "quote script option",
  ),
  get(
    () => `/polls/${poll.id}/quote?optionId=${poll.optionIds[0]}&amount=10`,
    "WRONG_MARKET_KIND",
    "quote on a poll",
  ),

  get(() => "/bets/my-bets?pollId=", "VALIDATION_FAILED", "my-bets empty pollId"),
  get(() => "/bets/my-bets?status=won", "VALIDATION_FAILED", "my-bets unknown parameter"),
  get(() => `/bets/my-bets?pollId=${"z".repeat(65)}`, "VALIDATION_FAILED", "my-bets long pollId"),
  get(() => "/bets/my-bets", "UNAUTHENTICATED", "my-bets signed out", {
    as: "anonymous",
    status: 401,
  }),
  get(() => `/bets/${"b".repeat(65)}`, "VALIDATION_FAILED", "bet id too long"),
  get(() => `/bets/${encodeURIComponent(SCRIPT)}`, "NOT_FOUND", "bet script id", { status: 404 }),
  get(() => "/bets/some-id", "UNAUTHENTICATED", "bet signed out", { as: "anonymous", status: 401 }),

  resolve(() => ({}), "VALIDATION_FAILED", "empty object"),
  resolve(() => ({ pollId: market.id }), "VALIDATION_FAILED", "missing winnerId"),
  resolve(() => ({ ...validResolve(), winnerId: 1 }), "VALIDATION_FAILED", "numeric winnerId"),
  resolve(
    () => ({ ...validResolve(), winnerId: [market.optionIds[0]] }),
    "VALIDATION_FAILED",
    "array winnerId",
  ),
  resolve(() => ({ ...validResolve(), payout: 1_000_000 }), "VALIDATION_FAILED", "extra field"),
  resolve(
    () => ({ ...validResolve(), pollId: "p".repeat(65) }),
    "VALIDATION_FAILED",
    "pollId too long",
  ),
  resolve(() => ({ ...validResolve(), pollId: SCRIPT }), "NOT_FOUND", "script pollId", {
    status: 404,
  }),
  resolve(
    () => ({ ...validResolve(), winnerId: SCRIPT }),
    "OPTION_NOT_AVAILABLE",
    "script winnerId",
  ),
  resolve(
    () => ({ ...validResolve(), winnerId: poll.optionIds[0] }),
    "OPTION_NOT_AVAILABLE",
    "another market's option",
  ),
  resolve(() => JSON.stringify(validResolve()), "VALIDATION_FAILED", "as text/plain", {
    contentType: "text/plain",
  }),
  resolve(() => "pollId=x", "UNSUPPORTED_MEDIA_TYPE", "form-urlencoded", {
    contentType: "application/x-www-form-urlencoded",
    status: 415,
  }),
  resolve(
    () => ({ ...validResolve(), padding: "x".repeat(70 * 1024) }),
    "PAYLOAD_TOO_LARGE",
    "oversized",
    { status: 413 },
  ),
  resolve(() => validResolve(), "FORBIDDEN", "by a user", { as: "user", status: 403 }),
  resolve(() => validResolve(), "UNAUTHENTICATED", "signed out", { as: "anonymous", status: 401 }),
  {
    name: "POST /polls/:id/cancel id too long",
    method: "POST",
    path: () => `/polls/${"c".repeat(65)}/cancel`,
    as: "admin",
    code: "VALIDATION_FAILED",
  },
  {
    name: "POST /polls/:id/cancel script id",
    method: "POST",
    path: () => `/polls/${encodeURIComponent(SCRIPT)}/cancel`,
    as: "admin",
    code: "NOT_FOUND",
    status: 404,
  },
  {
    name: "POST /polls/:id/cancel broken JSON",
    method: "POST",
    path: () => `/polls/${market.id}/cancel`,
    body: () => "{",
    as: "admin",
    code: "VALIDATION_FAILED",
  },
  {
    name: "POST /polls/:id/cancel by a user",
    method: "POST",
    path: () => `/polls/${market.id}/cancel`,
    as: "user",
    code: "FORBIDDEN",
    status: 403,
  },
];

describe("bad input to the bet routes", () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s → a clear 4xx, nothing changed",
    async (_, c) => {
      const before = await moneySnapshot(server);
      const token = c.as === "anonymous" ? null : c.as === "admin" ? admin.token : user.token;
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: string | undefined;
      if (c.body) {
        const body = c.body();
        payload = typeof body === "string" ? body : JSON.stringify(body);
        headers["content-type"] = c.contentType ?? "application/json";
      }
      const response = await fetch(`${server.baseURL}${c.path()}`, {
        method: c.method,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const answer = (await response.json()) as { status: string; code: string; message: string };
      expect(response.status).toBe(c.status ?? 400);
      expect(answer).toMatchObject({ status: "fail", code: c.code, message: expect.any(String) });
      expect(answer.message.length).toBeGreaterThan(5);
      expect(await moneySnapshot(server)).toEqual(before);
    },
  );

  it("leaves the ledger sound", async () => {
    await server.expectLedgerSound();
    const bets = await server.db.query("SELECT 1 FROM bets");
    expect(bets.rows).toEqual([]);
  });
});
