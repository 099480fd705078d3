import { failureOf } from "../test-utils/failureOf";
import { mailedResetTokens, requestResetToken } from "../test-utils/mailbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("sign-up", () => {
  it("creates the account with the $10 credit through the ledger, and signs in", async () => {
    const session = await server
      .client()
      .signup({ name: "Ana Pérez", email: "Ana@Example.com", password: "Secreto123" });
    expect(session.token.length).toBeGreaterThan(30);
    expect(session.user).toMatchObject({
      name: "Ana Pérez",
      email: "ana@example.com",
      balance: 10,
      role: "user",
    });
    const me = await server.client(session.token).getMe();
    expect(me._id).toBe(session.user._id);
    const entries = await server.db.query<{ account: string; amount_cents: number }>(
      `SELECT e.account, e.amount_cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.reference = $1 ORDER BY e.amount_cents`,
      [`signup_credit:${session.user._id}`],
    );
    expect(entries.rows).toEqual([
      { account: "house:promo", amount_cents: -1000 },
      { account: `user:${session.user._id}`, amount_cents: 1000 },
    ]);
    await server.expectLedgerSound();
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    await server
      .client()
      .signup({ name: "Luis", email: "luis@example.com", password: "Secreto123" });
    const failure = await failureOf(
      server.client().signup({ name: "Luis", email: "LUIS@example.com", password: "Secreto123" }),
    );
    expect(failure).toMatchObject({ status: 409, code: "EMAIL_TAKEN" });
  });

  it("applies the spec §5 rules and answers in the requester's language", async () => {
    const spanish = await failureOf(
      server.client().signup({ name: "Al", email: "al@example.com", password: "weak" }),
    );
    expect(spanish.status).toBe(400);
    expect(spanish.code).toBe("VALIDATION_FAILED");
    expect(spanish.details).toEqual({
      issues: [
        { path: "name", code: "NAME_TOO_SHORT", params: { min: 3 } },
        { path: "password", code: "PASSWORD_TOO_SHORT", params: { min: 8 } },
        { path: "password", code: "PASSWORD_TOO_WEAK" },
      ],
    });
    expect(spanish.message).toBe("Algunos campos no son válidos. Revísalos e inténtalo de nuevo.");
    const english = await failureOf(
      server
        .client(undefined, "en")
        .signup({ name: "Al", email: "al@example.com", password: "weak" }),
    );
    expect(english.message).toBe("Some fields are not valid. Please check them and try again.");
    const count = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email_normalized = 'al@example.com'",
    );
    expect(count.rows[0]?.count).toBe(0);
  });
});

describe("login, logout and sessions", () => {
  it("signs in with the right password only, with the spec's message otherwise", async () => {
    const { email } = await server.signup({ password: "Correcta123" });
    const wrong = await failureOf(server.client().login({ email, password: "Incorrecta123" }));
    expect(wrong).toMatchObject({ status: 401, code: "LOGIN_FAILED" });
    const unknown = await failureOf(
      server.client().login({ email: "nobody@example.com", password: "Whatever123" }),
    );
    expect(unknown.code).toBe("LOGIN_FAILED");
    const session = await server
      .client()
      .login({ email: email.toUpperCase(), password: "Correcta123" });
    expect(session.user.email).toBe(email);
  });

  it("revokes the session at logout", async () => {
    const { api, token } = await server.signup();
    await api.logout();
    const failure = await failureOf(server.client(token).getMe());
    expect(failure).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("limits failed logins per account from one address", async () => {
    const { email } = await server.signup({ password: "Correcta123" });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await failureOf(server.client().login({ email, password: "Mala1234" }));
    }
    const limited = await failureOf(server.client().login({ email, password: "Correcta123" }));
    expect(limited).toMatchObject({ status: 429, code: "RATE_LIMITED" });
  });

  it("changes the password: new token, other sessions revoked", async () => {
    const { api, token, email } = await server.signup({ password: "Primera123" });
    const other = await server.client().login({ email, password: "Primera123" });
    const changed = await api.updateMyPassword({
      passwordCurrent: "Primera123",
      password: "Segunda123",
      passwordConfirm: "Segunda123",
    });
    expect(changed.token).not.toBe(token);
    await expect(server.client(changed.token).getMe()).resolves.toMatchObject({ email });
    expect((await failureOf(server.client(token).getMe())).status).toBe(401);
    expect((await failureOf(server.client(other.token).getMe())).status).toBe(401);
    const wrong = await failureOf(
      server.client(changed.token).updateMyPassword({
        passwordCurrent: "Nope12345",
        password: "Tercera123",
        passwordConfirm: "Tercera123",
      }),
    );
    expect(wrong.code).toBe("WRONG_PASSWORD");
  });
});

describe("password reset", () => {
  it("answers the same for unknown emails and sends a single-use link for known ones", async () => {
    const { email } = await server.signup({ password: "Olvidada123" });
    await server.client().forgotPassword({ email: "ghost@example.com" });
    const token = await requestResetToken(server.db, server.settled, email, () =>
      server.client().forgotPassword({ email }),
    );
    expect(await mailedResetTokens(server.db, "ghost@example.com")).toEqual([]);
    const reset = await server
      .client()
      .resetPassword(token, { password: "Nueva12345", passwordConfirm: "Nueva12345" });
    expect(reset.user.email).toBe(email);
    await expect(server.client().login({ email, password: "Nueva12345" })).resolves.toBeDefined();
    const again = await failureOf(
      server
        .client()
        .resetPassword(token, { password: "Otra123456", passwordConfirm: "Otra123456" }),
    );
    expect(again).toMatchObject({ status: 400, code: "RESET_TOKEN_INVALID" });
  });
});
