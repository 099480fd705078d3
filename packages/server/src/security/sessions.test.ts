import { createApiClient } from "@pulso/api-client";
import { PASSWORD_RESET_TTL_MS } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens";
import { testCard } from "../payments/test-utils/cards";
import { requestResetToken } from "../test-utils/mailbox";
import {
  startLiveServer,
  userEvents,
  type LiveAccount,
  type LiveServer,
} from "./test-utils/liveServer";

/**
 * Issue 8 item 5, sessions (DESIGN §5): logout, a password change and a password reset revoke
 * sessions — the old token and cookie get 401 over HTTP, and a new WebSocket opened with the old
 * cookie receives none of the user's events — and reset links are single-use and expire.
 */

let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
}, 120_000);
afterAll(async () => {
  try {
    await live?.expectLedgerSound();
  } finally {
    await live?.close();
  }
});

const client = (token?: string, lang?: "es" | "en") =>
  createApiClient({ baseURL: live.api, ...(token ? { token } : {}), ...(lang ? { lang } : {}) });

/** Opens a second session of the account (a login elsewhere) and returns its token. */
async function login(account: LiveAccount, password = account.password): Promise<string> {
  return (await client().login({ email: account.email, password })).token;
}

/**
 * Moves the account's money with a live session (a card deposit), which publishes its
 * balance_updated, dashboard_updated and notification_received.
 */
async function deposit(token: string, userId: string): Promise<void> {
  const api = client(token);
  const record = await api.chargeSandboxCard(testCard({ amount: 20 }));
  await api.createDeposit({ userId, amount: 20, pixelPayTransaction: record });
}

/**
 * Asserts a socket opened with `revoked`'s cookie from the platform gets none of the account's
 * events, while one opened with `valid`'s cookie gets them all.
 */
async function expectOnlyLiveSocketHearsTheUser(
  account: LiveAccount,
  revoked: string,
  valid: string,
): Promise<void> {
  const stale = await live.socket({ cookie: `pulso_session=${revoked}`, origin: live.origin });
  const fresh = await live.socket({ cookie: `pulso_session=${valid}`, origin: live.origin });
  try {
    await deposit(valid, account.userId);
    await fresh.next((frame) => frame.event === "notification_received");
    await live.barrier(stale);
    expect(userEvents(fresh)).toEqual(
      expect.arrayContaining(["balance_updated", "notification_received"]),
    );
    expect(userEvents(stale)).toEqual([]);
  } finally {
    stale.close();
    fresh.close();
  }
}

/** Asks for a reset link and returns the token from the mail the outbox holds. */
const resetToken = (email: string): Promise<string> =>
  requestResetToken(live.server.db, live.server.ctx.deferred.settled, email, () =>
    client().forgotPassword({ email }),
  );
const reset = (token: string, password: string, lang?: "es" | "en") =>
  client(undefined, lang).resetPassword(token, { password, passwordConfirm: password });

const me = (token: string) => live.withCookie(token, "/users/me");
const bearerMe = (token: string) =>
  fetch(`${live.api}/users/me`, { headers: { authorization: `Bearer ${token}` } });

describe("logout", () => {
  it("revokes the session: its cookie and token get 401, a new socket with it hears nothing", async () => {
    const account = await live.signup();
    const other = await login(account);
    expect((await me(account.token)).status).toBe(200);
    const out = await live.withCookie(account.token, "/auth/logout");
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/pulso_session=;/);

    const cookie = await me(account.token);
    expect(cookie.status).toBe(401);
    expect(await cookie.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await bearerMe(account.token)).status).toBe(401);
    // Only that session: the one opened elsewhere lives on.
    expect((await bearerMe(other)).status).toBe(200);
    await expectOnlyLiveSocketHearsTheUser(account, account.token, other);
  });
});

describe("a password change", () => {
  it("revokes every earlier session, cookie and token, over HTTP and on new sockets, and every reset link", async () => {
    const account = await live.signup("Primera123");
    const elsewhere = await login(account);
    const link = await resetToken(account.email);
    const changed = await live.withCookie(account.token, "/auth/updateMyPassword", {
      method: "PATCH",
      body: JSON.stringify({
        passwordCurrent: "Primera123",
        password: "Segunda123",
        passwordConfirm: "Segunda123",
      }),
    });
    expect(changed.status).toBe(200);
    const fresh = ((await changed.json()) as { token: string }).token;
    expect(changed.headers.get("set-cookie")).toContain(`pulso_session=${fresh}`);

    for (const old of [account.token, elsewhere]) {
      expect((await me(old)).status).toBe(401);
      expect((await bearerMe(old)).status).toBe(401);
    }
    expect((await me(fresh)).status).toBe(200);
    await expectOnlyLiveSocketHearsTheUser(account, elsewhere, fresh);
    const stale = await reset(link, "Tercera123").catch((error: unknown) => error);
    expect(stale).toMatchObject({ status: 400, code: "RESET_TOKEN_INVALID" });
  });
});

describe("a password reset", () => {
  it("stores the link hashed, valid for 30 minutes", async () => {
    const account = await live.signup();
    const token = await resetToken(account.email);
    const row = await live.server.db.query<{ token_hash: string; ttl_ms: number }>(
      `SELECT token_hash, (extract(epoch FROM expires_at - created_at) * 1000)::int AS ttl_ms
         FROM password_resets WHERE user_id = $1`,
      [account.userId],
    );
    expect(row.rows).toEqual([{ token_hash: hashToken(token), ttl_ms: 30 * 60_000 }]);
    expect(PASSWORD_RESET_TTL_MS).toBe(30 * 60_000);
  });

  it("refuses an expired link in the reader's language and changes nothing", async () => {
    const account = await live.signup("Antigua123");
    const token = await resetToken(account.email);
    // 31 minutes later, as the database sees it.
    await live.server.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashToken(token)],
    );
    const spanish = await reset(token, "Nueva12345", "es").catch((error: unknown) => error);
    expect(spanish).toMatchObject({
      status: 400,
      code: "RESET_TOKEN_INVALID",
      message: "Este enlace de restablecimiento no es válido o ha caducado.",
    });
    const english = await reset(token, "Nueva12345", "en").catch((error: unknown) => error);
    expect(english).toMatchObject({ message: "This reset link is invalid or has expired." });
    await expect(login(account, "Antigua123")).resolves.toBeTruthy();
    await expect(login(account, "Nueva12345")).rejects.toMatchObject({ code: "LOGIN_FAILED" });
    expect((await bearerMe(account.token)).status).toBe(200);
  });

  it("works once, revokes every session, and spends the account's other links", async () => {
    const account = await live.signup("Olvidada123");
    const elsewhere = await login(account);
    const older = await resetToken(account.email);
    const token = await resetToken(account.email);

    const done = await reset(token, "Elegida1234");
    expect(done.user._id).toBe(account.userId);
    for (const old of [account.token, elsewhere]) {
      expect((await me(old)).status).toBe(401);
      expect((await bearerMe(old)).status).toBe(401);
    }
    await expectOnlyLiveSocketHearsTheUser(account, elsewhere, done.token);

    // The same link again, or an older one still in the mailbox: neither can reset it now.
    for (const used of [token, older]) {
      const again = await reset(used, "Robada12345").catch((error: unknown) => error);
      expect(again).toMatchObject({ status: 400, code: "RESET_TOKEN_INVALID" });
    }
    await expect(login(account, "Elegida1234")).resolves.toBeTruthy();
    await expect(login(account, "Robada12345")).rejects.toMatchObject({ code: "LOGIN_FAILED" });
  });
});
