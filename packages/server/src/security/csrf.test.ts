import { API_ENDPOINTS, type EndpointName } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestMarket } from "../bets/test-utils/markets";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { charge } from "../payments/test-utils/cards";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/**
 * Issue 8 item 5, CSRF (DESIGN §5): a write authenticated by the session cookie needs the
 * `X-Requested-With` header and, when the browser names one, an allowed `Origin`. Every write of
 * the API is swept with an admin's cookie; then the money and account writes are shown to pass
 * with the headers the portal sends, and with a bearer token from anywhere.
 */

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let market: TestMarket;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  market = await createTestMarket(server, admin);
}, 120_000);
afterAll(async () => {
  try {
    await server?.expectLedgerSound();
  } finally {
    await server?.close();
  }
});

/** Every call that is not a read, with its path's parameters filled with a placeholder. */
const WRITES = (Object.entries(API_ENDPOINTS) as [EndpointName, { method: string; path: string }][])
  .filter(([, definition]) => definition.method !== "GET")
  .map(([name, definition]) => ({
    name,
    method: definition.method,
    path: definition.path.replace(/:[a-zA-Z]+/g, "x0000000000000000000000"),
  }));

/** What a hostile page's request carries: the reader's cookie, and whatever else it can set. */
const HOSTILE: [string, Record<string, string>][] = [
  ["no X-Requested-With", {}],
  ["a foreign Origin", { "x-requested-with": "XMLHttpRequest", origin: "https://evil.example" }],
  ["an opaque Origin (null)", { "x-requested-with": "XMLHttpRequest", origin: "null" }],
  [
    "a look-alike Origin",
    { "x-requested-with": "XMLHttpRequest", origin: "http://127.0.0.1.evil.example" },
  ],
];

const send = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown = {},
): Promise<Response> =>
  fetch(`${server.baseURL}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(method === "DELETE" && body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("cookie-authenticated writes", () => {
  it.each(HOSTILE)("are all refused with %s, before anything runs", async (_, headers) => {
    const before = await moneySnapshot(server);
    const users = await server.db.query("SELECT id, name, password_hash FROM users ORDER BY id");
    const answers: string[] = [];
    for (const write of WRITES) {
      const response = await send(write.method, write.path, {
        cookie: `pulso_session=${admin.token}`,
        ...headers,
      });
      const body = (await response.json()) as { code?: string };
      if (response.status !== 403 || body.code !== "CSRF_REJECTED") {
        answers.push(`${write.name}: ${response.status} ${body.code ?? ""}`);
      }
    }
    expect(answers).toEqual([]);
    expect(WRITES.length).toBeGreaterThan(40);
    expect(await moneySnapshot(server)).toEqual(before);
    expect(
      (await server.db.query("SELECT id, name, password_hash FROM users ORDER BY id")).rows,
    ).toEqual(users.rows);
  });

  it("are refused in the reader's language", async () => {
    const user = await server.signup();
    const refuse = (lang: string) =>
      send("PATCH", "/users/updateMe", {
        cookie: `pulso_session=${user.token}`,
        "accept-language": lang,
      });
    expect(await (await refuse("es")).json()).toMatchObject({
      code: "CSRF_REJECTED",
      message: "La solicitud fue rechazada porque no proviene de Pulso.",
    });
    expect(await (await refuse("en")).json()).toMatchObject({
      message: "The request was refused because it did not come from Pulso.",
    });
  });
});

describe("the money and account writes", () => {
  /** A bet, a card deposit and a comment, as one reader's requests. */
  async function moneyWrites(user: Awaited<ReturnType<TestServer["signup"]>>) {
    const record = await charge(user.api, { amount: 10 });
    return [
      {
        method: "POST",
        path: "/bets",
        body: { pollId: market.id, optionId: market.optionIds[0], amount: 5 },
      },
      {
        method: "POST",
        path: "/deposits",
        body: { userId: user.userId, amount: 10, pixelPayTransaction: record },
      },
      {
        method: "POST",
        path: `/comments/polls/${market.id}/comments`,
        body: { content: "Hola desde la prueba de CSRF" },
      },
      { method: "PATCH", path: "/users/updateMe", body: { firstName: "Segura" } },
    ];
  }

  it("pass with the portal's own headers on the cookie, and change what they should", async () => {
    const user = await server.signup();
    for (const write of await moneyWrites(user)) {
      const refused = await send(
        write.method,
        write.path,
        {
          cookie: `pulso_session=${user.token}`,
          origin: "https://evil.example",
          "x-requested-with": "XMLHttpRequest",
        },
        write.body,
      );
      expect(refused.status, write.path).toBe(403);
      const response = await send(
        write.method,
        write.path,
        {
          cookie: `pulso_session=${user.token}`,
          origin: server.origin,
          "x-requested-with": "XMLHttpRequest",
        },
        write.body,
      );
      expect(response.status, `${write.path}: ${await response.clone().text()}`).toBeLessThan(300);
    }
    // $10 sign-up credit − $5 bet + $10 deposit.
    expect(await balanceOf(server, user.userId)).toBe(1_500);
    expect((await user.api.getMe()).firstName).toBe("Segura");
    await server.expectLedgerSound();
  });

  it("pass with a bearer token from any origin, without X-Requested-With", async () => {
    const user = await server.signup();
    for (const write of await moneyWrites(user)) {
      const response = await send(
        write.method,
        write.path,
        {
          authorization: `Bearer ${user.token}`,
          origin: "https://app.example",
        },
        write.body,
      );
      expect(response.status, `${write.path}: ${await response.clone().text()}`).toBeLessThan(300);
    }
    expect(await balanceOf(server, user.userId)).toBe(1_500);
    await server.expectLedgerSound();
  });
});

describe("GET /auth/logout (a write, though spec §7 makes it a GET)", () => {
  const logout = (headers: Record<string, string>) =>
    fetch(`${server.baseURL}/auth/logout`, { headers });
  const stillSignedIn = async (token: string) =>
    (
      await fetch(`${server.baseURL}/users/me`, {
        headers: { cookie: `pulso_session=${token}`, "x-requested-with": "XMLHttpRequest" },
      })
    ).status === 200;

  it("is refused on the cookie from a cross-site link or page, and the session stays", async () => {
    const user = await server.signup();
    for (const [what, headers] of HOSTILE) {
      const response = await logout({ cookie: `pulso_session=${user.token}`, ...headers });
      expect(response.status, what).toBe(403);
      expect(await response.json(), what).toMatchObject({ code: "CSRF_REJECTED" });
      expect(response.headers.get("set-cookie"), what).toBeNull();
      expect(await stillSignedIn(user.token), what).toBe(true);
    }
  });

  it("signs out on the cookie with the portal's headers, and on a bearer token from anywhere", async () => {
    const reader = await server.signup();
    const own = await logout({
      cookie: `pulso_session=${reader.token}`,
      origin: server.origin,
      "x-requested-with": "XMLHttpRequest",
    });
    expect(own.status).toBe(200);
    expect(await stillSignedIn(reader.token)).toBe(false);

    const app = await server.signup();
    const bearer = await logout({
      authorization: `Bearer ${app.token}`,
      origin: "https://app.example",
    });
    expect(bearer.status).toBe(200);
    expect(await stillSignedIn(app.token)).toBe(false);
  });
});
