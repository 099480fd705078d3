import type { PixelPayTransaction } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moneySnapshot } from "../bets/test-utils/money";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { charge, testCard } from "./test-utils/cards";

let server: TestServer;
let user: Awaited<ReturnType<TestServer["signup"]>>;
let record: PixelPayTransaction;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.signup();
  record = await charge(user.api, { amount: 50 });
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

interface Case {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** A string is sent as is; anything else as JSON. */
  body?: () => unknown;
  contentType?: string;
  anonymous?: boolean;
  code: string;
  status?: number;
}

const SCRIPT = "<script>alert(1)</script>";
const deposit = () => ({ userId: user.userId, amount: 50, pixelPayTransaction: record });
const failed = () => ({ userId: user.userId, amount: 50, errorMessage: "Card declined" });
const post =
  (path: string) =>
  (body: () => unknown, code: string, name: string, extra: Partial<Case> = {}): Case => ({
    name: `POST ${path} ${name}`,
    method: "POST",
    path,
    body,
    code,
    ...extra,
  });
const toDeposits = post("/deposits");
const toFailed = post("/deposits/failed");
const toCharge = post("/payments/sandbox/charge");
const list = (query: string, code: string, extra: Partial<Case> = {}): Case => ({
  name: `GET /deposits${query}`,
  method: "GET",
  path: `/deposits${query}`,
  code,
  ...extra,
});

const CASES: Case[] = [
  toDeposits(() => ({}), "VALIDATION_FAILED", "empty object"),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: undefined }),
    "VALIDATION_FAILED",
    "no record",
  ),
  toDeposits(() => ({ ...deposit(), userId: undefined }), "VALIDATION_FAILED", "no userId"),
  toDeposits(() => ({ ...deposit(), amount: undefined }), "AMOUNT_INVALID", "no amount"),
  toDeposits(() => ({ ...deposit(), amount: "fifty" }), "AMOUNT_INVALID", "text amount"),
  toDeposits(() => ({ ...deposit(), amount: true }), "AMOUNT_INVALID", "boolean amount"),
  toDeposits(() => ({ ...deposit(), amount: [50] }), "AMOUNT_INVALID", "array amount"),
  toDeposits(() => ({ ...deposit(), amount: -50 }), "AMOUNT_NEGATIVE", "negative amount"),
  toDeposits(() => ({ ...deposit(), amount: 50.001 }), "AMOUNT_TOO_PRECISE", "three decimals"),
  toDeposits(() => ({ ...deposit(), amount: 1e308 }), "AMOUNT_TOO_LARGE", "1e308"),
  toDeposits(
    () => `{"userId":"x","amount":1e400,"pixelPayTransaction":{}}`,
    "VALIDATION_FAILED",
    "1e400 literal",
  ),
  toDeposits(() => ({ ...deposit(), amount: 0 }), "DEPOSIT_BELOW_MINIMUM", "zero amount"),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, amount: "50" } }),
    "VALIDATION_FAILED",
    "text amount in the record",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, amount: 1e308 } }),
    "TRANSACTION_INVALID",
    "huge amount in the record",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, status: "refunded" } }),
    "VALIDATION_FAILED",
    "unknown record status",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, signature: "" } }),
    "VALIDATION_FAILED",
    "empty signature",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, signature: "s".repeat(600) } }),
    "VALIDATION_FAILED",
    "oversized signature",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, transactionId: SCRIPT } }),
    "TRANSACTION_INVALID",
    "script transaction id",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { ...record, createdAt: "yesterday" } }),
    "VALIDATION_FAILED",
    "bad record date",
  ),
  toDeposits(
    () => ({ ...deposit(), pixelPayTransaction: { transactionId: { $ne: null } } }),
    "VALIDATION_FAILED",
    "object transaction id",
  ),
  toDeposits(() => ({ ...deposit(), balance: 1e6 }), "VALIDATION_FAILED", "extra field"),
  toDeposits(() => ({ ...deposit(), userId: SCRIPT }), "FORBIDDEN", "script userId", {
    status: 403,
  }),
  toDeposits(() => [deposit()], "VALIDATION_FAILED", "array body"),
  toDeposits(() => "null", "VALIDATION_FAILED", "null body"),
  toDeposits(() => '{"userId":', "VALIDATION_FAILED", "broken JSON"),
  toDeposits(
    () => `{"__proto__":{"amount":50},"userId":"x"}`,
    "VALIDATION_FAILED",
    "__proto__ key",
  ),
  toDeposits(() => JSON.stringify(deposit()), "VALIDATION_FAILED", "as text/plain", {
    contentType: "text/plain",
  }),
  toDeposits(() => "userId=x&amount=50", "UNSUPPORTED_MEDIA_TYPE", "form-urlencoded", {
    contentType: "application/x-www-form-urlencoded",
    status: 415,
  }),
  toDeposits(() => "<deposit/>", "UNSUPPORTED_MEDIA_TYPE", "XML", {
    contentType: "application/xml",
    status: 415,
  }),
  toDeposits(
    () => '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n50\r\n--b--\r\n',
    "UNSUPPORTED_MEDIA_TYPE",
    "multipart",
    { contentType: "multipart/form-data; boundary=b", status: 415 },
  ),
  toDeposits(
    () => ({ ...deposit(), padding: "x".repeat(70 * 1024) }),
    "PAYLOAD_TOO_LARGE",
    "oversized",
    {
      status: 413,
    },
  ),
  toDeposits(() => deposit(), "UNAUTHENTICATED", "signed out", { anonymous: true, status: 401 }),

  toFailed(() => ({}), "VALIDATION_FAILED", "empty object"),
  toFailed(() => ({ ...failed(), errorMessage: "" }), "VALIDATION_FAILED", "empty message"),
  toFailed(
    () => ({ ...failed(), errorMessage: "x".repeat(501) }),
    "VALIDATION_FAILED",
    "long message",
  ),
  toFailed(() => ({ ...failed(), errorMessage: 42 }), "VALIDATION_FAILED", "numeric message"),
  toFailed(() => ({ ...failed(), amount: "NaN" }), "AMOUNT_INVALID", "NaN amount"),
  toFailed(() => ({ ...failed(), amount: 1e308 }), "AMOUNT_TOO_LARGE", "huge amount"),
  toFailed(
    () => ({ ...failed(), pixelPayTransaction: { status: "stolen" } }),
    "VALIDATION_FAILED",
    "bad record status",
  ),
  toFailed(() => ({ ...failed(), extra: 1 }), "VALIDATION_FAILED", "extra field"),
  toFailed(() => "{", "VALIDATION_FAILED", "broken JSON"),
  toFailed(() => failed(), "UNAUTHENTICATED", "signed out", { anonymous: true, status: 401 }),

  toCharge(() => ({}), "VALIDATION_FAILED", "empty object"),
  toCharge(
    () => ({ ...testCard(), cardNumber: 4242424242424242 }),
    "CARD_INVALID_NUMBER",
    "numeric card",
  ),
  toCharge(
    () => ({ ...testCard(), cardNumber: "4".repeat(40) }),
    "CARD_INVALID_NUMBER",
    "long card",
  ),
  toCharge(() => ({ ...testCard(), cardNumber: SCRIPT }), "CARD_INVALID_NUMBER", "script card"),
  toCharge(() => ({ ...testCard(), cvv: 123 }), "CARD_INVALID_CVV", "numeric cvv"),
  toCharge(() => ({ ...testCard(), expiryMonth: 13 }), "VALIDATION_FAILED", "month 13"),
  toCharge(() => ({ ...testCard(), expiryMonth: "12" }), "VALIDATION_FAILED", "text month"),
  toCharge(() => ({ ...testCard(), expiryYear: 1e9 }), "VALIDATION_FAILED", "huge year"),
  toCharge(() => ({ ...testCard(), currency: "EUR" }), "VALIDATION_FAILED", "euro"),
  toCharge(() => ({ ...testCard(), cardholder: "" }), "VALIDATION_FAILED", "no cardholder"),
  toCharge(() => ({ ...testCard(), amount: 1e308 }), "AMOUNT_TOO_LARGE", "huge amount"),
  toCharge(() => ({ ...testCard(), userId: "someone" }), "VALIDATION_FAILED", "extra userId"),
  toCharge(() => JSON.stringify(testCard()), "VALIDATION_FAILED", "as text/plain", {
    contentType: "text/plain",
  }),
  toCharge(() => testCard(), "UNAUTHENTICATED", "signed out", { anonymous: true, status: 401 }),

  list("?page=0", "VALIDATION_FAILED"),
  list("?limit=1000", "VALIDATION_FAILED"),
  list("?page=abc", "VALIDATION_FAILED"),
  list("?userId=", "VALIDATION_FAILED"),
  list(`?userId=${"u".repeat(65)}`, "VALIDATION_FAILED"),
  list(`?userId=${encodeURIComponent(SCRIPT)}`, "FORBIDDEN", { status: 403 }),
  list("?status=completed", "VALIDATION_FAILED"),
];

describe("bad input to the deposit routes", () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s → a clear 4xx, nothing changed",
    async (_, c) => {
      const before = await moneySnapshot(server);
      const deposits = await server.db.query("SELECT count(*)::int AS n FROM deposits");
      const headers: Record<string, string> = {};
      if (!c.anonymous) headers.authorization = `Bearer ${user.token}`;
      let payload: string | undefined;
      if (c.body) {
        const body = c.body();
        payload = typeof body === "string" ? body : JSON.stringify(body);
        headers["content-type"] = c.contentType ?? "application/json";
      }
      const response = await fetch(`${server.baseURL}${c.path}`, {
        method: c.method,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const answer = (await response.json()) as { status: string; code: string; message: string };
      expect(response.status).toBe(c.status ?? 400);
      expect(answer).toMatchObject({ status: "fail", code: c.code, message: expect.any(String) });
      expect(answer.message.length).toBeGreaterThan(5);
      expect(await moneySnapshot(server)).toEqual(before);
      expect((await server.db.query("SELECT count(*)::int AS n FROM deposits")).rows).toEqual(
        deposits.rows,
      );
    },
  );

  it("leaves the ledger sound and the record still creditable once", async () => {
    await user.api.createDeposit(deposit());
    await server.expectLedgerSound();
  });
});
