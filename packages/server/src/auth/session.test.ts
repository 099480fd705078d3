import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { resolveSession } from "./sessions";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** GET /auth/session as a browser would send it, with the session cookie when given. */
async function probe(cookie?: string) {
  const response = await fetch(`${server.baseURL}/auth/session`, {
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /auth/session, the session probe", () => {
  it("answers 200 with a null user to a signed-out caller", async () => {
    expect(await probe()).toEqual({
      status: 200,
      body: { status: "success", data: { user: null } },
    });
    await expect(server.client().getSession()).resolves.toBeNull();
  });

  it("answers the signed-in user, by bearer token and by session cookie", async () => {
    const { token, userId, email } = await server.signup();
    await expect(server.client(token).getSession()).resolves.toMatchObject({
      _id: userId,
      email,
      balance: 10,
    });
    const byCookie = await probe(`pulso_session=${token}`);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject({ data: { user: { _id: userId, email } } });
  });

  it("answers null once the session is revoked, where /users/me keeps answering 401", async () => {
    const { api, token } = await server.signup();
    await api.logout();
    await expect(server.client(token).getSession()).resolves.toBeNull();
    expect(await failureOf(server.client(token).getMe())).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
  });

  it("answers null for a token that was never issued", async () => {
    await expect(server.client("x".repeat(43)).getSession()).resolves.toBeNull();
    expect((await probe("pulso_session=" + "y".repeat(43))).body).toMatchObject({
      data: { user: null },
    });
  });
});

describe("sessions looked up together", () => {
  it("answers each of many concurrent requests as its own caller, revoked and unknown tokens refused", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => server.signup()));
    const revoked = await server.signup();
    await revoked.api.logout();
    const [answers, revokedAnswer, unknownAnswer] = await Promise.all([
      Promise.all([...users, ...users].map((user) => server.client(user.token).getSession())),
      failureOf(server.client(revoked.token).getMe()),
      failureOf(server.client("z".repeat(43)).getMe()),
    ]);
    expect(answers.map((answer) => answer?._id)).toEqual(
      [...users, ...users].map((user) => user.userId),
    );
    expect(revokedAnswer).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(unknownAnswer).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("reads the sessions asked for in one turn of the event loop with one query", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => server.signup()));
    const revoked = await server.signup();
    await revoked.api.logout();
    const statements: string[] = [];
    const query = server.db.query.bind(server.db);
    server.db.query = ((text: string, params?: unknown[]) => {
      statements.push(text);
      return query(text, params);
    }) as typeof server.db.query;
    try {
      const found = await Promise.all([
        ...users.map((user) => resolveSession(server.db, user.token, "bearer")),
        resolveSession(server.db, users[0]!.token, "cookie"),
        resolveSession(server.db, revoked.token, "bearer"),
        resolveSession(server.db, "w".repeat(43), "bearer"),
      ]);
      expect(found.map((session) => session?.user.id ?? null)).toEqual([
        ...users.map((user) => user.userId),
        users[0]!.userId,
        null,
        null,
      ]);
      expect(found[4]?.via).toBe("cookie");
      expect(statements).toHaveLength(1);
    } finally {
      server.db.query = query;
    }
  });
});
