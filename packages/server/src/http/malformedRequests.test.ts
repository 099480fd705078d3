import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { stateDigest, STEP5_TABLES } from "../test-utils/badInput";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/**
 * Requests the fuzzer (openapi/fuzz.test.ts) found answered with a 500 or with Fastify's own body:
 * each now gets a 400 in the API's error shape, in the requester's language, and changes nothing.
 */
let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let marketId: string;
const TABLES = [...STEP5_TABLES, "markets", "comments", "sessions"];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  marketId = (await createTestMarket(server, admin)).id;
});
afterAll(() => server.close());

async function send(
  method: string,
  path: string,
  init: { body?: string; contentType?: string; lang?: "es" | "en" } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${admin.token}`,
    "accept-language": init.lang ?? "en",
  };
  if (init.contentType) headers["content-type"] = init.contentType;
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function expectRefused(
  method: string,
  path: string,
  init: { body?: string; contentType?: string } = {},
) {
  const before = await stateDigest(server.db, TABLES);
  const en = await send(method, path, { ...init, lang: "en" });
  const es = await send(method, path, { ...init, lang: "es" });
  expect(en.status, `${method} ${path}`).toBe(400);
  expect(en.body).toMatchObject({ status: "fail", code: "VALIDATION_FAILED" });
  expect(es.body).toMatchObject({ status: "fail", code: "VALIDATION_FAILED" });
  expect(es.body.message).not.toBe(en.body.message);
  expect(await stateDigest(server.db, TABLES)).toEqual(before);
}

describe("malformed requests", () => {
  it("refuses a path that is not valid percent-encoding in the API's shape", async () => {
    await expectRefused("GET", "/polls/%zz/bets");
    await expectRefused("DELETE", "/polls/%");
    await expectRefused("PATCH", "/banners/%E0%A4%A/click");
  });

  it("refuses U+0000 in a path parameter, a query or a body (PostgreSQL cannot store it)", async () => {
    await expectRefused("GET", "/users/%00/withdrawals");
    await expectRefused("PATCH", `/polls/a%00b`, {
      body: JSON.stringify({ featured: true }),
      contentType: "application/json",
    });
    await expectRefused("GET", "/polls?search=a%00");
    await expectRefused("POST", `/comments/polls/${marketId}/comments`, {
      body: JSON.stringify({ content: "hola\u0000mundo" }),
      contentType: "application/json",
    });
  });

  it("refuses a lone UTF-16 surrogate anywhere in a JSON body (it has no UTF-8 form)", async () => {
    const json = { contentType: "application/json" };
    // JSON.stringify writes a lone surrogate as its `\udXXX` escape, as an attacker would.
    await expectRefused("POST", "/deposits/failed", {
      ...json,
      body: JSON.stringify({
        userId: admin.userId,
        amount: 20,
        errorMessage: "declined",
        pixelPayTransaction: { transactionId: "t-1", status: "declined", cardBrand: "\ud800" },
      }),
    });
    await expectRefused("POST", "/deposits/failed", {
      ...json,
      body: JSON.stringify({ userId: admin.userId, amount: 20, errorMessage: "x\udc00" }),
    });
    await expectRefused("POST", `/comments/polls/${marketId}/comments`, {
      ...json,
      body: JSON.stringify({ content: "hola \udc00\ud800 mundo" }),
    });
    await expectRefused("PATCH", `/polls/${marketId}`, {
      ...json,
      body: JSON.stringify({ featured: true, ["k\ud83d"]: 1 }),
    });
    await expectRefused("POST", "/auth/login", {
      ...json,
      body: JSON.stringify({ email: "a@b.co", password: "\udfff" }),
    });

    // A well-formed pair, escaped or not, is text like any other.
    const paired = await send("POST", `/comments/polls/${marketId}/comments`, {
      ...json,
      body: '{"content":"voto \\ud83d\\uddf3 🗳️"}',
    });
    expect(paired.status).toBe(201);
  });

  it("refuses multipart without a boundary, cut short, or with a broken part", async () => {
    await expectRefused("POST", "/support/tickets", {
      body: JSON.stringify({ subject: "x" }),
      contentType: "multipart/form-data",
    });
    await expectRefused("PATCH", "/users/updateMe", {
      body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna',
      contentType: "multipart/form-data; boundary=b",
    });
    await expectRefused("POST", "/polls", {
      body: "--b\r\n\r\nhello",
      contentType: "multipart/form-data; boundary=b",
    });
  });
});
