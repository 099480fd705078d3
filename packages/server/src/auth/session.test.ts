import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
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
